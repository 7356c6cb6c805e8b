import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('CompanyPage', () => {
  it('shows and saves the company profile, checking fields as they are left', async () => {
    const { user } = renderRoute({ url: '/supplier/company' });
    const form = within(await screen.findByRole('form', { name: 'Company profile' }));
    expect(form.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Northwind Lumber Co.');
    const zip = form.getByRole('textbox', { name: /^ZIP code/ });
    await user.clear(zip);
    await user.type(zip, '9460');
    await user.tab();
    expect(await form.findByText('Enter a ZIP code like 94107 or 94107-1234.')).toBeInTheDocument();
    await user.type(zip, '7');
    await user.click(form.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText(/Company profile saved\./)).toBeInTheDocument();
  });

  it('shows an error when the company cannot load', async () => {
    server.use(failingHandler('get', '/api/company/:id', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier/company' });
    expect(await screen.findByRole('heading', { name: 'We could not load your company' })).toBeInTheDocument();
  });
});
