import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { builderUserResponse } from '../mocks/fixtures';
import { signedInAs } from '../mocks/signed-in-state';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

setupMswServer();

describe('TermsPage', () => {
  it('is readable signed out', async () => {
    renderRoute({ url: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '4. Payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });

  it('is readable signed in', async () => {
    renderRoute({ url: '/terms', preloadedState: signedInAs(builderUserResponse) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  });
});
