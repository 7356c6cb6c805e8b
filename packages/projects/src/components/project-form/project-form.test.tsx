import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validationErrorBody } from '../../mocks/fixtures';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';

const server = setupMswServer();

/** Opens the add page and answers its form. */
async function openAddForm() {
  const view = renderRoute({ url: '/projects/add' });
  const form = await screen.findByRole('form', { name: 'Add a project' });
  return { ...view, form, field: (label: RegExp) => within(form).getByLabelText(label) };
}

describe('ProjectForm', () => {
  it('names every missing required field', async () => {
    const { user, form } = await openAddForm();
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    expect(await within(form).findByText('Enter the project name.')).toBeVisible();
    expect(within(form).getByText('Enter the street address.')).toBeVisible();
    expect(within(form).getByText('Enter the city.')).toBeVisible();
    expect(within(form).getByText('Enter the two-letter state code, e.g. CA.')).toBeVisible();
    expect(within(form).getByText('Enter a ZIP code like 94107 or 94107-1234.')).toBeVisible();
  });

  it('checks the ZIP code, phone, dates and their order', async () => {
    const { user, form, field } = await openAddForm();
    await user.type(field(/^ZIP code/), '941');
    await user.type(field(/^Site contact phone/), 'call me');
    await user.type(field(/^Start date/), '2026-05-01');
    await user.type(field(/^End date/), '2026-04-30');
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    expect(await within(form).findByText('Enter a ZIP code like 94107 or 94107-1234.')).toBeVisible();
    expect(within(form).getByText('Enter a phone number like (415) 555-0134.')).toBeVisible();
    expect(within(form).getByText('The end date cannot be before the start date.')).toBeVisible();
    expect(field(/^ZIP code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s field messages under their fields and keeps the input', async () => {
    server.use(
      http.post('/api/projects/', () =>
        HttpResponse.json(validationErrorBody({ postal_code: 'We do not deliver to this ZIP code yet.' }, 'We do not deliver to this ZIP code yet.'), {
          status: 400,
        }),
      ),
    );
    const { user, form, field } = await openAddForm();
    await user.type(field(/^Project name/), 'Dock 4');
    await user.type(field(/^Street address/), '1 Pier Rd');
    await user.type(field(/^City/), 'Oakland');
    await user.type(field(/^State/), 'ca');
    await user.type(field(/^ZIP code/), '94607');
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    const messages = await screen.findAllByText('We do not deliver to this ZIP code yet.');
    // Under the field, on the form banner and in the flash message.
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(field(/^ZIP code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Project name/)).toHaveValue('Dock 4');
    expect(field(/^ZIP code/)).toHaveValue('94607');
  });

  it('shows a failure without field messages over the form and in the flash message', async () => {
    server.use(
      http.post('/api/projects/', () =>
        HttpResponse.json({ code: 'internal_error', message: 'Internal server error.', display_error: 'Something went wrong on our side. Please try again.' }, { status: 500 }),
      ),
    );
    const { user, form, field } = await openAddForm();
    await user.type(field(/^Project name/), 'Dock 4');
    await user.type(field(/^Street address/), '1 Pier Rd');
    await user.type(field(/^City/), 'Oakland');
    await user.type(field(/^State/), 'CA');
    await user.type(field(/^ZIP code/), '94607');
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    expect(await screen.findAllByText('Something went wrong on our side. Please try again.')).toHaveLength(2);
    expect(field(/^City/)).toHaveValue('Oakland');
  });
});
