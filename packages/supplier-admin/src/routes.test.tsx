import type { AppRouteHandle } from '@marketplace/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, supplierAdminRoutes } from './routes';
import { setupMswServer } from './test/msw-server';
import { renderRoute } from './test/render-route';

setupMswServer();

describe('supplier-admin routes', () => {
  it.each([
    ['(index)', ['supplier', 'builder_receiver']],
    ['products', ['supplier']],
    ['products/edit/:productId', ['supplier']],
    ['purchase-orders', ['supplier']],
    ['purchase-orders/:purchaseOrderId', ['supplier']],
    ['payouts', ['supplier']],
    ['payouts/:payoutId', ['supplier']],
    ['quotes', ['supplier']],
    ['quotes/:quoteRequestId', ['supplier']],
    ['invoices', ['supplier']],
    ['invoices/:invoiceId', ['supplier']],
    ['statements', ['supplier']],
    ['banking', ['supplier']],
    ['company', ['supplier']],
  ] as const)('%s is for %j, without the search bar', (path, accountTypes) => {
    const route = supplierAdminRoutes.find((candidate) => (candidate.index ? '(index)' : candidate.path) === path);
    const handle = route?.handle as AppRouteHandle;
    expect(handle.access).toEqual({ requiresAuth: true, accountTypes });
    expect(handle.search).toBe(false);
  });

  it('declares three routes of the spec (the preview is the catalogue’s product page, mounted by the shell), plus the purchase orders, payouts, quote requests, invoices, statements, banking details and the company profile', () => {
    expect(supplierAdminRoutes.map((route) => (route.index ? '(index)' : route.path)).sort()).toEqual(
      [
        '(index)',
        'purchase-orders',
        'purchase-orders/:purchaseOrderId',
        'payouts',
        'payouts/:payoutId',
        'quotes',
        'quotes/:quoteRequestId',
        'invoices',
        'invoices/:invoiceId',
        'statements',
        'banking',
        'company',
        'products',
        'products/edit/:productId',
      ].sort(),
    );
  });

  it('builds supplier links under /supplier with encoded parameters', () => {
    expect(paths.editProduct.href('a b')).toBe('/supplier/products/edit/a%20b');
    expect(paths.previewProduct.href('p 1', 's/2')).toBe('/supplier/products/preview/p%201/s%2F2');
    expect(paths.purchaseOrders.href()).toBe('/supplier/purchase-orders');
    expect(paths.purchaseOrder.href('po 1')).toBe('/supplier/purchase-orders/po%201');
    expect(paths.payouts.href()).toBe('/supplier/payouts');
    expect(paths.payout.href('payout/1')).toBe('/supplier/payouts/payout%2F1');
    expect(paths.quoteRequests.href()).toBe('/supplier/quotes');
    expect(paths.quoteRequest.href('quote 1')).toBe('/supplier/quotes/quote%201');
    expect(paths.invoices.href()).toBe('/supplier/invoices');
    expect(paths.invoice.href('inv/1')).toBe('/supplier/invoices/inv%2F1');
    expect(paths.statements.href()).toBe('/supplier/statements');
    expect(paths.banking.href()).toBe('/supplier/banking');
    expect(paths.company.href()).toBe('/supplier/company');
  });

  it('lazy-loads the dashboard', async () => {
    renderRoute({ url: '/supplier' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier dashboard' })).toBeInTheDocument();
  });
});
