import { errorMessage } from '@marketplace/api-client';
import { Button, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement, type ReactNode } from 'react';
import { NameForm } from './name-form';

/** Props of {@link CatalogEntry}. */
export interface CatalogEntryProps {
  /** The brand or category's name. */
  name: string;
  /** "brand" or "category", for labels and messages. */
  kind: string;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Shown under the name (a category's sub-categories). */
  children?: ReactNode;
}

/**
 * One brand or category: its name, renaming it in place, and deleting it after a second press
 * (the API refuses to delete what products still use, in its own words).
 */
export function CatalogEntry({ name, kind, onRename, onDelete, children }: CatalogEntryProps): ReactElement {
  const flash = useFlash();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [isDeleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
      flash.success(`${name} deleted.`);
    } catch (error) {
      flash.error(errorMessage(error, `We could not delete this ${kind}. Please try again.`));
      setMode('view');
    } finally {
      setDeleting(false);
    }
  };
  return (
    <li aria-label={name}>
      <Stack gap="xs">
        {mode === 'rename' ? (
          <NameForm
            label={`Rename ${name}`}
            fieldLabel={`New name of ${name}`}
            submitLabel="Save name"
            initialName={name}
            onCancel={() => setMode('view')}
            onSave={async (next) => {
              await onRename(next);
              flash.success(`${name} is now ${next}.`);
              setMode('view');
            }}
          />
        ) : (
          <Stack direction="horizontal" gap="sm" align="center" wrap>
            <strong>{name}</strong>
            {mode === 'delete' ? (
              <>
                <Button size="sm" variant="danger" isLoading={isDeleting} loadingLabel="Deleting" onPress={() => void remove()}>
                  {`Delete ${name}`}
                </Button>
                <Button size="sm" variant="ghost" onPress={() => setMode('view')}>
                  Keep it
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="ghost" aria-label={`Rename ${name}`} onPress={() => setMode('rename')}>
                  Rename
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${name}…`} onPress={() => setMode('delete')}>
                  Delete…
                </Button>
              </>
            )}
          </Stack>
        )}
        {children}
      </Stack>
    </li>
  );
}
