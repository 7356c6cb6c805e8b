import { apiUrl } from '@marketplace/api-client';
import { formatDay } from '@marketplace/ui-kit';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operatorToday } from '../lib/today';
import { errorBody, mockCreditAccountIds } from '../mocks/fixtures';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const summitUrl = `/operator/money/credit-accounts/${mockCreditAccountIds.summit}`;
const repaymentsPath = `/api/operator/credit-accounts/${mockCreditAccountIds.summit}/repayments/`;

/** The repayment form of the page at `url`, once loaded. */
async function openForm(url = summitUrl) {
  const view = renderRoute({ url });
  const form = within(await screen.findByRole('form', { name: 'Record a repayment' }));
  const fill = async ({ amount, reference }: { amount: string; reference: string }) => {
    await view.user.type(form.getByRole('textbox', { name: /^Amount/ }), amount);
    await view.user.type(form.getByRole('textbox', { name: /^Bank reference/ }), reference);
  };
  const submit = () => view.user.click(form.getByRole('button', { name: 'Record repayment' }));
  return { ...view, form, fill, submit };
}

describe('CreditAccountPage', () => {
  it('shows the account and the repayments recorded, newest first', async () => {
    renderRoute({ url: summitUrl });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Builders' })).toBeInTheDocument();
    const facts = screen.getByLabelText('Credit account details');
    expect(facts).toHaveTextContent('Approved limit$50,000.00');
    expect(facts).toHaveTextContent('Owed$18,624.00');
    expect(facts).toHaveTextContent('Available$31,376.00');
    expect(facts).toHaveTextContent('Last repaidNov 19, 2026');
    const repayments = within(screen.getByRole('grid', { name: 'Repayments' }));
    expect(repayments.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Nov 19, 2026', 'Oct 27, 2026']);
    expect(repayments.getByRole('row', { name: /^Oct 27, 2026/ })).toHaveTextContent('Invoice ORD-1960, paid in part.');
  });

  it('records a transfer in cents, says so, and shows it with what is owed now', async () => {
    const requests = recordRequests(server);
    const { form, fill, submit } = await openForm();
    await fill({ amount: '$1,250.50', reference: 'WIRE 20261120-0001' });
    await submit();
    expect(await screen.findByText('Recorded $1,250.50 from Summit Builders.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', repaymentsPath)).toEqual([{ amount_cents: 125_050, bank_reference: 'WIRE 20261120-0001', received_on: operatorToday() }]);
    const repayments = within(screen.getByRole('grid', { name: 'Repayments' }));
    expect(await repayments.findByText('WIRE 20261120-0001')).toBeInTheDocument();
    expect(repayments.getAllByRole('rowheader')[0]).toHaveTextContent(formatDay(operatorToday()) ?? '');
    expect(screen.getByLabelText('Credit account details')).toHaveTextContent('Owed$17,373.50');
    expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
  });

  it('shows a bank reference already recorded for the company under its field', async () => {
    const { form, fill, submit } = await openForm();
    await fill({ amount: '100', reference: 'WIRE 20261119-0042' });
    await submit();
    expect(await form.findByRole('alert')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Bank reference/ })).toHaveAccessibleDescription(/The transfer WIRE 20261119-0042 was already recorded for Summit Builders\./);
  });

  it('shows the API refusing more than is owed by now under the amount', async () => {
    const refusal = 'Summit Builders owes $100.00 on terms: record at most that.';
    server.use(http.post(apiUrl(repaymentsPath), () => HttpResponse.json(errorBody('conflict', refusal, { amount_cents: refusal }), { status: 409 })));
    const { form, fill, submit } = await openForm();
    await fill({ amount: '200', reference: 'WIRE 20261120-0002' });
    await submit();
    expect(await form.findByRole('alert')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(expect.stringContaining(refusal));
  });

  it.each([
    ['0', 'Give an amount above zero.'],
    ['18624.01', 'Only $18,624.00 is owed: record at most that.'],
  ])('refuses %j dollars before sending it', async (amount, message) => {
    const requests = recordRequests(server);
    const { form, fill, submit } = await openForm();
    await fill({ amount, reference: 'WIRE 20261120-0003' });
    await submit();
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a day the money cannot have arrived yet', async () => {
    const requests = recordRequests(server);
    const { form, fill, submit, user } = await openForm();
    await fill({ amount: '100', reference: 'WIRE 20261120-0004' });
    await user.click(within(form.getByRole('group', { name: /^Date received/ })).getByRole('spinbutton', { name: /year/ }));
    await user.keyboard('{ArrowUp}');
    await submit();
    expect(await form.findByText('The money cannot have arrived after today.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says a company owing nothing has nothing to record', async () => {
    renderRoute({ url: `/operator/money/credit-accounts/${mockCreditAccountIds.ortega}` });
    expect(await screen.findByText('Ortega Builders owes nothing on terms: there is no repayment to record.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record a repayment' })).not.toBeInTheDocument();
  });

  it('says when a company has no credit account', async () => {
    renderRoute({ url: '/operator/money/credit-accounts/company-unknown' });
    expect(await screen.findByRole('heading', { name: 'We could not find this credit account' })).toBeInTheDocument();
  });
});
