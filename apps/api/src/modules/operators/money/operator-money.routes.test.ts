import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKING_DETAILS, deliverLine, expectLedgerBalanced, moveLine } from '../../../testing/money-helpers';
import { signInOperator } from '../../../testing/operators';
import type { TestClient } from '../../../testing/test-client';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../../orders/order-test-world';
import type { OrderWorld } from '../../orders/order-test-world';

let w: OrderWorld;
let operator: TestClient;

beforeAll(async () => {
  w = await startOrderWorld();
  operator = w.t.client();
  await signInOperator(w.t, operator);
});
afterAll(async () => {
  await w.t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('the operator’s money console', () => {
  it('refuses the signed out and every builder or supplier session, whatever the route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/refunds/'],
      ['GET', '/api/operator/payouts/'],
      ['POST', '/api/operator/payout_runs/'],
      ['GET', '/api/operator/reconciliation/'],
      ['GET', '/api/operator/money_settings/'],
      ['PATCH', '/api/operator/money_settings/', { commission_basis_points: 100 }],
      ['GET', '/api/operator/commission_overrides/'],
    ];
    for (const client of [w.signedOut, w.builder, w.northwind, w.receiver]) {
      for (const [method, url, body] of routes) {
        const response = await client.request(method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    const settings = (await operator.get('/api/operator/money_settings/')).json();
    expect(settings).toEqual({ commission_basis_points: 500, payout_holding_days: 14 });
  });

  it('shows a $ refund and a payout, reconciles the day to zero, and audits what the operator changed', async () => {
    expect((await w.granite.post('/api/supplier/', BANKING_DETAILS)).statusCode).toBe(200);
    const order = await w.placeOrder();
    const cancelled = purchaseOrderOf(order, NORTHWIND).line_items[0]!;
    await moveLine(w.northwind, cancelled.id, { status: 'cancelled' });
    const delivered = purchaseOrderOf(order, GRANITE).line_items[0]!;
    await deliverLine(w.granite, w.receiver, delivered.id, delivered.quantity);
    await w.t.app.jobs.drain();

    const refunds = (await operator.get('/api/operator/refunds/?status=succeeded')).json();
    expect(refunds.results).toContainEqual(expect.objectContaining({ order_id: order.id, amount_cents: cancelled.line_total_cents, status: 'succeeded' }));
    const run = (await operator.post('/api/operator/payout_runs/')).json();
    expect(run.payouts).toBe(1);
    await expectLedgerBalanced(w.t);

    const payouts = (await operator.get(`/api/operator/payouts/?supplier_company_id=${purchaseOrderOf(order, GRANITE).supplier_company_id}`)).json();
    expect(payouts.results[0]).toMatchObject({ status: 'paid', gross_cents: delivered.line_total_cents });
    const statement = await operator.get(`/api/operator/payouts/${payouts.results[0].id}/statement.pdf`);
    expect(statement.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await operator.get('/api/operator/payouts/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);

    const report = (await operator.get(`/api/operator/reconciliation/?from=${today()}&to=${today()}`)).json();
    expect(report).toMatchObject({ balanced: true, unbalanced_transactions: 0, held_mismatches: [] });
    const [day] = report.days;
    expect(day.charges).toBe(day.refunds + day.payouts + day.commission + day.held_change);
    expect(day.refunds).toBe(cancelled.line_total_cents);
    expect(day.charges).toBeGreaterThanOrEqual(order.total_cents);
    expect(day.difference_cents).toBe(0);

    const changed = await operator.request('PATCH', '/api/operator/money_settings/', { payout_holding_days: 7 });
    expect(changed.json()).toEqual({ commission_basis_points: 500, payout_holding_days: 7 });
    const audit = (await operator.get('/api/operator/audit-events/')).json();
    const actions = (audit.results as { action: string }[]).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['payouts.run', 'money_settings.update']));
  });

  it('names the field of bad input (400) and answers unknown suppliers and categories with 404', async () => {
    const tooHigh = await operator.put('/api/operator/commission_overrides/', { scope: 'supplier', scope_id: purchaseOrderOf(await w.placeOrder(), GRANITE).supplier_company_id, commission_basis_points: 9000 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().fields).toEqual({ commission_basis_points: 'A rate above 50% is not allowed.' });
    const badScope = await operator.put('/api/operator/commission_overrides/', { scope: 'brand', scope_id: 'x', commission_basis_points: 100 });
    expect(badScope.statusCode).toBe(400);
    const unknown = await operator.put('/api/operator/commission_overrides/', { scope: 'category', scope_id: '00000000-0000-4000-8000-000000000000', commission_basis_points: 100 });
    expect(unknown.statusCode).toBe(404);
    const negative = await operator.request('PATCH', '/api/operator/money_settings/', { payout_holding_days: -1 });
    expect(negative.statusCode).toBe(400);
    const unknownField = await operator.request('PATCH', '/api/operator/money_settings/', { rate: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect((await operator.get('/api/operator/reconciliation/?from=yesterday')).statusCode).toBe(400);
    expect((await operator.get('/api/operator/refunds/?status=lost')).statusCode).toBe(400);
  });
});
