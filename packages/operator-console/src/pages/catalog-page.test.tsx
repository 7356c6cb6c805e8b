import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('CatalogPage', () => {
  it('adds a brand and renames another', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/catalog' });
    const add = within(await screen.findByRole('form', { name: 'Add a brand' }));
    await user.type(add.getByRole('textbox', { name: /^Brand name/ }), 'Simpson Strong-Tie');
    await user.click(add.getByRole('button', { name: 'Add brand' }));
    expect(await screen.findByText('Simpson Strong-Tie added.')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Brands' })).findByRole('listitem', { name: 'Simpson Strong-Tie' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Quikrete' }));
    const rename = within(screen.getByRole('form', { name: 'Rename Quikrete' }));
    const name = rename.getByRole('textbox', { name: /^New name of Quikrete/ });
    await user.clear(name);
    await user.type(name, 'Quikrete Companies');
    await user.click(rename.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Quikrete is now Quikrete Companies.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/operator/brands/brand-quikrete/')).toEqual([{ name: 'Quikrete Companies' }]);
  });

  it('shows the API’s words when a name is taken, under the name', async () => {
    const { user } = renderRoute({ url: '/operator/catalog' });
    const add = within(await screen.findByRole('form', { name: 'Add a brand' }));
    await user.type(add.getByRole('textbox', { name: /^Brand name/ }), 'USG');
    await user.click(add.getByRole('button', { name: 'Add brand' }));
    expect(await add.findByText('A brand named USG already exists.')).toBeInTheDocument();
  });

  it('deletes after a second press, and says why when products still use it', async () => {
    const { user } = renderRoute({ url: '/operator/catalog' });
    await user.click(await screen.findByRole('button', { name: 'Delete USG…' }));
    await user.click(screen.getByRole('button', { name: 'Delete USG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('USG still has products: move them to another brand first.');
    await user.click(screen.getByRole('button', { name: 'Delete Boise Cascade…' }));
    await user.click(screen.getByRole('button', { name: 'Delete Boise Cascade' }));
    expect(await screen.findByText('Boise Cascade deleted.')).toBeInTheDocument();
  });

  it('adds a sub-category under a top-level category', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/catalog' });
    const add = within(await screen.findByRole('form', { name: 'Add a category' }));
    await user.type(add.getByRole('textbox', { name: /^Category name/ }), 'Cement Board');
    await user.click(add.getByRole('button', { name: /Under$/ }));
    await user.click(await screen.findByRole('option', { name: 'Drywall' }));
    await user.click(add.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Cement Board added.')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/operator/categories/')).toEqual([{ name: 'Cement Board', parent_id: 'cat-drywall' }]);
    expect(await screen.findByRole('list', { name: 'Sub-categories of Drywall' })).toHaveTextContent('Cement Board');
  });
});
