import { screen } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse, errorBody, unconfirmedBuilderUserResponse } from '../../mocks/fixtures';
import { createAuthHandlers, failingHandler } from '../../mocks/handlers';
import { signedInAs } from '../../mocks/signed-in-state';
import { selectUser } from '../../state/auth-slice';
import { setupMswServer } from '../../test/msw-server';
import { renderRoute } from '../../test/render-route';
import { EmailVerificationBanner } from './email-verification-banner';

const server = setupMswServer();

const bannerRoute = [{ path: '/', element: <EmailVerificationBanner /> }];

/** The banner for `user`, signed in; `overrides` answer before the mock account API. */
function renderBanner(user = unconfirmedBuilderUserResponse, ...overrides: HttpHandler[]) {
  server.use(...overrides, ...createAuthHandlers({ signedIn: true, user }));
  return renderRoute({ url: '/', routes: bannerRoute, preloadedState: signedInAs(user) });
}

const banner = () => screen.queryByRole('region', { name: 'Email confirmation' });

describe('EmailVerificationBanner', () => {
  it('asks an unconfirmed user to follow the link sent to their address', async () => {
    renderBanner();
    expect(await screen.findByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      `Confirm your email address: we sent a link to ${builderUserResponse.email}.`,
    );
    expect(screen.getByRole('button', { name: 'Send it again' })).toHaveAccessibleDescription(
      `Confirm your email address: we sent a link to ${builderUserResponse.email}.`,
    );
  });

  it('shows nothing to a confirmed user, nor to nobody', () => {
    const confirmed = renderBanner(builderUserResponse);
    expect(banner()).toBeNull();
    confirmed.unmount();
    renderRoute({ url: '/', routes: bannerRoute });
    expect(banner()).toBeNull();
  });

  it('sends a new link once, then says where it went', async () => {
    let calls = 0;
    const { user } = renderBanner(
      unconfirmedBuilderUserResponse,
      http.post('/api/auth/verify_email/resend/', async () => {
        calls += 1;
        await new Promise((wait) => setTimeout(wait, 50));
        return HttpResponse.json({ detail: `We sent a new confirmation link to ${builderUserResponse.email}.` });
      }),
    );
    const button = await screen.findByRole('button', { name: 'Send it again' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    // The outcome's live region is there from the start, empty: wait for its words.
    await screen.findByText(`We sent a new confirmation link to ${builderUserResponse.email}.`);
    expect(screen.getByRole('status')).toHaveTextContent(`We sent a new confirmation link to ${builderUserResponse.email}.`);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(calls).toBe(1);
  });

  it('says why no link was sent when asked too often', async () => {
    const { user } = renderBanner(
      unconfirmedBuilderUserResponse,
      failingHandler('post', '/api/auth/verify_email/resend/', 429, errorBody('rate_limited', 'Too many requests. Try again in a minute.')),
    );
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    await screen.findByText('Too many requests. Try again in a minute.');
    expect(screen.getByRole('status')).toHaveTextContent('Too many requests. Try again in a minute.');
  });

  it('goes away when the address turns out to be confirmed already', async () => {
    const { user, store } = renderBanner();
    // Confirmed meanwhile, from another tab or device.
    server.use(...createAuthHandlers({ signedIn: true, user: builderUserResponse }));
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('Your email address is already confirmed.')).toBeInTheDocument();
    expect(selectUser(store.getState())?.emailVerified).toBe(true);
    expect(banner()).toBeNull();
  });
});
