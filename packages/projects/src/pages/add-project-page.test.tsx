import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('AddProjectPage', () => {
  it('creates an active project and goes back to the list with a confirmation', async () => {
    let sent: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/projects/') {
        void request.clone().json().then((body: unknown) => {
          sent = body;
        });
      }
    });
    const { user } = renderRoute({ url: '/projects/add' });
    const form = await screen.findByRole('form', { name: 'Add a project' });
    await user.type(within(form).getByLabelText(/^Project name/), 'Dock 4');
    await user.type(within(form).getByLabelText(/^Street address/), '1 Pier Rd');
    await user.type(within(form).getByLabelText(/^City/), 'Oakland');
    await user.type(within(form).getByLabelText(/^State/), 'ca');
    await user.type(within(form).getByLabelText(/^ZIP code/), '94607');
    await user.type(within(form).getByLabelText(/^Site contact phone/), '510 555 0199');
    await user.click(within(form).getByRole('button', { name: 'Add project' }));
    // The confirmation first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent('Dock 4 was added.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Dock 4' })).toBeVisible();
    expect(sent).toEqual({
      name: 'Dock 4',
      status: 'active',
      street: '1 Pier Rd',
      city: 'Oakland',
      state: 'CA',
      postal_code: '94607',
      site_contact_name: null,
      site_contact_phone: '510 555 0199',
      delivery_instructions: null,
      start_date: null,
      end_date: null,
    });
    server.events.removeAllListeners();
  });

  it('has a way back to the list', async () => {
    server.use(http.get('/api/projects/', () => HttpResponse.json({ count: 0, results: [] })));
    const { user } = renderRoute({ url: '/projects/add' });
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });
});
