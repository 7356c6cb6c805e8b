import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

setupMswServer();

describe('AddFirstProjectPage', () => {
  it('welcomes the builder, creates the project and opens the app home', async () => {
    const { user } = renderRoute({ url: '/projects/add-first' });
    expect(await screen.findByRole('heading', { level: 1, name: /first project/ })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Your first project' });
    expect(within(form).queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Project name/), 'Harbor Lofts');
    await user.type(within(form).getByLabelText(/^Street address/), '9 Wharf St');
    await user.type(within(form).getByLabelText(/^City/), 'Alameda');
    await user.type(within(form).getByLabelText(/^State/), 'CA');
    await user.type(within(form).getByLabelText(/^ZIP code/), '94501');
    await user.click(within(form).getByRole('button', { name: 'Create project and start shopping' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByText(/Harbor Lofts is ready\./)).toBeInTheDocument();
  });

  it('keeps the builder on the form while a field is wrong', async () => {
    const { user } = renderRoute({ url: '/projects/add-first' });
    const form = await screen.findByRole('form', { name: 'Your first project' });
    await user.click(within(form).getByRole('button', { name: 'Create project and start shopping' }));
    expect(await within(form).findByText('Enter the project name.')).toBeVisible();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
