import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse, errorBody, validationErrorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { signedInAs } from '../mocks/signed-in-state';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

async function fillAndSend(user: ReturnType<typeof renderRoute>['user'], email: string, message: string) {
  const emailField = await screen.findByLabelText(/^Your email/);
  await user.clear(emailField);
  if (email) await user.type(emailField, email);
  if (message) await user.type(screen.getByLabelText(/^Message/), message);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactPage', () => {
  it('asks for a valid email and a message before sending anything', async () => {
    let sent = 0;
    server.use(http.post('/api/home_page_message/', () => { sent += 1; return HttpResponse.json({ detail: 'x' }, { status: 201 }); }));
    const { user } = renderRoute({ url: '/contact' });
    await fillAndSend(user, 'dana@', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Enter a message.')).toBeVisible();
    expect(sent).toBe(0);
  });

  it('sends email and message, then confirms', async () => {
    let body: unknown;
    server.use(
      http.post('/api/home_page_message/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Thank you. Your message has been sent; we will reply by email.' }, { status: 201 });
      }),
    );
    const { user } = renderRoute({ url: '/contact' });
    await fillAndSend(user, 'visitor@example.com', 'Do you deliver to Denver?');
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeVisible();
    expect(body).toEqual({ email: 'visitor@example.com', message: 'Do you deliver to Denver?' });
    expect(screen.getByText('Thank you. Your message has been sent; we will reply by email.')).toBeVisible();
    expect(screen.getByText('visitor@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^Your email/)).toHaveValue('visitor@example.com');
  });

  it('shows the server’s field errors on the fields and keeps what was typed', async () => {
    server.use(
      failingHandler('post', '/api/home_page_message', 400, validationErrorBody({ email: 'Enter a valid email address.', message: 'Use at most 5000 characters.' })),
    );
    const { user } = renderRoute({ url: '/contact' });
    await fillAndSend(user, 'visitor@example.com', 'Hello');
    expect(await screen.findByText('Use at most 5000 characters.')).toBeVisible();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  });

  it('says so when too many messages were sent', async () => {
    server.use(failingHandler('post', '/api/home_page_message', 429, errorBody('rate_limited', 'Too many attempts. Try again in a minute.')));
    const { user } = renderRoute({ url: '/contact' });
    await fillAndSend(user, 'visitor@example.com', 'Hello');
    expect(await screen.findAllByText('Too many attempts. Try again in a minute.')).toHaveLength(2);
  });

  it('fills in the signed-in person’s email and stays open to them', async () => {
    renderRoute({ url: '/contact', preloadedState: signedInAs(builderUserResponse) });
    expect(await screen.findByLabelText(/^Your email/)).toHaveValue(builderUserResponse.email);
  });
});
