import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../testing/operators';
import { refusedFields, unknownParameter } from '../../../testing/refused-fields';
import type { TestClient } from '../../../testing/test-client';
import type { Order } from '@marketplace/contracts';
import { startOrderWorld } from '../../orders/order-test-world';
import type { OrderWorld } from '../../orders/order-test-world';

let world: OrderWorld;
let operator: TestClient;
let order: Order;

beforeAll(async () => {
  world = await startOrderWorld();
  order = await world.placeOrder();
  operator = world.t.client();
  await signInOperator(world.t, operator);
});
afterAll(async () => {
  await world.t.close();
});

describe('GET /api/operator/orders/', () => {
  it('finds every builder’s orders by number, buyer name and status', async () => {
    const all = await operator.get('/api/operator/orders/');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({
      count: 1,
      results: [
        {
          id: order.id,
          number: order.number,
          status: 'placed',
          payment_method: 'card',
          payment_status: 'paid',
          currency: 'USD',
          total_cents: order.total_cents,
          buyer_company: { id: order.buyer_company.id, name: 'Summit Builders' },
          project: { id: order.project.id, name: 'Mission Bay Townhomes' },
          purchase_orders_count: 2,
          created_at: expect.any(String),
          placed_at: order.placed_at,
        },
      ],
    });
    expect((await operator.get(`/api/operator/orders/?number=${order.number.slice(-3)}`)).json().count).toBe(1);
    expect((await operator.get('/api/operator/orders/?company=summit&status=placed')).json().count).toBe(1);
    expect((await operator.get('/api/operator/orders/?company=northwind')).json().count).toBe(0);
    expect((await operator.get('/api/operator/orders/?status=completed')).json().count).toBe(0);
  });

  it('names a bad status, page or parameter', async () => {
    expect(await refusedFields(operator, '/api/operator/orders/?status=shipped&offset=-1&sort=number')).toEqual({
      status: 'Use one of pending_payment, placed, in_progress, completed, cancelled.',
      offset: 'Use a whole number of 0 or more.',
      sort: unknownParameter('limit', 'offset', 'number', 'company', 'status'),
    });
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    for (const client of [world.signedOut, world.builder, world.northwind]) {
      expect((await client.get('/api/operator/orders/')).statusCode).toBe(401);
      expect((await client.get('/api/operator/purchase-orders/')).statusCode).toBe(401);
    }
  });
});

describe('GET /api/operator/purchase-orders/', () => {
  it('finds every supplier’s purchase orders by number, supplier or buyer name, and status', async () => {
    const all = (await operator.get('/api/operator/purchase-orders/')).json();
    expect(all.count).toBe(2);
    expect(all.results.map((po: { supplier_company: { name: string } }) => po.supplier_company.name).sort()).toEqual(['Granite Supply Inc.', 'Northwind Lumber Co.']);
    const granite = (await operator.get('/api/operator/purchase-orders/?company=granite')).json();
    expect(granite.results).toEqual([
      expect.objectContaining({ order_id: order.id, order_number: order.number, status: 'submitted', buyer_company: { id: order.buyer_company.id, name: 'Summit Builders' } }),
    ]);
    const poNumber = granite.results[0].number as string;
    expect((await operator.get(`/api/operator/purchase-orders/?number=${encodeURIComponent(poNumber)}`)).json().results.map((po: { number: string }) => po.number)).toEqual([poNumber]);
    // The order's number finds both of its purchase orders; the buyer's name too.
    expect((await operator.get(`/api/operator/purchase-orders/?number=${order.number}`)).json().count).toBe(2);
    expect((await operator.get('/api/operator/purchase-orders/?company=summit&status=submitted&limit=1')).json()).toMatchObject({ count: 2, results: [expect.anything()] });
    expect((await operator.get('/api/operator/purchase-orders/?status=delivered')).json().count).toBe(0);
  });

  it('names a bad status', async () => {
    expect(await refusedFields(operator, '/api/operator/purchase-orders/?status=placed')).toEqual({
      status: 'Use one of submitted, accepted, partially_delivered, delivered, cancelled.',
    });
  });
});
