import { Button, Modal, Stack } from '@marketplace/ui-kit';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

type Report = (key: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report>(() => undefined);

/** Tells the page whether this form holds unsaved changes. */
export function useReportUnsaved(key: string, dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [report, key, dirty]);
}

/**
 * Guards a page of several forms: leaving it (a link, back, closing the tab) while any form has
 * unsaved changes asks first. One guard per page, since the router allows one blocker at a time.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }): ReactElement {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((key, isDirty) => {
    setDirty((current) => {
      if (current.has(key) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const hasChanges = dirty.size > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!hasChanges) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
  const value = useMemo(() => report, [report]);
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <Modal
        title="Leave without saving?"
        role="alertdialog"
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        footer={
          <Stack direction="horizontal" gap="sm" justify="end">
            <Button variant="ghost" onPress={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button variant="danger" onPress={() => blocker.proceed?.()}>
              Leave and lose changes
            </Button>
          </Stack>
        }
      >
        <p>Some changes on this page are not saved yet.</p>
      </Modal>
    </UnsavedChangesContext.Provider>
  );
}
