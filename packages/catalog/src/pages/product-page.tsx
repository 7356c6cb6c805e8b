import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useGetProductSupplierQuery, type ProductSupplierData } from '../api/catalog-api';
import { productsHref } from '../components/category-card/category-card';
import { ImageGallery } from '../components/image-gallery/image-gallery';
import { OtherSuppliers } from '../components/other-suppliers/other-suppliers';
import { Price } from '../components/price/price';
import { PriceTiers } from '../components/price-tiers/price-tiers';
import { ProductAvailability } from '../components/product-availability/product-availability';
import { PreviewAvailability, PreviewBanner, SUPPLIER_EDIT_HREF } from '../components/product-preview/product-preview';
import { VariantPicker } from '../components/variant-picker/variant-picker';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import { paths } from '../routes';
import '../styles/catalog.css';

function ProductLoading(): ReactElement {
  return (
    <div className="mk-product-layout" role="status" aria-busy="true" aria-label="Loading product">
      <Skeleton variant="rect" height={320} />
      <Skeleton variant="text" count={6} />
    </div>
  );
}

interface ProductDetailsProps {
  data: ProductSupplierData;
  selectedVariantId: string | null;
  onSelectVariant: (variantId: string) => void;
  projectId: string | null;
  /** The supplier's preview: buying is off, and hidden variants show, marked. */
  preview: boolean;
}

function ProductDetails({ data, selectedVariantId, onSelectVariant, projectId, preview }: ProductDetailsProps): ReactElement {
  const offers = data.productSupplierVariants;
  const offer = offers.find((candidate) => candidate.variantId === selectedVariantId) ?? offers[0];
  const { product, brand, supplier } = data;
  const backHref = product.subCategory ? productsHref(product.category.id, product.subCategory.id) : productsHref(product.category.id);
  const section = product.subCategory?.name ?? product.category.name;

  return (
    <Stack gap="lg">
      {preview ? <PreviewBanner productId={product.id} /> : null}
      <PageHeader
        eyebrow={
          // The catalogue list is for builders: a supplier previewing reads the section's name only.
          preview ? (
            section
          ) : (
            <LinkButton as={RouterLink} href={backHref} size="sm" variant="ghost">
              {section}
            </LinkButton>
          )
        }
        title={product.name}
        description={`${brand.name} · Sold by ${supplier.name}`}
      />
      {offer ? (
        <div className="mk-product-layout">
          {/* Keyed by offer: a new variant opens on its first picture. */}
          <ImageGallery key={offer.id} images={offer.images} label={`${product.name}, ${offer.variantName}`} />
          <Stack gap="md">
            <div>
              <h2 className="mk-product-card__title">{offer.variantName}</h2>
              <p className="mk-catalog-muted">SKU {offer.sku}</p>
              {preview && !offer.active ? <p className="mk-preview-hidden">Hidden from builders: this variant is inactive.</p> : null}
            </div>
            {offer.pricing ? (
              <Price cents={offer.pricing.priceCents} currency={offer.pricing.currency} unit={offer.unitOfMeasure} />
            ) : (
              <span className="mk-catalog-muted">Price on request</span>
            )}
            <VariantPicker
              variants={offers.map((candidate) => ({ id: candidate.variantId, attributeOptions: candidate.attributeOptions ?? [] }))}
              selectedId={offer.variantId}
              onSelect={onSelectVariant}
            />
            {preview ? (
              <PreviewAvailability offer={offer} />
            ) : (
              <ProductAvailability variantId={offer.variantId} offerId={offer.id} projectId={projectId} unit={offer.unitOfMeasure} />
            )}
            <PriceTiers tiers={offer.pricingTiers ?? []} currency={offer.pricing?.currency} unit={offer.unitOfMeasure} />
          </Stack>
        </div>
      ) : null}
      {product.descriptionHtml ? (
        <Card title="About this product">
          {/* The API sanitizes descriptions when they are saved; this is trusted markup. */}
          <div dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </Card>
      ) : null}
      <Card title="Other suppliers">
        <OtherSuppliers productId={product.id} suppliers={data.otherSuppliers} linkToPages={!preview} />
      </Card>
    </Stack>
  );
}

/** Props of {@link ProductPage}. */
export interface ProductPageProps {
  /**
   * The supplier's preview of its own product page: the same page, with a banner, buying turned
   * off, the supplier's hidden variants shown and marked, and a way back to editing.
   */
  preview?: boolean;
}

/**
 * One product as one supplier sells it: pick a variant by its attributes, see its pictures,
 * price and volume breaks, delivery to the selected project, and who else sells it. The chosen
 * variant is in the URL (`?variant=`), so the product list can link straight to it.
 */
export function ProductPage({ preview = false }: ProductPageProps): ReactElement {
  const { productId = '', supplierId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = useSelectedProjectId();
  const { currentData, isFetching, error, refetch } = useGetProductSupplierQuery({ productId, supplierId });

  if (error) {
    const missing = typeof error === 'object' && 'status' in error && error.status === 404;
    if (preview && missing) {
      return (
        <EmptyState
          title="Nothing to preview yet"
          description="Builders see this product once you sell at least one of its variants."
          action={
            <LinkButton as={RouterLink} href={SUPPLIER_EDIT_HREF(productId)} variant="secondary">
              Back to editing
            </LinkButton>
          }
        />
      );
    }
    return (
      <Stack gap="lg">
        <PageHeader title="Product" />
        <ErrorState
          title={missing ? 'This product is not available' : 'This product could not be loaded'}
          message={errorMessage(error, 'Please try again.')}
          onRetry={missing ? undefined : () => void refetch()}
          isRetrying={isFetching}
        />
        {missing ? (
          <LinkButton as={RouterLink} href={paths.products.href()}>
            Back to products
          </LinkButton>
        ) : null}
      </Stack>
    );
  }
  if (!currentData) return <ProductLoading />;
  return (
    <ProductDetails
      data={currentData}
      selectedVariantId={searchParams.get('variant')}
      // Replaces the entry: trying sizes should not fill the back button's history.
      onSelectVariant={(variant) => setSearchParams({ variant }, { replace: true })}
      projectId={preview ? null : projectId}
      preview={preview}
    />
  );
}

export { ProductPage as Component };
