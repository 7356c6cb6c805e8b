// Apart from the offer schemas: the catalogue's product list reads these to parse its URL, and
// must not download zod and every catalogue schema to do so.

/** Sort orders of the PSV list; a leading `-` means descending. */
export const psvSortValues = ['-created_at', 'created_at', 'price', '-price', 'name', '-name'] as const;
