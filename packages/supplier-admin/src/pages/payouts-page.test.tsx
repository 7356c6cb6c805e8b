import { recordRequests } from '@marketplace/vitest-config/msw-server';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayoutSetup } from '../components/payouts/payout-setup';
import { errorBody } from '../mocks/fixtures';
import { createSupplierHandlers, failingHandler } from '../mocks/handlers';
import { createOrderHandlers } from '../mocks/order-handlers';
import { createPayoutHandlers, mockAccountWithoutBanking, mockStripeAccountToSetUp, type PayoutMockOptions } from '../mocks/payout-handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { recordSavedFiles } from '@marketplace/vitest-config/saved-files';

const server = setupMswServer();
const useMocks = (options: PayoutMockOptions) => server.resetHandlers(...createSupplierHandlers(), ...createOrderHandlers(), ...createPayoutHandlers(options));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PayoutsPage', () => {
  it('shows where payouts go, the commission and the holding period, and every payout', async () => {
    renderRoute({ url: '/supplier/payouts' });
    expect(await screen.findByText('Paid to the banking details on file: Northwind Lumber Co., account ••••6789.')).toBeInTheDocument();
    const terms = screen.getByLabelText('Payout terms');
    expect(terms).toHaveTextContent('Commission5% of each delivered line');
    expect(terms).toHaveTextContent('Holding period14 days after delivery, or as soon as the builder confirms receipt');
    const table = await screen.findByRole('grid', { name: 'Payouts' });
    const newest = within(table).getByRole('row', { name: /Payout of Nov 20, 2026/ });
    expect(newest).toHaveTextContent('On its way');
    expect(newest).toHaveTextContent('$418.20');
    expect(newest).toHaveTextContent('−$20.91');
    expect(newest).toHaveTextContent('$397.29');
    expect(within(table).getByRole('row', { name: /Payout of Nov 13, 2026/ })).toHaveTextContent('Paid Nov 13, 2026');
  });

  it('sends a supplier without banking details to the banking page', async () => {
    useMocks({ account: mockAccountWithoutBanking });
    const { user } = renderRoute({ url: '/supplier/payouts' });
    expect(await screen.findByText('Add your banking details so we can pay you.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add banking details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Banking details' })).toBeInTheDocument();
  });

  it('asks for the set-up again once the banking details are saved: the sandbox pays to them', async () => {
    useMocks({ account: mockAccountWithoutBanking });
    const requests = recordRequests(server);
    const { user, router } = renderRoute({ url: '/supplier/payouts' });
    await user.click(await screen.findByRole('link', { name: 'Add banking details' }));
    // The mock supplier has an account on file already: this changes it.
    await user.click(await screen.findByRole('button', { name: 'Change payout account' }));
    const form = within(await screen.findByRole('form', { name: 'Banking details' }));
    await user.type(form.getByRole('textbox', { name: /^Routing number/ }), '121000358');
    await user.type(form.getByRole('textbox', { name: /^Account number/ }), '99887766');
    await user.click(form.getByRole('button', { name: 'Save banking details' }));
    expect(await screen.findByText('Banking details saved.')).toBeInTheDocument();
    await router.navigate('/supplier/payouts');
    await screen.findByRole('heading', { level: 1, name: 'Payouts' });
    await waitFor(() => expect(requests.filter((request) => new URL(request.url).pathname === '/api/supplier/payout_account/')).toHaveLength(2));
  });

  it('opens Stripe’s onboarding page from "Set up payouts"', async () => {
    useMocks({ account: mockStripeAccountToSetUp, onboardingUrl: 'https://connect.stripe.test/setup/acct_42' });
    const openExternal = vi.fn();
    const { user } = renderRoute({ url: '/supplier/payouts', routes: [{ path: 'payouts', element: <PayoutSetup openExternal={openExternal} /> }] });
    expect(await screen.findByText('Finish setting up payouts with Stripe so we can pay you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://connect.stripe.test/setup/acct_42'));
  });

  it('opens a payout with its lines, and downloads its statement as PDF and CSV', async () => {
    const requests = recordRequests(server);
    const saved = recordSavedFiles();
    const { user } = renderRoute({ url: '/supplier/payouts' });
    await user.click(await screen.findByRole('link', { name: 'Payout of Nov 20, 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout of Nov 20, 2026' })).toBeInTheDocument();
    const lines = screen.getByRole('grid', { name: 'Lines of the payout' });
    const osb = within(lines).getByRole('row', { name: /OSB Sheathing/ });
    expect(osb).toHaveTextContent('PO-2007-1 (ORD-2007)');
    expect(osb).toHaveTextContent('$232.20');
    expect(osb).toHaveTextContent('−$11.61 (5%)');
    expect(osb).toHaveTextContent('$220.59');

    await user.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Statement (CSV)' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual(['payout-2026-11-20.pdf', 'payout-2026-11-20.csv']));
    expect(saved[0]?.type).toBe('application/pdf');
    // The statement's path names a file: no trailing slash is added.
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toContain('/api/supplier/payouts/payout-3/statement.pdf');
    expect(paths).toContain('/api/supplier/payouts/payout-3/statement.csv');
  });

  it('says when a payout cannot be found', async () => {
    server.use(failingHandler('get', '/api/supplier/payouts/payout-3/', 404, errorBody('not_found', 'We could not find this payout.')));
    renderRoute({ url: '/supplier/payouts/payout-3' });
    expect(await screen.findByRole('heading', { name: 'We could not find this payout' })).toBeInTheDocument();
  });
});
