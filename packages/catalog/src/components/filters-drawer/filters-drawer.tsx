import { Button, Modal, pluralWord } from '@marketplace/ui-kit';
import { useState, type ReactElement, type ReactNode } from 'react';
import '../../styles/catalog.css';

/** Props of {@link FiltersDrawer}. */
export interface FiltersDrawerProps {
  /** How many filters are on (a category counts once), shown on the button. */
  activeCount: number;
  /** Offers the filters leave, for the button that closes the drawer; undefined while loading. */
  resultCount?: number | undefined;
  /** The filters. */
  children: ReactNode;
}

const count = new Intl.NumberFormat('en-US');

/**
 * The product filters behind a "Filters" button on narrow screens, so the first result is on
 * the first screen. The drawer is a modal dialog (focus kept inside, Escape closes); filters
 * apply as they change, and the list behind follows.
 */
export function FiltersDrawer({ activeCount, resultCount, children }: FiltersDrawerProps): ReactElement {
  const [isOpen, setOpen] = useState(false);
  return (
    <Modal
      title="Filters"
      isOpen={isOpen}
      onOpenChange={setOpen}
      size="sm"
      trigger={
        <Button variant="secondary" className="mk-filters-button">
          {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
        </Button>
      }
      footer={(close) => (
        <Button onPress={close}>
          {resultCount === undefined ? 'Show results' : `Show ${count.format(resultCount)} ${pluralWord(resultCount, 'offer')}`}
        </Button>
      )}
    >
      {children}
    </Modal>
  );
}
