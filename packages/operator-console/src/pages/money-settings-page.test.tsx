import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('MoneySettingsPage', () => {
  it('saves the commission typed in percent as basis points, sending only what changed', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/money/settings' });
    const form = within(await screen.findByRole('form', { name: 'Money settings' }));
    const rate = form.getByRole('textbox', { name: /^Commission \(%\)/ });
    await user.clear(rate);
    await user.type(rate, '4.5');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Saved: 4.5% commission, payouts held 14 days.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PATCH', '/api/operator/money_settings/')).toEqual([{ commission_basis_points: 450 }]);
  });

  it('refuses a holding period beyond 90 days before sending it', async () => {
    const { user } = renderRoute({ url: '/operator/money/settings' });
    const form = within(await screen.findByRole('form', { name: 'Money settings' }));
    const days = form.getByRole('textbox', { name: /^Holding period/ });
    await user.clear(days);
    await user.type(days, '91');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Hold payouts 90 days at most.')).toBeInTheDocument();
  });

  it('sets a supplier’s own rate and removes a category’s', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/money/settings' });
    const overrides = await screen.findByRole('grid', { name: 'Commission overrides' });
    await within(overrides).findByRole('rowheader', { name: 'Drywall' });

    const form = within(screen.getByRole('form', { name: 'Set a commission rate' }));
    await user.click(form.getByRole('button', { name: /Supplier$/ }));
    await user.click(await screen.findByRole('option', { name: 'Granite Supply Inc.' }));
    await user.type(form.getByRole('textbox', { name: /^Commission \(%\)/ }), '3.25');
    await user.click(form.getByRole('button', { name: 'Set rate' }));
    expect(await screen.findByText('Granite Supply Inc. now pays 3.25% commission.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/operator/commission_overrides/')).toEqual([{ scope: 'supplier', scope_id: 'company-granite', commission_basis_points: 325 }]);
    expect(await within(overrides).findByRole('rowheader', { name: 'Granite Supply Inc.' })).toBeInTheDocument();

    await user.click(within(overrides).getByRole('button', { name: 'Remove the rate of Drywall' }));
    expect(await screen.findByText('Drywall pays the marketplace\'s rate again.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && new URL(request.url).pathname === '/api/operator/commission_overrides/category/cat-drywall/')).toBe(true);
  });
});
