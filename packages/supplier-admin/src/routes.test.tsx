import { describeRouteTable } from '@marketplace/vitest-config/route-table';
import { expect, it } from 'vitest';
import { paths, supplierAdminRoutes } from './routes';

describeRouteTable('supplier-admin', {
  routes: supplierAdminRoutes,
  table: [
    ['(index)', ['supplier', 'builder_receiver'], false],
    ['products', ['supplier'], false],
    ['products/edit/:productId', ['supplier'], false],
    ['products/preview/:productId/:supplierId', ['supplier'], false],
  ],
  firstPage: { url: '/', title: 'Supplier dashboard' },
});

it('builds supplier links under /supplier with encoded parameters', () => {
  expect(paths.editProduct.href('a b')).toBe('/supplier/products/edit/a%20b');
  expect(paths.previewProduct.href('p 1', 's/2')).toBe('/supplier/products/preview/p%201/s%2F2');
});
