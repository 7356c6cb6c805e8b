import type { Analytics } from '@marketplace/analytics';
import { createMemoryRouter, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { trackPageViews } from './track-page-views';

function recorder() {
  const paths: string[] = [];
  const analytics: Analytics = { identify: () => undefined, track: () => undefined, pageView: (path) => void paths.push(path), reset: () => undefined };
  return { paths, analytics };
}

const routes = [
  { path: '/', element: null },
  { path: '/projects', element: null },
  // A guarded page the visitor may not see: only where they land counts.
  { path: '/orders', loader: () => redirect('/login?next=%2Forders'), element: null },
  { path: '/login', element: null },
];

describe('trackPageViews', () => {
  it('records the first page and each settled navigation by path, without the query string', async () => {
    const { paths, analytics } = recorder();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const stop = trackPageViews(router, analytics);
    await router.navigate('/projects?token=secret');
    await router.navigate('/orders');
    stop();
    await router.navigate('/');
    router.dispose();
    expect(paths).toEqual(['/', '/projects', '/login']);
  });

  it('does not count a revalidation of the same page', async () => {
    const { paths, analytics } = recorder();
    const router = createMemoryRouter(routes, { initialEntries: ['/projects'] });
    trackPageViews(router, analytics);
    await router.revalidate();
    router.dispose();
    expect(paths).toEqual(['/projects']);
  });
});
