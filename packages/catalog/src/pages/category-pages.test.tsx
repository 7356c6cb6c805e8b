import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failingHandler } from '../mocks/handlers';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('DashboardPage', () => {
  it('shows the search prompt and the categories with their sub-categories', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/' });
    expect(await screen.findByRole('search', { name: 'Search the catalogue' })).toBeInTheDocument();
    // The loading placeholder is a busy list of the same name: wait for the loaded one.
    const grid = await screen.findByRole('list', { name: 'Categories', busy: false });
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Lumber',
      'Drywall',
      'Fasteners',
    ]);
    expect(within(grid).getByRole('link', { name: 'View Lumber products' })).toHaveAttribute('href', '/products?category_id=cat-lumber');
    expect(queryOf(requests, '/api/category/')[0]?.get('fetch_sub_categories')).toBe('true');
  });

  it('searches from the prompt', async () => {
    const { user } = renderRoute({ url: '/' });
    await user.type(await screen.findByLabelText('Product, brand or SKU'), 'plywood{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “plywood”' })).toBeInTheDocument();
  });

  it('offers a retry when categories fail', async () => {
    server.use(failingHandler('get', '/api/category/'));
    const { user } = renderRoute({ url: '/' });
    expect(await screen.findByRole('heading', { name: 'Categories could not be loaded' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });
});

describe('CategoryPage', () => {
  it('links each category to its sub-categories', async () => {
    renderRoute({ url: '/category' });
    expect(await screen.findByRole('link', { name: 'Browse Drywall sub-categories' })).toHaveAttribute(
      'href',
      '/subcategory?category_id=cat-drywall',
    );
  });
});

describe('SubcategoryPage', () => {
  it('shows the sub-categories of the category in the URL', async () => {
    renderRoute({ url: '/subcategory?category_id=cat-drywall' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drywall' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Sub-categories' });
    expect(within(grid).getByRole('link', { name: 'View Joint compound products' })).toHaveAttribute(
      'href',
      '/products?category_id=cat-drywall&sub_category_id=cat-compound',
    );
    expect(screen.getByRole('link', { name: 'All Drywall products' })).toHaveAttribute('href', '/products?category_id=cat-drywall');
  });

  it('asks for a category when none is given', async () => {
    renderRoute({ url: '/subcategory' });
    expect(await screen.findByRole('heading', { name: 'Choose a category' })).toBeInTheDocument();
  });

  it('says when the category does not exist', async () => {
    renderRoute({ url: '/subcategory?category_id=cat-marble' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This category does not exist.');
  });
});
