import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('ProjectsPage', () => {
  it('lists the projects with address, status and dates', async () => {
    renderRoute({ url: '/projects' });
    const row = (await screen.findByRole('rowheader', { name: 'Mission Bay Townhomes' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('185 Channel St, San Francisco, CA 94158')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(within(row).getByText('Mar 2, 2026 – Nov 30, 2026')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Midtown Sacramento Retrofit' })).toBeVisible();
    expect(screen.getByText('On hold')).toBeVisible();
    expect(screen.getByText('From Jan 12, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Mission Bay Townhomes' })).toHaveAttribute('href', '/projects/edit/project-mission-bay');
    expect(screen.getByRole('link', { name: 'Budget of Mission Bay Townhomes' })).toHaveAttribute('href', '/projects/project-mission-bay/budget');
  });

  it('invites a builder without projects to add the first one', async () => {
    server.use(http.get('/api/projects/', () => HttpResponse.json({ count: 0, results: [] })));
    const { user } = renderRoute({ url: '/projects' });
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Add your first project' }));
    expect(await screen.findByRole('form', { name: 'Add a project' })).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    server.use(failingHandler('get', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.')));
    renderRoute({ url: '/projects' });
    expect(await screen.findByRole('heading', { name: 'We could not load your projects' })).toBeVisible();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('deletes a project after confirmation', async () => {
    const { user } = renderRoute({ url: '/projects' });
    await user.click(await screen.findByRole('button', { name: 'Delete Midtown Sacramento Retrofit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Midtown Sacramento Retrofit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Midtown Sacramento Retrofit was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('rowheader', { name: 'Midtown Sacramento Retrofit' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Mission Bay Townhomes' })).toBeVisible();
  });

  it('keeps the project when the confirmation is cancelled', async () => {
    const { user } = renderRoute({ url: '/projects' });
    await user.click(await screen.findByRole('button', { name: 'Delete Midtown Sacramento Retrofit' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Midtown Sacramento Retrofit' })).toBeVisible();
  });

  it('shows a refused delete in the flash message and keeps the project', async () => {
    server.use(
      failingHandler(
        'delete',
        '/api/projects/:id/',
        409,
        errorBody('conflict', 'This project has open orders. Wait until they are delivered or cancelled before deleting it.'),
      ),
    );
    const { user } = renderRoute({ url: '/projects' });
    await user.click(await screen.findByRole('button', { name: 'Delete Mission Bay Townhomes' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText(/This project has open orders\./)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Mission Bay Townhomes' })).toBeVisible();
  });
});
