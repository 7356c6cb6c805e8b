// Shared checks for a feature package's route table: who may open each route (the handle the
// shell's guard reads), whether the search bar shows, and that the first route's page loads.
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

const routeKey = (route) => (route.index ? '(index)' : route.path);

export function describeRouteTable(name, { routes, table, firstPage }) {
  describe(`${name} routes`, () => {
    it.each(table)('%s is for %j with the search bar %s', (path, accountTypes, search) => {
      const route = routes.find((candidate) => routeKey(candidate) === path);
      expect(route, `no route ${path}`).toBeDefined();
      expect(route.handle.access).toEqual({ requiresAuth: true, accountTypes });
      expect(route.handle.search ?? true).toBe(search);
    });

    it('declares no route the table leaves out', () => {
      expect(routes.map(routeKey).sort()).toEqual(table.map(([path]) => path).sort());
    });

    it('lazy-loads a page titled after the route', async () => {
      const router = createMemoryRouter(routes, { initialEntries: [firstPage.url] });
      render(createElement(RouterProvider, { router }));
      const heading = await screen.findByRole('heading', { level: 1, name: firstPage.title }, { timeout: 10_000 });
      expect(heading).toBeInTheDocument();
    });
  });
}
