import { Button, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';

/** Props of {@link NameSearchForm}. */
export interface NameSearchFormProps {
  /** The form's accessible name: "Find suppliers". */
  label: string;
  /** The text field's label: "Name", "Company". */
  fieldLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** Filters applied at once, between the field and the button (a status select). */
  children?: ReactNode;
}

/** Finds a list's rows by part of a name, sent when submitted so each keystroke does not reload the list. */
export function NameSearchForm({ label, fieldLabel, search, onSearch, children }: NameSearchFormProps): ReactElement {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="mk-console-filters">
      <TextField label={fieldLabel} value={text} onChange={setText} />
      {children}
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
