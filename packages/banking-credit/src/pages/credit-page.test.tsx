import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApplications } from '../mocks/fixtures';
import { createBankingCreditHandlers, failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { whenPressable } from '../test/when-pressable';

const server = setupMswServer();

/** Opens the sandbox dialog from the linked-accounts card and signs in at a bank. */
async function linkThroughSandbox(user: ReturnType<typeof renderRoute>['user'], bank: string, password = 'pass_good') {
  const card = (await screen.findByRole('heading', { name: 'Linked bank accounts' })).closest('section') ?? document.body;
  await user.click(await whenPressable(within(card as HTMLElement).getByRole('button', { name: 'Link a bank account' })));
  const dialog = await screen.findByRole('dialog', { name: 'Link your bank (sandbox)' });
  await user.click(await within(dialog).findByRole('radio', { name: new RegExp(bank) }));
  await user.type(within(dialog).getByLabelText(/Username/), 'user_good');
  await user.type(within(dialog).getByLabelText(/Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Link bank' }));
  return dialog;
}

/** Waits for the flash message with this text and checks its level (spec section 8). */
async function expectFlash(text: string, level: 'success' | 'error' | 'warning' | 'info') {
  const message = await screen.findByText(text);
  expect(message).toBeVisible();
  expect(message.closest('[data-level]')?.getAttribute('data-level')).toBe(level);
}

describe('CreditPage', () => {
  it('shows the approved status, the available credit and the linked accounts', async () => {
    server.use(...createBankingCreditHandlers({ application: mockApplications.approved, usedCents: 649_500 }));
    renderRoute();
    expect(await screen.findByText('Approved')).toBeVisible();
    expect(screen.getByText('$43,505.00')).toBeVisible();
    expect(screen.getByText('$50,000.00')).toBeVisible();
    expect(screen.getByText('The verified bank balance of $250,000 covers the requested limit.')).toBeVisible();
    const accounts = await screen.findByRole('list', { name: 'Linked bank accounts' });
    expect(within(accounts).getByText('Business Checking')).toBeVisible();
    expect(within(accounts).getByText('•••• 0000')).toBeVisible();
    expect(within(accounts).getByText('$250,000.00')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Credit application' })).not.toBeInTheDocument();
  });

  it('links a sandbox bank: the public token is sent and "Bank Enrollment has been added successfully" flashes (success)', async () => {
    let sent: { public_token: string; metadata: { institution: { name: string } } } | undefined;
    server.use(
      http.post('/api/bank-enrollment/public-token', async ({ request }) => {
        sent = (await request.clone().json()) as typeof sent;
        return undefined;
      }),
    );
    const { user } = renderRoute();
    await linkThroughSandbox(user, 'Tattersall Credit Union');
    await expectFlash('Bank Enrollment has been added successfully', 'success');
    expect(sent).toMatchObject({ public_token: 'public-sandbox-ins_sandbox_tattersall-mock', metadata: { institution: { name: 'Tattersall Credit Union' } } });
    expect(await screen.findByText('Operating Account')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('flashes the server’s display_error when sending the public token fails', async () => {
    const { user } = renderRoute();
    await linkThroughSandbox(user, 'Expired Token Bank');
    await expectFlash('The bank connection expired before it was saved. Link your bank again.', 'error');
  });

  it('flashes "Failed to send public token" when the failure carries no display_error', async () => {
    server.use(http.post('/api/bank-enrollment/public-token', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderRoute();
    await linkThroughSandbox(user, 'First Platypus Bank');
    await expectFlash('Failed to send public token', 'error');
  });

  it('flashes the dialog’s display message when the bank-link exits with an error', async () => {
    const { user } = renderRoute();
    await linkThroughSandbox(user, 'Outage Savings Bank');
    await expectFlash('This bank is not responding right now. Try again later or choose another bank.', 'error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('flashes "Failed to load Plaid" when the exit error has no display message', async () => {
    server.use(failingHandler('post', '/api/bank-enrollment/sandbox/sign-in', 502, { code: 'bank_link_failed', message: 'down' }));
    const { user } = renderRoute();
    await linkThroughSandbox(user, 'First Platypus Bank');
    await expectFlash('Failed to load Plaid', 'error');
  });

  it('keeps the dialog open with the message under the password when the credentials are wrong', async () => {
    const { user } = renderRoute();
    const dialog = await linkThroughSandbox(user, 'First Platypus Bank', 'wrong');
    expect(await within(dialog).findByText('The username or password you entered is incorrect.')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('flashes "Failed to initialize Plaid" when the link token cannot be fetched', async () => {
    server.use(failingHandler('post', '/api/bank-enrollment/link-token', 502, errorBody('bank_link_failed', 'Plaid is down.')));
    renderRoute();
    await expectFlash('Failed to initialize Plaid', 'error');
  });

  it('fills the application step by step, saving each step as a draft, and submits it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/preapproval-application', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
      http.put('/api/preapproval-application/:id', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { user } = renderRoute();
    const form = await screen.findByRole('form', { name: 'Credit application' });
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await within(form).findByText('Enter the company’s legal name.')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText(/Legal company name/), 'Summit Builders LLC');
    await user.type(within(form).getByLabelText(/^EIN/), '123456789');
    await user.type(within(form).getByLabelText(/Contact name/), 'Dana Builder');
    await user.type(within(form).getByLabelText(/Contact email/), 'dana@summit.example');
    await user.type(within(form).getByLabelText(/Contact phone/), '(415) 555-0100');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await within(form).findByRole('heading', { name: 'Financials' })).toBeVisible();
    await user.type(within(form).getByLabelText(/Years in business/), '6');
    await user.type(within(form).getByLabelText(/Annual revenue/), '4,500,000');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await user.type(await within(form).findByLabelText(/Requested credit limit/), '50000');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await user.click(await within(form).findByRole('radio', { name: /Business Checking/ }));
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await within(form).findByRole('heading', { name: 'Review' })).toBeVisible();
    expect(within(form).getByText('First Platypus Bank, Business Checking •••• 0000')).toBeVisible();
    expect(within(form).getByText('$4,500,000.00')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Submit application' }));

    await expectFlash('Approved: you have $50,000.00 of credit to pay for orders on terms.', 'success');
    expect(bodies).toEqual([
      { legal_name: 'Summit Builders LLC', ein: '123456789', contact_name: 'Dana Builder', contact_email: 'dana@summit.example', contact_phone: '(415) 555-0100', step: 'financials' },
      { years_in_business: 6, annual_revenue_cents: 450_000_000, step: 'limit' },
      { requested_limit_cents: 5_000_000, step: 'bank' },
      { bank_account_id: 'account-checking', step: 'review' },
      { step: 'review', submit: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Credit application' })).not.toBeInTheDocument());
    expect(await screen.findByText('Approved')).toBeVisible();
  });

  it('updates the draft it created on the next step, even before the page has read it back', async () => {
    const calls: string[] = [];
    server.use(
      // The application is read back only once, before anything exists: the form must remember the id it created.
      http.get('/api/preapproval-application', () => HttpResponse.json({ application: null, credit: { approved_limit_cents: 0, used_cents: 0, available_cents: 0, currency: 'USD' } })),
      http.post('/api/preapproval-application', () => {
        calls.push('POST');
        return undefined;
      }),
      http.put('/api/preapproval-application/:id', ({ params }) => {
        calls.push(`PUT ${String(params.id)}`);
        return undefined;
      }),
    );
    const { user } = renderRoute();
    const form = await screen.findByRole('form', { name: 'Credit application' });
    await user.type(within(form).getByLabelText(/Legal company name/), 'Summit Builders LLC');
    await user.type(within(form).getByLabelText(/^EIN/), '123456789');
    await user.type(within(form).getByLabelText(/Contact name/), 'Dana Builder');
    await user.type(within(form).getByLabelText(/Contact email/), 'dana@summit.example');
    await user.type(within(form).getByLabelText(/Contact phone/), '(415) 555-0100');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await user.type(await within(form).findByLabelText(/Years in business/), '6');
    await user.type(within(form).getByLabelText(/Annual revenue/), '4,500,000');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await within(form).findByLabelText(/Requested credit limit/);
    expect(calls).toEqual(['POST', 'PUT application-new']);
  });

  it('resumes a draft on the step it was left, with its values', async () => {
    server.use(...createBankingCreditHandlers({ application: mockApplications.draftOnFinancials }));
    const { user } = renderRoute();
    const form = await screen.findByRole('form', { name: 'Credit application' });
    expect(within(form).getByRole('heading', { name: 'Financials' })).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(within(form).getByLabelText(/Legal company name/)).toHaveValue('Summit Builders LLC');
  });

  it('shows the server’s field messages and keeps the input when a save is refused', async () => {
    server.use(
      failingHandler('put', '/api/preapproval-application/:id', 400, {
        code: 'validation_error',
        message: 'The request has invalid fields.',
        display_error: 'Enter at most 200 years.',
        fields: { years_in_business: 'Enter at most 200 years.' },
      }),
      ...createBankingCreditHandlers({ application: mockApplications.draftOnFinancials }),
    );
    const { user } = renderRoute();
    const form = await screen.findByRole('form', { name: 'Credit application' });
    await user.type(within(form).getByLabelText(/Years in business/), '999');
    await user.type(within(form).getByLabelText(/Annual revenue/), '100000');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect((await within(form).findAllByText('Enter at most 200 years.')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText(/Years in business/)).toHaveValue('999');
  });

  it('shows a declined application with its reasons and offers to apply again', async () => {
    server.use(...createBankingCreditHandlers({ application: mockApplications.declined }));
    const { user } = renderRoute();
    expect(await screen.findByText('Declined')).toBeVisible();
    expect(screen.getByText(/less than 10% of the requested limit/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('form', { name: 'Credit application' })).toBeVisible();
  });

  it('shows an application under review', async () => {
    server.use(...createBankingCreditHandlers({ application: mockApplications.submitted }));
    renderRoute();
    expect(await screen.findByText('Under review')).toBeVisible();
    expect(screen.getByText('$0.00', { selector: '.mk-credit-available' })).toBeVisible();
  });

  it('shows a decision our credit team made meanwhile when the builder comes back to the window', async () => {
    server.use(...createBankingCreditHandlers({ application: mockApplications.submitted }));
    renderRoute();
    expect(await screen.findByText('Under review')).toBeVisible();
    server.use(...createBankingCreditHandlers({ application: mockApplications.approved }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Approved')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    server.use(failingHandler('get', '/api/preapproval-application', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')));
    renderRoute();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeVisible();
  });
});
