import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

/** The file input behind the "Add pictures" button of the first variant (the button opens its picker). */
async function pictureInput(): Promise<HTMLInputElement> {
  const button = (await screen.findAllByRole('button', { name: 'Add pictures' }))[0];
  const input = button?.closest('.mk-drop-zone')?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No picture input beside the Add pictures button.');
  return input;
}

describe('EditProductPage', () => {
  it('creates a product, then opens it to add variants', async () => {
    const { user, router } = renderRoute({ url: '/supplier/products/edit/new' });
    const form = within(await screen.findByRole('form', { name: 'Product details' }));
    await user.type(form.getByRole('textbox', { name: /^Product name/ }), 'Quorvex Underlayment');
    await user.click(form.getByRole('button', { name: /Brand/ }));
    await user.click(await screen.findByRole('option', { name: 'Summit Gypsum' }));
    await user.click(form.getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Drywall' }));
    await user.type(form.getByRole('textbox', { name: /^Unit of measure/ }), 'roll');
    await user.click(form.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/products/edit/product-new-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quorvex Underlayment' })).toBeInTheDocument();
    expect(screen.getByText('No variants yet')).toBeInTheDocument();
  });

  it('checks fields as they are left, and shows the server’s field messages', async () => {
    server.use(
      http.put(apiUrl('/api/catalog/:id/'), () =>
        HttpResponse.json(errorBody('validation_error', 'Choose a brand from the list.', { brand_id: 'Choose a brand from the list.' }), { status: 400 }),
      ),
    );
    const { user } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const form = within(await screen.findByRole('form', { name: 'Product details' }));
    const name = form.getByRole('textbox', { name: /^Product name/ });
    await user.clear(name);
    await user.tab();
    expect(await form.findByText('Enter the product name.')).toBeInTheDocument();
    await user.type(name, 'Panel');
    await user.click(form.getByRole('button', { name: 'Save product' }));
    expect(await form.findAllByText('Choose a brand from the list.')).not.toHaveLength(0);
  });

  it('edits an offer with inline checks and saves it', async () => {
    const { user } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const offer = within(await screen.findByRole('form', { name: 'Offer of SG-UDP-0001-01' }));
    const price = await offer.findByRole('textbox', { name: /^Price per unit/ });
    expect(price).toHaveValue('14.50');
    await user.clear(price);
    await user.type(price, 'abc');
    await user.tab();
    expect(await offer.findByText('Enter a price in dollars, like 14.50.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '13.99');
    const stock = offer.getByRole('textbox', { name: /^In stock/ });
    await user.clear(stock);
    await user.type(stock, '75');
    await user.click(offer.getByRole('button', { name: 'Save price and stock' }));
    expect(await screen.findByText('1/2 in, 4 ft x 8 ft: price and stock saved.')).toBeInTheDocument();
  });

  it('edits quantity breaks as rows, checked as the API checks them, and saves them', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/product_supplier_variant/')) void request.clone().json().then((body: unknown) => sent.push(body));
    });
    const { user } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const offer = within(await screen.findByRole('form', { name: 'Offer of SG-UDP-0001-01' }));
    const breaks = () => within(offer.getByRole('list', { name: 'Quantity breaks' }));
    expect(breaks().getByRole('textbox', { name: 'From quantity, break 1' })).toHaveValue('50');
    expect(breaks().getByRole('textbox', { name: 'Price each ($), break 1' })).toHaveValue('13.90');

    await user.click(offer.getByRole('button', { name: 'Add a quantity break' }));
    const quantity = breaks().getByRole('textbox', { name: 'From quantity, break 2' });
    const price = breaks().getByRole('textbox', { name: 'Price each ($), break 2' });
    await user.type(quantity, '40');
    await user.type(price, '14.00');
    await user.click(offer.getByRole('button', { name: 'Save price and stock' }));
    expect(await offer.findByText('Start this break above 50.')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '200');
    await user.click(offer.getByRole('button', { name: 'Save price and stock' }));
    expect(await offer.findByText('A larger quantity cannot cost more per unit.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '13.20');
    await user.click(offer.getByRole('button', { name: 'Save price and stock' }));
    expect(await screen.findByText('1/2 in, 4 ft x 8 ft: price and stock saved.')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ pricing_tiers: [{ min_quantity: 50, price_cents: 1390 }, { min_quantity: 200, price_cents: 1320 }] });

    await user.click(breaks().getByRole('button', { name: 'Remove break 1' }));
    expect(breaks().getAllByRole('listitem')).toHaveLength(1);
    expect(breaks().getByRole('textbox', { name: 'From quantity, break 1' })).toHaveValue('200');
    server.events.removeAllListeners('request:start');
  });

  it('adds a variant', async () => {
    const { user } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const form = within(await screen.findByRole('form', { name: 'Add a variant' }));
    await user.type(form.getByRole('textbox', { name: /^Variant name/ }), '5/8 in');
    await user.type(form.getByRole('textbox', { name: /^SKU/ }), 'SG-UDP-0001-02');
    await user.click(form.getByRole('button', { name: 'Add variant' }));
    expect(await screen.findByRole('form', { name: 'Variant SG-UDP-0001-02' })).toBeInTheDocument();
  });

  it('reorders and removes pictures', async () => {
    const { user } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const list = await screen.findByRole('list', { name: 'Pictures of 1/2 in, 4 ft x 8 ft' });
    expect(within(list).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/panel-1-thumb.png', '/media/panel-2-thumb.png']);
    await user.click(within(list).getByRole('button', { name: 'Move picture 2 earlier' }));
    await waitFor(() => expect(within(list).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual(['/media/panel-2-thumb.png', '/media/panel-1-thumb.png']));
    await user.click(within(list).getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
  });

  it('adds pictures with a styled button beside a drop area, not a bare file input', async () => {
    renderRoute({ url: '/supplier/products/edit/product-panel' });
    const button = await screen.findByRole('button', { name: 'Add pictures' });
    expect(button).toHaveAccessibleDescription('Or drop them here. JPEG, PNG or WebP, up to 10 MB each.');
    const input = await pictureInput();
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('multiple');
  });

  it('uploads pictures and shows them', async () => {
    renderRoute({ url: '/supplier/products/edit/product-panel' });
    const input = await pictureInput();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'roll.png', { type: 'image/png' })] } });
    expect(await screen.findByText(/Picture added to 1\/2 in, 4 ft x 8 ft./)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Pictures of 1/2 in, 4 ft x 8 ft' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(3));
  });

  it('refuses files that are not pictures before uploading them', async () => {
    renderRoute({ url: '/supplier/products/edit/product-panel' });
    const input = await pictureInput();
    // A file the picker's filter would hide, dropped in anyway.
    fireEvent.change(input, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/notes.txt: choose JPEG, PNG or WebP pictures/)).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderRoute({ url: '/supplier/products/edit/product-panel' });
    const form = within(await screen.findByRole('form', { name: 'Product details' }));
    await user.type(form.getByRole('textbox', { name: /^Product name/ }), ' XL');
    await user.click(form.getByRole('link', { name: 'Back to your products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/supplier/products/edit/product-panel');
    await user.click(form.getByRole('link', { name: 'Back to your products' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave and lose changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/products'));
  });

  it('says when the product does not exist', async () => {
    renderRoute({ url: '/supplier/products/edit/gone' });
    expect(await screen.findByRole('heading', { name: 'This product does not exist' })).toBeInTheDocument();
  });
});
