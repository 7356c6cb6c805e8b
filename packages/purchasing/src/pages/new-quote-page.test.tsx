import { apiUrl } from '@marketplace/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

type User = ReturnType<typeof renderRoute>['user'];

/** The deadline the form proposes: a week from today, 5 PM where the test runs. */
const proposedDeadline = () => parseISO(`${format(addDays(new Date(), 7), 'yyyy-MM-dd')}T17:00:00`).toISOString();
const proposedNeededBy = () => format(addDays(new Date(), 14), 'yyyy-MM-dd');

async function openForm(url = '/quotes/new?project=proj-maple') {
  const view = renderRoute({ url });
  const form = within(await screen.findByRole('form', { name: 'New quote request' }));
  await form.findByRole('checkbox', { name: 'Northside Lumber' });
  return { ...view, form };
}

const lineRow = (form: ReturnType<typeof within>, number: number) => within(form.getByRole('group', { name: `Line ${number}` }));

async function choose(user: User, scope: ReturnType<typeof within>, field: RegExp, option: string) {
  await user.click(scope.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('NewQuotePage', () => {
  it('offers the suppliers delivering to the project of the link', async () => {
    const { form } = await openForm();
    expect(form.getByRole('button', { name: /Project/ })).toHaveTextContent('Maple Street Duplex');
    const suppliers = within(form.getByRole('group', { name: /Suppliers to ask/ }));
    expect(suppliers.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Northside Lumber', 'Oakline Materials', 'Ridge Building Supply']);
  });

  it('names every field in error at once, and sends nothing', async () => {
    const requests = recordRequests(server);
    const { form, user } = await openForm();
    await user.click(form.getByRole('radio', { name: /Lines typed here/ }));
    const line = lineRow(form, 1);
    await user.clear(line.getByRole('textbox', { name: /^Quantity/ }));
    await user.click(form.getByRole('button', { name: 'Ask for quotes on 1 line' }));
    expect(await form.findByText('Choose at least one supplier to ask.')).toBeInTheDocument();
    expect(line.getByText('Give the catalogue SKU, or describe the item instead.')).toBeInTheDocument();
    expect(line.getByText('Ask for a whole number from 1 to 1000000.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('asks the suppliers chosen for the project’s cart, then opens the request', async () => {
    const requests = recordRequests(server);
    const { form, user } = await openForm();
    await user.click(form.getByRole('checkbox', { name: 'Northside Lumber' }));
    await user.click(form.getByRole('checkbox', { name: 'Ridge Building Supply' }));
    await user.type(form.getByRole('textbox', { name: /^Note for the suppliers/ }), 'Rear lot only.');
    await user.click(form.getByRole('button', { name: 'Ask for quotes on the cart' }));
    expect(await screen.findByText('Your request for Maple Street Duplex was sent to 2 suppliers.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/quote-requests/')).toEqual([
      { project_id: 'proj-maple', supplier_company_ids: ['sup-northside', 'sup-ridge'], needed_by: proposedNeededBy(), respond_by: proposedDeadline(), note: 'Rear lot only.', from_cart: true },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quotes/quote-new-4'));
    expect(await screen.findByRole('heading', { name: 'Quote request for Maple Street Duplex' })).toBeInTheDocument();
  });

  it('asks typed lines: a catalogue SKU found as its offer, and a description', async () => {
    const requests = recordRequests(server);
    const { form, user } = await openForm();
    await user.click(form.getByRole('checkbox', { name: 'Ridge Building Supply' }));
    await user.click(form.getByRole('radio', { name: /Lines typed here/ }));
    const first = lineRow(form, 1);
    await user.type(first.getByRole('textbox', { name: /^SKU/ }), 'df-2408');
    await user.clear(first.getByRole('textbox', { name: /^Quantity/ }));
    await user.type(first.getByRole('textbox', { name: /^Quantity/ }), '60');
    await user.click(form.getByRole('button', { name: 'Add a line' }));
    const second = lineRow(form, 2);
    await choose(user, second, /Asked as/, 'Description');
    await user.type(second.getByRole('textbox', { name: /^What you need/ }), 'Joist hangers for 2x10');
    await user.clear(second.getByRole('textbox', { name: /^Quantity/ }));
    await user.type(second.getByRole('textbox', { name: /^Quantity/ }), '40');
    await user.type(second.getByRole('textbox', { name: /^Unit/ }), 'box');
    await user.click(form.getByRole('button', { name: 'Ask for quotes on 2 lines' }));
    expect(await screen.findByText('Your request for Maple Street Duplex was sent to the supplier.')).toBeInTheDocument();
    const [body] = await bodiesOf(requests, 'POST', '/api/quote-requests/');
    expect(body).toMatchObject({
      supplier_company_ids: ['sup-ridge'],
      lines: [
        { psv_id: 'psv-studs', quantity: 60 },
        { description: 'Joist hangers for 2x10', quantity: 40, unit: 'box' },
      ],
    });
    expect(body).not.toHaveProperty('from_cart');
  });

  it('names a SKU the catalogue does not have under its field', async () => {
    const requests = recordRequests(server);
    const { form, user } = await openForm();
    await user.click(form.getByRole('checkbox', { name: 'Ridge Building Supply' }));
    await user.click(form.getByRole('radio', { name: /Lines typed here/ }));
    await user.type(lineRow(form, 1).getByRole('textbox', { name: /^SKU/ }), 'ZZ-9');
    await user.click(form.getByRole('button', { name: 'Ask for quotes on 1 line' }));
    expect(await lineRow(form, 1).findByText('No catalogue offer has the SKU “ZZ-9”: check it, or describe the item instead.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the API’s refusal under the field it names', async () => {
    const message = 'Ridge Building Supply is not selling on the marketplace at the moment.';
    server.use(http.post(apiUrl('/api/quote-requests/'), () => HttpResponse.json({ ...errorBody('validation_error', message), fields: { supplier_company_ids: message } }, { status: 400 })));
    const { form, user } = await openForm();
    await user.click(form.getByRole('checkbox', { name: 'Ridge Building Supply' }));
    await user.click(form.getByRole('button', { name: 'Ask for quotes on the cart' }));
    expect(await within(form.getByRole('group', { name: /Suppliers to ask/ })).findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/quotes/new?project=proj-maple');
  });

  it('proposes the project selected in the header when the link names none', async () => {
    const view = renderRoute({ url: '/quotes/new', selectedProjectId: 'proj-harbor' });
    const form = within(await view.findByRole('form', { name: 'New quote request' }));
    expect(form.getByRole('button', { name: /Project/ })).toHaveTextContent('Harbor View Offices');
  });
});
