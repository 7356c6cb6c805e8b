import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { describe, expect, it } from 'vitest';
import { errorBody, mockBlockedCartLines, mockCartLines, mockProject } from '../mocks/fixtures';
import { createCartHandlers, failingHandler, unavailableMessage } from '../mocks/handlers';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const openCart = () => renderRoute({ url: '/cart', selectedProjectId: mockProject.id });
const studRow = () => screen.getByRole('listitem', { name: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' });
const plywoodRow = () => screen.getByRole('listitem', { name: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' });
const group = (name: string) => screen.getByRole('region', { name });
const flash = () => screen.findByRole('alert');
const updateDates = '/api/ordering/cart/update_dates/';

describe('CartPage', () => {
  it('groups the items by supplier with their subtotals and the total', async () => {
    openCart();
    expect(await screen.findByRole('heading', { level: 2, name: 'Northside Building Supply' })).toBeInTheDocument();
    const northside = group('Northside Building Supply');
    const harbor = group('Harbor Lumber Co.');
    expect(within(northside).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Douglas Fir Framing Lumber',
      'CDX Plywood Sheathing',
    ]);
    expect(within(harbor).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['High-Strength Concrete Mix']);
    // 60 × $4.65 (the 50+ tier) + 12 × $32.50; 40 × $6.25.
    expect(within(northside).getByText('Subtotal from Northside Building Supply:', { exact: false })).toHaveTextContent('$669.00');
    expect(within(harbor).getByText('Subtotal from Harbor Lumber Co.:', { exact: false })).toHaveTextContent('$250.00');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('$919.00', { selector: '.mk-cart-totals__total' })).toBeInTheDocument();

    const stud = studRow();
    expect(within(stud).getByText('2x4 × 8 ft #2 · SKU NS-DF-2408-2')).toBeInTheDocument();
    expect(within(stud).getByText('$4.65 / each')).toBeInTheDocument();
    expect(within(stud).getByText('$4.49', { selector: 's' })).toBeInTheDocument();
    expect(within(stud).getByText('$279.00')).toBeInTheDocument();
    expect(within(within(stud).getByRole('list', { name: 'Volume pricing' })).getByText(/50\+ each/)).toHaveAttribute('aria-current', 'true');
    expect(within(stud).getByText('The price changed from $4.49 to $4.65 since you added this item.')).toBeInTheDocument();
    expect(within(plywoodRow()).getByText('Earliest delivery Thu, Dec 3, 2026')).toBeInTheDocument();
    // Units in the number that goes with the count.
    expect(within(plywoodRow()).getByText('Minimum order 5 sheets')).toBeInTheDocument();
    expect(within(harbor).getByText('Minimum order 20 bags')).toBeInTheDocument();
    expect(within(northside).getByText('2 items · one purchase order')).toBeInTheDocument();
    expect(within(harbor).getByText('1 item · one purchase order')).toBeInTheDocument();
    expect(within(harbor).getByRole('textbox', { name: 'Specification requirements for Harbor Lumber Co.' })).toHaveValue(
      'Deliver to the north gate; forklift on site.',
    );
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('saves a new quantity after a pause in the clicks, not at every click', async () => {
    const requests = recordRequests(server);
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    const increase = within(studRow()).getByRole('button', { name: /Increase/ });
    const puts = () => bodiesOf(requests, 'PUT', '/api/ordering/cart/');
    await user.click(increase);
    expect(within(studRow()).getByRole('textbox', { name: 'Quantity' })).toHaveValue('61');
    await user.click(increase);
    await waitFor(async () => expect((await puts()).at(-1)).toEqual({ project_id: mockProject.id, items: [{ id: 'item-stud', quantity: 62 }] }));
    // Clicks closer together than the pause make one PUT; a slow machine may space them out, never more.
    expect((await puts()).length).toBeLessThanOrEqual(2);
    // The answered cart replaces the one on screen: 62 × $4.65.
    expect(await within(studRow()).findByText('$288.30')).toBeInTheDocument();
  });

  it('never goes below the minimum order', async () => {
    const requests = recordRequests(server);
    server.resetHandlers(...createCartHandlers({ lines: mockCartLines().map((line) => (line.id === 'item-stud' ? { ...line, quantity: 10 } : line)) }));
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    expect(within(studRow()).getByRole('button', { name: /Decrease/ })).toBeDisabled();
    expect(within(studRow()).getByText('Minimum order 10 each')).toBeInTheDocument();

    // Plywood is sold from 5: a 3 typed in snaps back to 5 when the field is left.
    const quantity = within(plywoodRow()).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();
    expect(quantity).toHaveValue('5');
    await waitFor(async () => expect(await bodiesOf(requests, 'PUT', '/api/ordering/cart/')).toHaveLength(1));
    expect(await bodiesOf(requests, 'PUT', '/api/ordering/cart/')).toEqual([{ project_id: mockProject.id, items: [{ id: 'item-plywood', quantity: 5 }] }]);
  });

  it('removes an item with a DELETE that names it in the body', async () => {
    const requests = recordRequests(server);
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    await user.click(within(studRow()).getByRole('button', { name: 'Remove Douglas Fir Framing Lumber, 2x4 × 8 ft #2' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' })).not.toBeInTheDocument());
    expect(await bodiesOf(requests, 'DELETE', '/api/ordering/cart/items/')).toEqual([{ project_id: mockProject.id, items: [{ id: 'item-stud' }] }]);
    expect(within(group('Northside Building Supply')).getByText(/Subtotal from/)).toHaveTextContent('$390.00');
  });

  it('sets the delivery date of a supplier group, and of one item', async () => {
    const requests = recordRequests(server);
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    const groupDate = within(group('Northside Building Supply')).getByRole('group', { name: 'Delivery date for Northside Building Supply' });
    await user.click(within(groupDate).getByRole('spinbutton', { name: /month/ }));
    // The year passes through 0002, 0020 and 0209 as it is typed: past days are never sent.
    await user.keyboard('01152099');
    await waitFor(async () => expect(await bodiesOf(requests, 'POST', updateDates)).toHaveLength(1));
    expect(await bodiesOf(requests, 'POST', updateDates)).toEqual([
      { project_id: mockProject.id, supplier_id: 'sup-northside', requested_delivery_date: '2099-01-15', requested_delivery_time: null },
    ]);
    // Both Northside items now share the date.
    await waitFor(() => expect(within(studRow()).getByRole('spinbutton', { name: /year/ })).toHaveTextContent('2099'));

    const itemDate = within(plywoodRow()).getByRole('group', { name: 'Delivery date' });
    await user.click(within(itemDate).getByRole('spinbutton', { name: /day/ }));
    await user.keyboard('20');
    // A slow machine may save the day after each digit; the last save is the day typed.
    await waitFor(async () =>
      expect((await bodiesOf(requests, 'POST', updateDates)).at(-1)).toEqual({
        project_id: mockProject.id,
        item_ids: ['item-plywood'],
        requested_delivery_date: '2099-01-20',
        requested_delivery_time: null,
      }),
    );
  });

  it('saves the specification requirements of a group when the field is left', async () => {
    const requests = recordRequests(server);
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    const field = within(group('Northside Building Supply')).getByRole('textbox', { name: 'Specification requirements for Northside Building Supply' });
    await user.type(field, 'Kiln-dried only');
    await user.tab();
    expect(await screen.findByText('Requirements for Northside Building Supply saved.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/ordering/cart/additional_specification_requirements/')).toEqual([
      { project_id: mockProject.id, supplier_id: 'sup-northside', requirements: 'Kiln-dried only' },
    ]);
  });

  it('keeps the requirements typed and says why when they cannot be saved', async () => {
    server.use(
      http.post(apiUrl('/api/ordering/cart/additional_specification_requirements/'), () =>
        HttpResponse.json(errorBody('validation_error', 'Please check the requirements.', { requirements: 'Use at most 4000 characters.' }), { status: 400 }),
      ),
    );
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    const field = within(group('Northside Building Supply')).getByRole('textbox', { name: 'Specification requirements for Northside Building Supply' });
    await user.type(field, 'Kiln-dried only');
    await user.click(within(group('Northside Building Supply')).getByRole('button', { name: 'Save requirements' }));
    expect(await flash()).toHaveTextContent('Please check the requirements.');
    expect(await within(group('Northside Building Supply')).findByText('Use at most 4000 characters.')).toBeInTheDocument();
    expect(field).toHaveValue('Kiln-dried only');
  });

  it('keeps checkout disabled while an item has a blocking warning', async () => {
    server.resetHandlers(...createCartHandlers({ lines: mockBlockedCartLines() }));
    openCart();
    await screen.findByRole('heading', { name: 'Harbor Lumber Co.' });
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    expect(screen.getByText('1 item blocks checkout: change or remove it first.')).toBeInTheDocument();
    expect(within(group('Harbor Lumber Co.')).getByText('Blocks checkout:')).toBeInTheDocument();
  });

  it('flashes the API message and keeps the cart when a change fails', async () => {
    server.use(failingHandler('put', '/api/ordering/cart/'));
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    await user.click(within(studRow()).getByRole('button', { name: /Increase/ }));
    expect(await flash()).toHaveTextContent(unavailableMessage);
    await waitFor(() => expect(within(studRow()).getByRole('textbox', { name: 'Quantity' })).toHaveValue('60'));
    expect(within(studRow()).getByText('$279.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbor Lumber Co.' })).toBeInTheDocument();
  });

  it('takes the message of a failed change away when the change is tried again and saved', async () => {
    server.use(
      http.put(apiUrl('/api/ordering/cart/'), () => HttpResponse.json(errorBody('internal_error', unavailableMessage), { status: 500 }), { once: true }),
    );
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    await user.click(within(studRow()).getByRole('button', { name: /Increase/ }));
    expect(await flash()).toHaveTextContent(unavailableMessage);
    await user.click(within(studRow()).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(within(studRow()).getByText('$283.65')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused quantity under the stepper', async () => {
    server.use(
      http.put(apiUrl('/api/ordering/cart/'), () =>
        HttpResponse.json(errorBody('validation_error', 'Please check the quantity.', { 'items.0.quantity': 'Order at least 70 of this item.' }), {
          status: 400,
        }),
      ),
    );
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    await user.click(within(studRow()).getByRole('button', { name: /Increase/ }));
    expect(await flash()).toHaveTextContent('Please check the quantity.');
    expect(await within(studRow()).findByText('Order at least 70 of this item.')).toBeInTheDocument();
  });

  it('clears the cart after confirmation', async () => {
    const requests = recordRequests(server);
    const { user } = openCart();
    await screen.findByRole('heading', { name: 'Northside Building Supply' });
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the cart' }));
    expect(screen.getByRole('heading', { name: 'Northside Building Supply' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => `${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([
      `/api/ordering/cart/?project_id=${mockProject.id}`,
    ]);
  });

  it('links the project’s cart to a new quote request, by URL', async () => {
    openCart();
    expect(await screen.findByRole('link', { name: 'Request quotes' })).toHaveAttribute('href', `/quotes/new?project=${mockProject.id}`);
  });

  it('sends an empty cart to the catalogue', async () => {
    server.resetHandlers(...createCartHandlers({ lines: [] }));
    openCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/');
  });

  it('asks for a project when none is selected, without asking the API', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Choose a project' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    server.use(failingHandler('get', '/api/ordering/cart/'));
    const { user } = openCart();
    expect(await screen.findByRole('heading', { name: 'We could not load the cart' })).toBeInTheDocument();
    server.resetHandlers(...createCartHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Northside Building Supply' })).toBeInTheDocument();
  });
});
