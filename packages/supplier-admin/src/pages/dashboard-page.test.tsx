import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockReceiverUser } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler } from '../mocks/handlers';
import { errorBody } from '../mocks/fixtures';
import { makeMockStore } from '../mocks/mock-store';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('DashboardPage', () => {
  it('shows suppliers empty order panels and their real low stock', async () => {
    renderRoute({ url: '/supplier' });
    expect(await screen.findByText('No open purchase orders')).toBeInTheDocument();
    expect(screen.getByText('Nothing to ship this week')).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Low stock' });
    expect(await within(table).findByText('SG-UDP-0001-02')).toBeInTheDocument();
  });

  it('says when no stock is low', async () => {
    server.resetHandlers(...createSupplierHandlers({ lowStock: [] }));
    renderRoute({ url: '/supplier' });
    expect(await screen.findByText('Stock looks healthy')).toBeInTheDocument();
  });

  it('says when the stock cannot be loaded', async () => {
    server.use(failingHandler('get', '/api/supplier/low_stock/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier' });
    expect(await screen.findByRole('heading', { name: 'We could not load your stock' })).toBeInTheDocument();
  });

  it('shows builder receivers their deliveries, and no supplier panels', async () => {
    renderRoute({ url: '/supplier', store: makeMockStore(mockReceiverUser) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.getByText('No deliveries scheduled')).toBeInTheDocument();
    expect(screen.queryByText('Low stock')).not.toBeInTheDocument();
  });
});
