import { errorMessage } from '@marketplace/api-client';
import { psvSortValues } from '@marketplace/contracts';
import { Card, DataTable, EmptyState, ErrorState, formatMoney, LinkButton, PageHeader, Pagination, Select, Stack, TextField } from '@marketplace/ui-kit';
import type { DataTableColumn, SortState } from '@marketplace/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useGetOwnOffersQuery, useGetSupplierMetadataQuery, type OfferData } from '../api/supplier-api';
import { PriceListImport } from '../components/price-list-import/price-list-import';
import { RouterLink } from '../lib/router-link';
import { useCurrentUser } from '../lib/use-current-user';
import { NEW_PRODUCT_ID, paths } from '../paths';

const PAGE_SIZE = 20;
type Sort = (typeof psvSortValues)[number];

/** The list's state, read from and written to the URL, so a reload or a shared link shows the same page. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const sort = (psvSortValues as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as Sort) : '-created_at';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const state = { query: params.get('q') ?? '', categoryId: params.get('category') ?? '', sort, offset };
  const update = (changes: Partial<typeof state>) => {
    const next = { ...state, offset: 0, ...changes };
    const search = new URLSearchParams();
    if (next.query) search.set('q', next.query);
    if (next.categoryId) search.set('category', next.categoryId);
    if (next.sort !== '-created_at') search.set('sort', next.sort);
    if (next.offset) search.set('offset', String(next.offset));
    setParams(search, { replace: true });
  };
  return { state, update };
}

const sortColumns: Record<string, [Sort, Sort]> = { product: ['name', '-name'], price: ['price', '-price'] };

function tableSort(sort: Sort): SortState | undefined {
  for (const [column, [asc, desc]] of Object.entries(sortColumns)) {
    if (sort === asc) return { column, direction: 'asc' };
    if (sort === desc) return { column, direction: 'desc' };
  }
  return undefined;
}

/** /supplier/products: the supplier's offers, searchable, filtered by category, sorted and paged; each opens its product. */
export function ProductsPage(): ReactElement {
  const user = useCurrentUser();
  const { state, update } = useListState();
  const [text, setText] = useState(state.query);
  // Searching as one types, without a request per keystroke.
  useEffect(() => {
    if (text === state.query) return undefined;
    const timer = setTimeout(() => update({ query: text.trim() }), 300);
    return () => clearTimeout(timer);
  });
  const metadata = useGetSupplierMetadataQuery();
  const { data, isLoading, isFetching, isError, error, refetch } = useGetOwnOffersQuery({
    query: state.query || undefined,
    categoryId: state.categoryId || undefined,
    sort: state.sort,
    limit: PAGE_SIZE,
    offset: state.offset,
  });
  const categoryOptions = [{ value: '', label: 'All categories' }, ...(metadata.data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))];

  const columns: DataTableColumn<OfferData>[] = [
    {
      id: 'product',
      header: 'Product',
      isRowHeader: true,
      isSortable: true,
      cell: (offer) => (
        <Stack gap="xs">
          <RouterLink href={paths.editProduct.href(offer.productId)} className="mk-link">
            {offer.productName}
          </RouterLink>
          <span>{offer.variantName}</span>
        </Stack>
      ),
    },
    { id: 'sku', header: 'SKU', cell: (offer) => offer.sku },
    { id: 'price', header: 'Price', isSortable: true, align: 'end', cell: (offer) => (offer.pricing ? formatMoney(offer.pricing.priceCents, offer.pricing.currency) : '—') },
    { id: 'stock', header: 'In stock', align: 'end', cell: (offer) => offer.stockOnHand },
    { id: 'status', header: 'Status', cell: (offer) => (offer.active ? 'Active' : 'Hidden') },
    {
      id: 'preview',
      header: <span className="mk-visually-hidden">Preview</span>,
      cell: (offer) =>
        user ? (
          <LinkButton as={RouterLink} href={paths.previewProduct.href(offer.productId, user.company.id)} size="sm" variant="ghost">
            Preview
          </LinkButton>
        ) : null,
    },
  ];

  const filtered = Boolean(state.query || state.categoryId);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Your products"
        description="Every variant you sell, with its price and stock."
        actions={<LinkButton as={RouterLink} href={paths.editProduct.href(NEW_PRODUCT_ID)}>Add a product</LinkButton>}
      />
      <Card>
        <Stack gap="md">
          <Stack direction="horizontal" gap="md" align="end" wrap>
            <TextField label="Search" value={text} onChange={setText} placeholder="Name or SKU" />
            <Select label="Category" options={categoryOptions} value={state.categoryId} onChange={(value) => update({ categoryId: value ?? '' })} />
          </Stack>
          {isError ? (
            <ErrorState title="We could not load your products" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />
          ) : (
            <DataTable
              aria-label="Your products"
              columns={columns}
              rows={data?.results ?? []}
              getRowId={(offer) => offer.id}
              isLoading={isLoading}
              sort={tableSort(state.sort)}
              onSortChange={(sort) => {
                const pair = sortColumns[sort.column];
                if (pair) update({ sort: sort.direction === 'asc' ? pair[0] : pair[1] });
              }}
              emptyState={
                filtered ? (
                  <EmptyState title="No products match" description="Try other words or another category." titleLevel={3} />
                ) : (
                  <EmptyState
                    title="You have no products yet"
                    description="Add your first product: builders find it in search as soon as it has an active offer."
                    action={<LinkButton as={RouterLink} href={paths.editProduct.href(NEW_PRODUCT_ID)}>Add a product</LinkButton>}
                    titleLevel={3}
                  />
                )
              }
            />
          )}
          {data?.count ? <Pagination total={data.count} offset={state.offset} limit={PAGE_SIZE} onOffsetChange={(offset) => update({ offset })} isDisabled={isFetching} /> : null}
        </Stack>
      </Card>
      <PriceListImport />
    </Stack>
  );
}

export { ProductsPage as Component };
