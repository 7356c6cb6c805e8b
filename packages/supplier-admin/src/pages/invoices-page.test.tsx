import { queryOf, recordRequests } from '@marketplace/vitest-config/msw-server';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();
const table = () => within(screen.getByRole('grid', { name: 'Invoices' }));

describe('InvoicesPage', () => {
  it('lists every invoice with its purchase order, builder, dates, status and total', async () => {
    renderRoute({ url: '/supplier/invoices' });
    const disputed = await screen.findByRole('row', { name: /NW-1002/ });
    expect(disputed).toHaveTextContent('PO-2007-1');
    expect(disputed).toHaveTextContent('Summit Builders');
    expect(disputed).toHaveTextContent('Disputed');
    expect(disputed).toHaveTextContent('$303.00');
    expect(table().getByRole('row', { name: /NW-0990/ })).toHaveTextContent('Exception (1 line)');
    for (const [number, status] of [
      ['NW-1001', 'Matched'],
      ['NW-0950', 'Approved'],
      ['NW-0940', 'Paid'],
      ['NW-0930', 'Void'],
    ]) {
      expect(table().getByRole('row', { name: new RegExp(number ?? '') })).toHaveTextContent(status ?? '');
    }
  });

  it('filters by status, the filter in the URL', async () => {
    const requests = recordRequests(server);
    const { user, router } = renderRoute({ url: '/supplier/invoices' });
    await screen.findByRole('row', { name: /NW-1002/ });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Open (not paid or void)' }));
    expect(await screen.findByRole('row', { name: /NW-0950/ })).toBeInTheDocument();
    expect(table().queryByRole('row', { name: /NW-0940/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=open');
    expect(queryOf(requests, '/api/ordering/invoices/').at(-1)?.get('status')).toBe('open');
  });

  it('says when no invoice has the status chosen', async () => {
    renderRoute({ url: '/supplier/invoices?status=exported' });
    expect(await screen.findByRole('heading', { name: 'No invoices match' })).toBeInTheDocument();
  });

  it('says when the invoices could not be loaded', async () => {
    server.use(failingHandler('get', '/api/ordering/invoices/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')));
    renderRoute({ url: '/supplier/invoices' });
    expect(await screen.findByRole('heading', { name: 'We could not load your invoices' })).toBeInTheDocument();
  });
});
