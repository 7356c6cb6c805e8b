import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import { placeSandboxOrder } from '../../testing/checkout-helpers';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('DELETE /api/projects/{id}/ with open orders', () => {
  it('answers 409 with a sentence the builder can act on, and keeps the project', async () => {
    const projectId = fixture.projects.missionBay;
    const screws = fixture.products.drywallScrews?.variants[0]?.offers[0]?.id ?? '';
    await placeSandboxOrder(builder, projectId, [{ psvId: screws, quantity: 1 }]);
    const response = await builder.request('DELETE', `/api/projects/${projectId}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'conflict',
      message: 'The project has open orders.',
      display_error: 'This project has open orders. Wait until they are delivered or cancelled before deleting it.',
      request_id: expect.any(String),
    });
    const ids = (await builder.get('/api/projects/')).json().results.map((row: { id: string }) => row.id);
    expect(ids).toContain(projectId);
  });

  it('refuses a project whose orders are all delivered or cancelled: they keep their project', async () => {
    const projectId = fixture.projects.missionBay;
    await t.app.db.updateTable('orders').set({ status: 'completed' }).where('project_id', '=', projectId).execute();
    const response = await builder.request('DELETE', `/api/projects/${projectId}/`);
    expect(response.statusCode).toBe(409);
    expect(response.json().display_error).toBe('This project has past orders, so it is kept with them. Archive it instead to hide it from your lists.');
  });

  it('waits for a payment in progress, then deletes the project with its expired order', async () => {
    const project = (await builder.post('/api/projects/', { name: 'Quick job', street: '9 Pier', city: 'San Francisco', state: 'CA', postal_code: '94158' })).json();
    const screws = fixture.products.drywallScrews?.variants[0]?.offers[0]?.id ?? '';
    const cart = (await builder.post('/api/ordering/cart/', { project_id: project.id, product_supplier_variant_id: screws, quantity: 1 })).json();
    const session = await builder.post('/api/sandbox/checkout-session/', { project_id: project.id, expected_total_cents: cart.total_cents });
    expect(session.statusCode).toBe(200);
    const waiting = await builder.request('DELETE', `/api/projects/${project.id}/`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('The project has a payment in progress.');
    const sessionId = session.json().session_id;
    await t.app.db.updateTable('payment_sessions').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', sessionId).execute();
    expect((await builder.get(`/api/sandbox/session-status?session_id=${sessionId}`)).json().status).toBe('expired');
    expect((await builder.request('DELETE', `/api/projects/${project.id}/`)).statusCode).toBe(204);
    const left = await t.app.db.selectFrom('orders').select('id').where('project_id', '=', project.id).execute();
    expect(left).toEqual([]);
  });
});
