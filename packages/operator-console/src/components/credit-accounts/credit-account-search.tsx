import { Button, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';

/** Props of {@link CreditAccountSearch}. */
export interface CreditAccountSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Finds credit accounts by part of the company's name, sent when submitted so each keystroke does not reload the list. */
export function CreditAccountSearch({ search, onSearch }: CreditAccountSearchProps): ReactElement {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Find credit accounts" onSubmit={submit} className="mk-console-filters">
      <TextField label="Company" value={text} onChange={setText} />
      <Button type="submit" variant="secondary">
        Find
      </Button>
    </form>
  );
}
