import { apiUrl } from '@marketplace/api-client';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../mocks/fixtures';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';
import { rowProblems } from './price-list-import';

const server = setupMswServer();

const csv = () => new File(['sku,price,stock,lead_time_days\nSG-UDP-0001-01,14.50,10,2\n'], 'prices.csv', { type: 'text/csv' });

describe('PriceListImport', () => {
  it('reports how many offers a valid price list changed', async () => {
    const { user } = renderRoute({ url: '/supplier/products' });
    await user.upload(await screen.findByLabelText('Price list (CSV)'), csv());
    expect(await screen.findByText(/Price list imported: 2 of 2 offers changed\./)).toBeInTheDocument();
  });

  it('lists every bad row, in line order, when the file is refused', async () => {
    server.use(
      http.post(apiUrl('/api/product_supplier_variant/import'), () =>
        HttpResponse.json(
          errorBody('validation_error', 'Enter a price in dollars, like 12.50.', {
            'rows.4.lead_time_days': 'Enter a lead time from 0 to 365 days.',
            'rows.2.price': 'Enter a price in dollars, like 12.50.',
          }),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute({ url: '/supplier/products' });
    await user.upload(await screen.findByLabelText('Price list (CSV)'), csv());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2, price: Enter a price in dollars, like 12.50.',
      'Line 4, lead time: Enter a lead time from 0 to 365 days.',
    ]);
  });

  it('reads the API’s row keys, camelCased or not', () => {
    expect(rowProblems({ file: 'The file is empty.' })).toEqual(['The file is empty.']);
    expect(rowProblems({ 'rows.3.sku': 'Unknown.', 'rows.3.leadTimeDays': 'Too long.' })).toEqual(['Line 3, SKU: Unknown.', 'Line 3, lead time: Too long.']);
  });
});
