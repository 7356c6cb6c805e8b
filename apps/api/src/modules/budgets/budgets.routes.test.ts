import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCompanyMember } from '../../testing/company-members';
import { fillCart } from '../../testing/checkout-helpers';
import { deliverLine, moveLine } from '../../testing/money-helpers';
import type { TestClient } from '../../testing/test-client';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

let w: OrderWorld;
let projectId: string;
let buyer: TestClient;
let admin: TestClient;
let drywallCategory: string;

const budgetOf = async (client: TestClient) => (await client.get(`/api/projects/${projectId}/budget/`)).json();
const setBudget = (client: TestClient, body: unknown) => client.put(`/api/projects/${projectId}/budget/`, body);

beforeAll(async () => {
  w = await startOrderWorld();
  projectId = w.fixture.projects.missionBay;
  buyer = (await signInCompanyMember(w.t, 'buyer')).client;
  admin = (await signInCompanyMember(w.t, 'admin')).client;
  drywallCategory = (await w.t.app.db.selectFrom('categories').select('id').where('slug', '=', 'drywall').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await w.t.close();
});

describe('a project budget', () => {
  it('shows what orders committed, moves a receipt to delivered and releases a cancelled line', async () => {
    expect(await budgetOf(buyer)).toMatchObject({ amount_cents: null, committed_cents: 0, delivered_cents: 0, remaining_cents: null });
    const set = await setBudget(admin, { amount_cents: 5_000_000, categories: [{ category_id: drywallCategory, amount_cents: 1_000_000 }] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ amount_cents: 5_000_000, remaining_cents: 5_000_000, by_category: [expect.objectContaining({ category_id: drywallCategory, budget_cents: 1_000_000, remaining_cents: 1_000_000 })] });

    const order = await w.placeOrder();
    const placed = await budgetOf(buyer);
    const goods = order.purchase_orders.reduce((sum, po) => sum + po.line_items.reduce((inner, line) => inner + line.line_total_cents, 0), 0);
    expect(placed).toMatchObject({ committed_cents: goods, delivered_cents: 0, remaining_cents: 5_000_000 - goods });
    expect(placed.by_supplier.map((supplier: { name: string }) => supplier.name).sort()).toEqual([GRANITE, NORTHWIND].sort());

    const compound = purchaseOrderOf(order, GRANITE).line_items[0]!;
    await deliverLine(w.granite, w.receiver, compound.id, compound.quantity);
    const screws = purchaseOrderOf(order, NORTHWIND).line_items[0]!;
    await moveLine(w.northwind, screws.id, { status: 'cancelled' });
    const after = await budgetOf(buyer);
    expect(after).toMatchObject({
      delivered_cents: compound.line_total_cents,
      committed_cents: goods - compound.line_total_cents - screws.line_total_cents,
      remaining_cents: 5_000_000 - goods + screws.line_total_cents,
    });

    const csv = await buyer.get(`/api/projects/${projectId}/budget.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('Part,Name,Budget,Committed,Delivered,Remaining,Currency');
    expect(csv.body).toContain('Project,');
    expect(csv.body).toContain(`Supplier,${GRANITE}`);

    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'project.budget', subject_id: projectId }));
  });

  it('asks approval of an order that would take the project over its budget, except from the owner', async () => {
    const spent = await budgetOf(buyer);
    const cart = await fillCart(buyer, projectId, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity: 2 }]);
    expect((await setBudget(admin, { amount_cents: spent.committed_cents + spent.delivered_cents + cart.total_cents - 1 })).statusCode).toBe(200);
    const refused = await buyer.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'approval_required', display_error: expect.stringContaining('Over the project’s budget') });
    await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
    expect((await w.builder.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents })).statusCode).toBe(200);
    // The company may let budgets warn only.
    await w.builder.put('/api/company/purchasing-settings/', { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: false });
    expect((await buyer.post('/api/sandbox/checkout-session/', { project_id: projectId, expected_total_cents: cart.total_cents })).statusCode).toBe(200);
  });
});

describe('who may call', () => {
  it('lets members read and owners or admins set; refuses others, another company’s project and bad input by field', async () => {
    expect((await setBudget(buyer, { amount_cents: 1 })).statusCode).toBe(403);
    for (const client of [w.receiver, w.northwind]) {
      expect((await client.get(`/api/projects/${projectId}/budget/`)).statusCode).toBe(403);
      expect((await setBudget(client, { amount_cents: 1 })).statusCode).toBe(403);
    }
    expect((await w.signedOut.get(`/api/projects/${projectId}/budget/`)).statusCode).toBe(401);
    expect((await w.otherBuilder.get(`/api/projects/${projectId}/budget/`)).statusCode).toBe(404);
    expect((await w.otherBuilder.put(`/api/projects/${projectId}/budget/`, { amount_cents: 1 })).statusCode).toBe(404);
    const cases: [unknown, string][] = [
      [{ amount_cents: -1 }, 'amount_cents'],
      [{ amount_cents: 1.5 }, 'amount_cents'],
      [{ amount_cents: 100, categories: [{ category_id: drywallCategory, amount_cents: 101 }] }, 'categories'],
      [{ amount_cents: 100, categories: [{ category_id: 'no-such-category', amount_cents: 1 }] }, 'categories'],
    ];
    for (const [body, field] of cases) {
      const response = await setBudget(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
  });
});
