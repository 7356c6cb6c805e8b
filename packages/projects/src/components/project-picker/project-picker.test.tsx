import { FlashMessage } from '@marketplace/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../mocks/fixtures';
import { failingHandler } from '../../mocks/handlers';
import { makeMockStore } from '../../mocks/mock-store';
import { setupMswServer } from '../../test/msw-server';
import { ProjectPicker } from './project-picker';

const server = setupMswServer();

function Harness({ initial, onChange }: { initial: string | null; onChange: (id: string | null) => void }): ReactElement {
  const [selected, setSelected] = useState(initial);
  return (
    <ProjectPicker
      selectedProjectId={selected}
      onChange={(id) => {
        setSelected(id);
        onChange(id);
      }}
    />
  );
}

function renderPicker(initial: string | null = null) {
  const onChange = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Harness initial={initial} onChange={onChange} /> }]);
  render(
    <Provider store={makeMockStore()}>
      <FlashMessage />
      <RouterProvider router={router} />
    </Provider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('ProjectPicker', () => {
  it('asks to choose a project and reports the choice', async () => {
    const { onChange, user } = renderPicker();
    const trigger = await screen.findByRole('button', { name: /Choose a project/ });
    await expect.poll(() => trigger.hasAttribute('disabled') || trigger.getAttribute('data-disabled') !== null).toBe(false);
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: /Midtown Sacramento Retrofit/ })).toBeVisible();
    // A completed project is not offered for new orders.
    expect(screen.queryByRole('option', { name: /Oak Knoll Clinic/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Mission Bay Townhomes/ }));
    expect(onChange).toHaveBeenCalledWith('project-mission-bay');
    expect(await screen.findByRole('button', { name: /Mission Bay Townhomes/ })).toBeVisible();
  });

  it('shows the selected project, even a completed one', async () => {
    renderPicker('project-oak-knoll');
    expect(await screen.findByRole('button', { name: /Oak Knoll Clinic/ })).toBeVisible();
  });

  it('links to adding a project', async () => {
    renderPicker();
    expect(await screen.findByRole('link', { name: 'Add a project' })).toHaveAttribute('href', '/projects/add');
  });

  it('offers the first project when there is none', async () => {
    server.use(http.get('/api/projects/', () => HttpResponse.json({ count: 0, results: [] })));
    renderPicker();
    expect(await screen.findByRole('link', { name: 'Add your first project' })).toHaveAttribute('href', '/projects/add');
  });

  it('says when the projects could not be loaded', async () => {
    server.use(failingHandler('get', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong.')));
    renderPicker();
    expect(await screen.findByRole('button', { name: /Projects could not be loaded/ })).toBeInTheDocument();
  });
});
