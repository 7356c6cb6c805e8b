import { Button, Card, Stack, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../routes';

/**
 * The dashboard's invitation to search: sends the words to the product list's URL, where the
 * list (and the shell's search bar) pick them up.
 */
export function SearchPrompt(): ReactElement {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = query.trim();
    void navigate(search ? `${paths.products.href()}?${new URLSearchParams({ search })}` : paths.products.href());
  }

  return (
    <Card title="Search the catalogue" description="Find lumber, drywall, fasteners and more from every supplier, with delivery to your project.">
      <form role="search" aria-label="Search the catalogue" onSubmit={submit}>
        <Stack direction="horizontal" gap="sm" align="end" wrap>
          <TextField label="Product, brand or SKU" placeholder="e.g. 2x4 stud" value={query} onChange={setQuery} />
          <Button type="submit">Search</Button>
        </Stack>
      </form>
    </Card>
  );
}
