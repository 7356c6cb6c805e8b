import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockCart } from '../../mocks/cart-data';
import { mockBlockedCartLines } from '../../mocks/fixtures';
import { CartSummary } from './cart-summary';

function renderSummary(cart = mockCart()) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <CartSummary cart={cart} /> }])} />);
}

describe('CartSummary', () => {
  it('shows the totals and links to checkout', () => {
    renderSummary();
    // Delivery and tax come on each purchase order: the total is the subtotal.
    expect(screen.getAllByText('$919.00').map((value) => value.className)).toEqual(['', 'mk-cart-totals__total']);
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('disables checkout and says why while a line blocks it', () => {
    renderSummary(mockCart(mockBlockedCartLines()));
    const button = screen.getByRole('button', { name: 'Proceed to checkout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('1 item blocks checkout: change or remove it first.');
  });
});
