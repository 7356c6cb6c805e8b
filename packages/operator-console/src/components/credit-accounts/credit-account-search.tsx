import type { ReactElement } from 'react';
import { NameSearchForm } from '../shared/name-search-form';

/** Props of {@link CreditAccountSearch}. */
export interface CreditAccountSearchProps {
  search: string;
  onSearch: (search: string) => void;
}

/** Finds credit accounts by part of the company's name. */
export function CreditAccountSearch({ search, onSearch }: CreditAccountSearchProps): ReactElement {
  return <NameSearchForm label="Find credit accounts" fieldLabel="Company" search={search} onSearch={onSearch} />;
}
