import { Button, deferredComponent, useDeferredComponent } from '@marketplace/ui-kit';
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import '../../styles/catalog.css';

// React Aria's modal and overlays load after the list has drawn, or when the button is reached for.
const deferredDialog = deferredComponent(() => import('./filters-dialog').then((module) => module.FiltersDialog));

/** Props of {@link FiltersDrawer}. */
export interface FiltersDrawerProps {
  /** How many filters are on (a category counts once), shown on the button. */
  activeCount: number;
  /** Offers the filters leave, for the button that closes the drawer; undefined while loading. */
  resultCount?: number | undefined;
  /** The filters. */
  children: ReactNode;
}

/**
 * The product filters behind a "Filters" button on narrow screens, so the first result is on
 * the first screen. The drawer is a modal dialog (focus kept inside, Escape closes); filters
 * apply as they change, and the list behind follows.
 */
export function FiltersDrawer({ activeCount, resultCount, children }: FiltersDrawerProps): ReactElement {
  const [isOpen, setOpen] = useState(false);
  const [ready, loadNow] = useDeferredComponent(deferredDialog);
  const FiltersDialog = deferredDialog.Component;
  return (
    <>
      <Button
        variant="secondary"
        className="mk-filters-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={loadNow}
        onPress={() => {
          loadNow();
          setOpen(true);
        }}
      >
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      {ready ? (
        <Suspense fallback={null}>
          <FiltersDialog isOpen={isOpen} onOpenChange={setOpen} resultCount={resultCount}>
            {children}
          </FiltersDialog>
        </Suspense>
      ) : null}
    </>
  );
}
