import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

setupMswServer();

describe('EditProjectPage', () => {
  it('fills the form with the project, saves a change and goes back to the list', async () => {
    const { user } = renderRoute({ url: '/projects/edit/project-midtown' });
    const form = await screen.findByRole('form', { name: 'Edit project' });
    const name = within(form).getByLabelText(/^Project name/);
    expect(name).toHaveValue('Midtown Sacramento Retrofit');
    expect(within(form).getByLabelText(/^ZIP code/)).toHaveValue('95811');
    expect(within(form).getByLabelText(/^End date/)).toHaveValue('');
    await user.clear(name);
    await user.type(name, 'Midtown Retrofit, Phase 2');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // The confirmation first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent('Changes to Midtown Retrofit, Phase 2 were saved.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Midtown Retrofit, Phase 2' })).toBeVisible();
  });

  it('offers the status when editing', async () => {
    renderRoute({ url: '/projects/edit/project-midtown' });
    const form = await screen.findByRole('form', { name: 'Edit project' });
    expect(within(form).getByRole('button', { name: /On hold/ })).toBeVisible();
  });

  it('says when the project does not exist', async () => {
    renderRoute({ url: '/projects/edit/gone' });
    expect(await screen.findByRole('heading', { name: 'This project does not exist' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });
});
