import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('BankingPage', () => {
  it('shows the payout account masked, and in full only on request', async () => {
    const { user } = renderRoute({ url: '/supplier/banking' });
    expect(await screen.findByText('•••••6789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show full numbers' }));
    expect(await screen.findByText('000123456789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide numbers' }));
    expect(await screen.findByText('•••••6789')).toBeInTheDocument();
  });

  it('checks the routing number and saves a new account', async () => {
    const { user } = renderRoute({ url: '/supplier/banking' });
    await user.click(await screen.findByRole('button', { name: 'Change payout account' }));
    const form = within(screen.getByRole('form', { name: 'Banking details' }));
    await user.type(form.getByRole('textbox', { name: /^Routing number/ }), '123456789');
    await user.tab();
    expect(await form.findByText('Enter a valid 9-digit routing number.')).toBeInTheDocument();
    await user.clear(form.getByRole('textbox', { name: /^Routing number/ }));
    await user.type(form.getByRole('textbox', { name: /^Routing number/ }), '121000358');
    await user.type(form.getByRole('textbox', { name: /^Account number/ }), '99887766');
    await user.click(form.getByRole('button', { name: 'Save banking details' }));
    expect(await screen.findByText('•••••7766')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Banking details' })).not.toBeInTheDocument());
  });

  it('asks for an account when none is saved, and shows the server’s messages', async () => {
    server.use(
      http.get(apiUrl('/api/supplier/'), () => HttpResponse.json({ id: 'company-northwind', name: 'Northwind Lumber Co.', banking_details: null })),
      http.post(apiUrl('/api/supplier/'), () =>
        HttpResponse.json(errorBody('validation_error', 'Enter an account number of 4 to 17 digits.', { account_number: 'Enter an account number of 4 to 17 digits.' }), { status: 400 }),
      ),
    );
    const { user } = renderRoute({ url: '/supplier/banking' });
    const form = within(await screen.findByRole('form', { name: 'Banking details' }));
    expect(form.getByRole('textbox', { name: /^Account holder/ })).toHaveValue('Northwind Lumber Co.');
    await user.type(form.getByRole('textbox', { name: /^Routing number/ }), '121000358');
    await user.type(form.getByRole('textbox', { name: /^Account number/ }), '1234');
    await user.click(form.getByRole('button', { name: 'Save banking details' }));
    expect(await form.findAllByText('Enter an account number of 4 to 17 digits.')).not.toHaveLength(0);
  });

  it('shows an error when the details cannot load', async () => {
    server.use(failingHandler('get', '/api/supplier/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier/banking' });
    expect(await screen.findByRole('heading', { name: 'We could not load your banking details' })).toBeInTheDocument();
  });
});
