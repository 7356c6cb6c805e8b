import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import {
  useCreateProductMutation,
  useGetEditableProductQuery,
  useGetProductOffersQuery,
  useGetSupplierMetadataQuery,
  useUpdateProductMutation,
  type MetadataData,
  type ProductData,
} from '../api/supplier-api';
import { emptyProductForm, ProductForm } from '../components/product-form/product-form';
import { UnsavedChangesGuard } from '../components/unsaved-changes/unsaved-changes';
import { AddVariantForm, attributesOf, VariantEditor } from '../components/variant-editor/variant-editor';
import { RouterLink } from '../lib/router-link';
import { useCurrentUser } from '../lib/use-current-user';
import { NEW_PRODUCT_ID, paths } from '../paths';

function Loading(): ReactElement {
  return (
    <Card>
      <div role="status" aria-busy="true" aria-label="Loading product">
        <Skeleton count={6} />
      </div>
    </Card>
  );
}

const backLink = (
  <LinkButton as={RouterLink} href={paths.products.href()} variant="ghost">
    Back to your products
  </LinkButton>
);

/** Creating a product: its shared fields first; variants follow on the product's own page. */
function NewProduct({ metadata }: { metadata: MetadataData }): ReactElement {
  const [createProduct] = useCreateProductMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  return (
    <Stack gap="lg">
      <PageHeader title="Add a product" description="Name it and describe it; add its variants, pictures and prices next." />
      <Card>
        <ProductForm
          metadata={metadata}
          initialValues={emptyProductForm}
          submitLabel="Create product"
          secondaryAction={backLink}
          onSubmit={async (product) => {
            const created = await createProduct(product).unwrap();
            dispatch(showFlash({ message: `${created.name} created. Add its variants now.`, level: 'success' }));
            await navigate(paths.editProduct.href(created.id), { replace: true });
          }}
        />
      </Card>
    </Stack>
  );
}

function ExistingProduct({ product, metadata }: { product: ProductData; metadata: MetadataData }): ReactElement {
  const user = useCurrentUser();
  const [updateProduct] = useUpdateProductMutation();
  const dispatch = useDispatch();
  const offers = useGetProductOffersQuery(product.id);
  const attributes = attributesOf(product, metadata);
  return (
    <Stack gap="lg">
      <PageHeader
        title={product.name}
        description={`${product.brand.name} · ${product.category.name}`}
        actions={
          user ? (
            <LinkButton as={RouterLink} href={paths.previewProduct.href(product.id, user.company.id)} variant="secondary">
              Preview as builders see it
            </LinkButton>
          ) : null
        }
      />
      <Card title="Product details" titleLevel={2}>
        <ProductForm
          key={product.id}
          metadata={metadata}
          initialValues={{
            name: product.name,
            descriptionHtml: product.descriptionHtml,
            brandId: product.brand.id,
            categoryId: product.category.id,
            subCategoryId: product.subCategory?.id ?? '',
            unitOfMeasure: product.unitOfMeasure,
          }}
          submitLabel="Save product"
          secondaryAction={backLink}
          onSubmit={async (values) => {
            const saved = await updateProduct({ id: product.id, product: values }).unwrap();
            dispatch(showFlash({ message: `${saved.name} saved.`, level: 'success' }));
          }}
        />
      </Card>
      <section aria-labelledby="variants-heading">
        <Stack gap="md">
          <h2 id="variants-heading">Variants</h2>
          {offers.isError ? (
            <ErrorState title="We could not load your prices" message={errorMessage(offers.error, 'Please try again.')} onRetry={() => void offers.refetch()} isRetrying={offers.isFetching} titleLevel={3} />
          ) : null}
          {product.variants.length === 0 ? <EmptyState title="No variants yet" description="Add the sizes or versions you sell, each with its SKU." titleLevel={3} /> : null}
          {product.variants.map((variant) => (
            <VariantEditor key={variant.id} product={product} variant={variant} offer={offers.data?.results.find((offer) => offer.variantId === variant.id)} attributes={attributes} />
          ))}
          <AddVariantForm product={product} attributes={attributes} />
        </Stack>
      </section>
    </Stack>
  );
}

/** /supplier/products/edit/{productId}: a product's fields, variants, pictures and offers; `new` creates one. */
export function EditProductPage(): ReactElement {
  const { productId = '' } = useParams();
  const isNew = productId === NEW_PRODUCT_ID;
  const metadata = useGetSupplierMetadataQuery();
  const product = useGetEditableProductQuery(productId, { skip: isNew });

  let content: ReactElement;
  if (metadata.isLoading || product.isLoading) content = <Loading />;
  else if (metadata.isError || product.isError) {
    const failed = metadata.isError ? metadata : product;
    const status = product.isError && typeof product.error === 'object' && product.error !== null && 'status' in product.error ? product.error.status : undefined;
    content =
      status === 404 ? (
        <EmptyState title="This product does not exist" description="It may have been removed from the catalogue." action={backLink} />
      ) : (
        <ErrorState title="We could not load this product" message={errorMessage(failed.error, 'Please try again.')} onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} />
      );
  } else if (!metadata.data) content = <Loading />;
  else if (isNew) content = <NewProduct metadata={metadata.data} />;
  else if (product.data) content = <ExistingProduct product={product.data} metadata={metadata.data} />;
  else content = <Loading />;

  return <UnsavedChangesGuard>{content}</UnsavedChangesGuard>;
}

export { EditProductPage as Component };
