import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchPrompt } from './search-prompt';

describe('SearchPrompt', () => {
  it('opens the product list with the words in the URL', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <SearchPrompt /> },
      { path: '/products', element: <p>Products</p> },
    ]);
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('Product, brand or SKU'), ' drywall screws {Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=drywall+screws');
  });
});
