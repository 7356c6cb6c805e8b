import { errorMessage } from '@marketplace/api-client';
import { Card, DataTable, EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { DataTableColumn } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetPreviewQuery, type PreviewData } from '../api/supplier-api';
import { formatPrice } from '../lib/money';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

type Offer = PreviewData['productSupplierVariants'][number];

const tierColumns = (unit: string, currency: string): DataTableColumn<{ minQuantity: number; priceCents: number }>[] => [
  { id: 'quantity', header: 'Quantity', isRowHeader: true, cell: (tier) => `${tier.minQuantity}+ ${unit}` },
  { id: 'price', header: 'Price each', align: 'end', cell: (tier) => formatPrice(tier.priceCents, currency) },
];

function OfferDetails({ offer }: { offer: Offer }): ReactElement {
  const [picture, setPicture] = useState(0);
  const image = offer.images[picture] ?? offer.images[0];
  const currency = offer.pricing?.currency ?? 'USD';
  return (
    <Stack direction="horizontal" gap="lg" align="start" wrap>
      <Stack gap="sm">
        {image ? (
          <img src={image.url} alt={`${offer.productName}, ${offer.variantName}`} width={360} style={{ maxWidth: '100%', height: 'auto' }} />
        ) : (
          <div role="img" aria-label="No picture yet" style={{ width: 360, height: 240, background: '#eef0f3' }} />
        )}
        {offer.images.length > 1 ? (
          <Stack direction="horizontal" gap="xs" wrap>
            {offer.images.map((candidate, index) => (
              <button key={candidate.id} type="button" aria-label={`Show picture ${index + 1}`} aria-pressed={index === picture} onClick={() => setPicture(index)}>
                <img src={candidate.thumbnailUrl} alt="" width={56} />
              </button>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <h2>{offer.variantName}</h2>
        <p>SKU {offer.sku}</p>
        <p>
          <strong>{offer.pricing ? formatPrice(offer.pricing.priceCents, currency) : 'Price on request'}</strong> / {offer.unitOfMeasure}
        </p>
        <p>
          {offer.stockOnHand > 0 ? `${offer.stockOnHand} in stock` : 'Out of stock'} · minimum order {offer.minimumOrderQuantity} · ships in {offer.leadTimeDays} days when out of stock
        </p>
        {(offer.attributeOptions ?? []).length > 0 ? (
          <dl>
            {(offer.attributeOptions ?? []).map((value) => (
              <div key={value.attributeId}>
                <dt>{value.name}</dt>
                <dd>{value.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {(offer.pricingTiers ?? []).length > 0 ? (
          <DataTable aria-label="Quantity breaks" columns={tierColumns(offer.unitOfMeasure, currency)} rows={offer.pricingTiers ?? []} getRowId={(tier) => tier.minQuantity} />
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * /supplier/products/preview/{productId}/{supplierId}: the product page as builders see it, from the
 * same call the builder page reads (GET /api/product_supplier/…), drawn with ui-kit parts: the
 * builder catalogue is another feature package, which this one may not import (decision 0402).
 * Hidden offers are shown too, marked, since the supplier is previewing its own.
 */
export function PreviewProductPage(): ReactElement {
  const { productId = '', supplierId = '' } = useParams();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetPreviewQuery({ productId, supplierId });
  const [selected, setSelected] = useState<string | null>(null);
  const editLink = (
    <LinkButton as={RouterLink} href={paths.editProduct.href(productId)} variant="secondary">
      Back to editing
    </LinkButton>
  );

  if (isLoading) {
    return (
      <Card>
        <div role="status" aria-busy="true" aria-label="Loading preview">
          <Skeleton count={8} />
        </div>
      </Card>
    );
  }
  if (isError) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    return status === 404 ? (
      <EmptyState title="Nothing to preview yet" description="Builders see this product once you sell at least one of its variants." action={editLink} />
    ) : (
      <ErrorState title="We could not load the preview" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />
    );
  }
  if (!data) return <EmptyState title="Nothing to preview yet" action={editLink} />;
  const offers = data.productSupplierVariants;
  const offer = offers.find((candidate) => candidate.id === selected) ?? offers[0];
  return (
    <Stack gap="lg">
      <p role="status" style={{ background: '#fff7e0', padding: '0.5rem 1rem', borderRadius: 6 }}>
        Preview: this is how builders see your product page. Hidden variants show here only.
      </p>
      <PageHeader eyebrow={data.product.subCategory?.name ?? data.product.category.name} title={data.product.name} description={`${data.brand.name} · Sold by ${data.supplier.name}`} actions={editLink} />
      {offers.length > 1 ? (
        <div role="group" aria-label="Variants" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {offers.map((candidate) => (
            <button key={candidate.id} type="button" aria-pressed={candidate.id === offer?.id} onClick={() => setSelected(candidate.id)}>
              {candidate.variantName}
              {candidate.active ? '' : ' (hidden)'}
            </button>
          ))}
        </div>
      ) : null}
      {offer ? (
        <Card>
          <OfferDetails offer={offer} />
        </Card>
      ) : null}
      {data.product.descriptionHtml ? (
        <Card title="About this product">
          {/* Sanitized by the API when saved: trusted markup. */}
          <div dangerouslySetInnerHTML={{ __html: data.product.descriptionHtml }} />
        </Card>
      ) : null}
      {data.otherSuppliers.length > 0 ? (
        <Card title="Also sold by">
          <ul>
            {data.otherSuppliers.map((other) => (
              <li key={other.id}>
                {other.name}: from {formatPrice(other.minPriceCents, other.currency)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </Stack>
  );
}

export { PreviewProductPage as Component };
