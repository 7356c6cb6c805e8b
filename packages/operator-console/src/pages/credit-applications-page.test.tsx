import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('CreditApplicationsPage', () => {
  it('shows what the builder told and approves a limit typed in dollars', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/credit-applications' });
    const facts = await screen.findByLabelText('Application of Summit Builders');
    expect(facts).toHaveTextContent('$50,000.00');
    expect(facts).toHaveTextContent('$32,000.00');
    const form = within(screen.getByRole('form', { name: 'Decide on Summit Builders' }));
    const limit = form.getByRole('textbox', { name: /^Approved limit/ });
    await user.clear(limit);
    await user.type(limit, '30,000');
    await user.click(form.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Summit Builders: approved for $30,000.00.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/operator/credit-applications/app-summit/decision/')).toEqual([{ decision: 'approve', approved_limit_cents: 3_000_000 }]);
    expect(await screen.findByRole('heading', { name: 'No application is waiting' })).toBeInTheDocument();
  });

  it('declines only with a reason the builder reads', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/credit-applications' });
    const form = within(await screen.findByRole('form', { name: 'Decide on Summit Builders' }));
    await user.click(form.getByRole('button', { name: /Decision$/ }));
    await user.click(await screen.findByRole('option', { name: 'Decline' }));
    await user.click(form.getByRole('button', { name: 'Record decision' }));
    expect(await form.findByText('Say why, in words the builder reads.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Why/ }), 'The verified balance does not cover the limit.');
    await user.click(form.getByRole('button', { name: 'Record decision' }));
    expect(await screen.findByText('Summit Builders: declined.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/operator/credit-applications/app-summit/decision/')).toEqual([{ decision: 'decline', reason: 'The verified balance does not cover the limit.' }]);
  });
});
