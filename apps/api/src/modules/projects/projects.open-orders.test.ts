import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import type * as ProjectsRepository from './projects.repository';

// Orders do not exist yet: stand in for a project that has some, to check the refusal.
vi.mock('./projects.repository', async (importOriginal) => ({
  ...(await importOriginal<typeof ProjectsRepository>()),
  hasOpenOrders: async () => true,
}));

let t: TestApp;
let builder: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  await builder.login('builder@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('DELETE /api/projects/{id}/ with open orders', () => {
  it('answers 409 with a sentence the builder can act on, and keeps the project', async () => {
    const project = (await builder.post('/api/projects/', { name: 'Busy', street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' })).json();
    const response = await builder.request('DELETE', `/api/projects/${project.id}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'The project has open orders.',
      display_error: 'This project has open orders. Wait until they are delivered or cancelled before deleting it.',
    });
    const ids = (await builder.get('/api/projects/')).json().results.map((row: { id: string }) => row.id);
    expect(ids).toContain(project.id);
  });
});
