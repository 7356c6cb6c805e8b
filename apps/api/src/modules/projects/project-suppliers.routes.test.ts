import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';
import { setApprovalStatus } from '../supplier-approval/supplier-approval.repository';

let w: OrderWorld;
const url = (projectId: string) => `/api/projects/${projectId}/suppliers/`;

beforeAll(async () => {
  w = await startOrderWorld();
});
afterAll(async () => {
  await w.t.close();
});

describe('GET /api/projects/{id}/suppliers/', () => {
  it('names the suppliers delivering to the project’s site, by name; a site nobody serves has none', async () => {
    const missionBay = await w.builder.get(url(w.fixture.projects.missionBay));
    expect(missionBay.statusCode).toBe(200);
    expect(missionBay.json()).toEqual({
      results: [
        { id: w.fixture.companies.granite, name: 'Granite Supply Inc.' },
        { id: w.fixture.companies.northwind, name: 'Northwind Lumber Co.' },
      ],
    });
    // Brooklyn: only Faraway's service area is near, and it is not 112.
    expect((await w.builder.get(url(w.fixture.projects.brooklyn))).json()).toEqual({ results: [] });
  });

  it('leaves out a supplier that is not selling on the marketplace at the moment', async () => {
    await setApprovalStatus(w.t.app.db, w.fixture.companies.granite, 'suspended', nowIso());
    try {
      expect((await w.builder.get(url(w.fixture.projects.missionBay))).json().results.map((supplier: { name: string }) => supplier.name)).toEqual(['Northwind Lumber Co.']);
    } finally {
      await setApprovalStatus(w.t.app.db, w.fixture.companies.granite, 'approved', nowIso());
    }
  });

  it('answers 404 for another company’s project, 400 for an id that cannot be one, 401 signed out, 403 to suppliers and receivers', async () => {
    expect((await w.builder.get(url(w.fixture.projects.otherCompany))).statusCode).toBe(404);
    expect((await w.otherBuilder.get(url(w.fixture.projects.missionBay))).statusCode).toBe(404);
    const bad = await w.builder.get(url('x'.repeat(80)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
    expect((await w.signedOut.get(url(w.fixture.projects.missionBay))).statusCode).toBe(401);
    expect((await w.northwind.get(url(w.fixture.projects.missionBay))).statusCode).toBe(403);
    expect((await w.receiver.get(url(w.fixture.projects.missionBay))).statusCode).toBe(403);
  });
});
