import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useLocation } from 'react-router';
import type { NavigationItem } from './navigation-items';
import { NavigationLinks } from './navigation-links';
import { deferredComponent, useDeferredComponent } from '@marketplace/ui-kit';

// React Aria's modal and overlays load after the page has drawn, or when the menu is asked for.
const deferredDialog = deferredComponent(() => import('./phone-navigation-dialog').then((module) => module.PhoneNavigationDialog));

export interface PhoneNavigationProps {
  items: NavigationItem[];
  /** The builder's chosen project, for the cart's item count. */
  selectedProjectId?: string | null;
  /** Shown under the links in the menu (the builder's project picker). */
  extra?: ReactNode;
  /** A short summary beside the menu button (the project being ordered for). */
  summary?: ReactNode;
}

/**
 * The navigation on a phone: one "Menu" button that opens the links (and the project picker) in a
 * dialog, instead of a row that would run off the screen. Going to another page (a link of the
 * menu, "Add a project") closes it.
 */
export function PhoneNavigation({ items, selectedProjectId = null, extra, summary }: PhoneNavigationProps) {
  const [isOpen, setOpen] = useState(false);
  const [ready, loadNow] = useDeferredComponent(deferredDialog);
  const PhoneNavigationDialog = deferredDialog.Component;
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="mk-phone-nav">
      <Button className="mk-phone-nav__button" aria-haspopup="dialog" aria-expanded={isOpen} onHoverStart={loadNow} onPress={() => {
        loadNow();
        setOpen(true);
      }}>
        <span aria-hidden="true" className="mk-phone-nav__icon">
          ☰
        </span>
        Menu
      </Button>
      {summary ? <span className="mk-phone-nav__summary">{summary}</span> : null}
      {ready ? (
        <Suspense fallback={null}>
          <PhoneNavigationDialog isOpen={isOpen} onOpenChange={setOpen}>
            <NavigationLinks items={items} selectedProjectId={selectedProjectId} />
            {extra}
          </PhoneNavigationDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
