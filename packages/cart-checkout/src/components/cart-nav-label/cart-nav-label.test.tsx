import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { cartApi } from '../../api/cart-api';
import { mockCartLines, mockProject } from '../../mocks/fixtures';
import { createCartHandlers } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { CartNavLabel } from './cart-nav-label';

const server = setupMswServer();

function renderLink(projectId: string | null = mockProject.id) {
  const store = makeMockStore();
  render(
    <Provider store={store}>
      <a href="/cart">
        <CartNavLabel projectId={projectId} />
      </a>
    </Provider>,
  );
  return store;
}

describe('CartNavLabel', () => {
  it('names the link with the number of items in the selected project’s cart', async () => {
    renderLink();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('follows items added and removed anywhere, through the cart’s cache', async () => {
    const [stud, plywood] = mockCartLines();
    server.resetHandlers(...createCartHandlers({ lines: [stud!] }));
    const store = renderLink();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

    await store.dispatch(
      cartApi.endpoints.addToCart.initiate({ projectId: mockProject.id, productSupplierVariantId: plywood!.offer.psvId, quantity: 5 }),
    );
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    await store.dispatch(cartApi.endpoints.removeCartItems.initiate({ projectId: mockProject.id, items: [{ id: stud!.id }] }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows no badge while the cart is empty or no project is chosen', async () => {
    server.resetHandlers(...createCartHandlers({ lines: [] }));
    renderLink();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(document.querySelector('.mk-cart-badge')).toBeNull();
  });

  it('asks for no cart without a project', () => {
    renderLink(null);
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});
