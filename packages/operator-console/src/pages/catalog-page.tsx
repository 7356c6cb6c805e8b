import { Card, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { BrandsPanel } from '../components/catalog/brands-panel';
import { CategoriesPanel } from '../components/catalog/categories-panel';

/**
 * /operator/catalog: the brands and categories suppliers file their products under. Names are
 * unique among siblings; what products still use cannot be deleted (the API says so).
 */
export function CatalogPage(): ReactElement {
  return (
    <Stack gap="lg">
      <PageHeader title="Brands and categories" description="What suppliers file their products under, and builders filter by." />
      <Card title="Brands">
        <BrandsPanel />
      </Card>
      <Card title="Categories" description="Categories go one level deep: a sub-category sits under a top-level category.">
        <CategoriesPanel />
      </Card>
    </Stack>
  );
}

export { CatalogPage as Component };
