import { DeferredSelect } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { productSortOptions, type ProductSort } from '../../model/products-query';

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

function isProductSort(value: string | null): value is ProductSort {
  return productSortOptions.some((option) => option.value === value);
}

/** The product list's order: newest, price or name, either way (on the list's first screen: a deferred select). */
export function SortSelect({ value, onChange }: SortSelectProps): ReactElement {
  return (
    <DeferredSelect
      label="Sort by"
      options={productSortOptions}
      value={value}
      onChange={(next) => {
        if (isProductSort(next)) onChange(next);
      }}
    />
  );
}
