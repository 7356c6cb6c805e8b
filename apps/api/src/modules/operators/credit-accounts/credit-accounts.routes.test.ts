import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart } from '../../../testing/checkout-helpers';
import { applyAndSubmit, linkSandboxBank } from '../../../testing/credit-helpers';
import { expectLedgerBalanced, readOrder } from '../../../testing/money-helpers';
import { signInOperator } from '../../../testing/operators';
import type { TestClient } from '../../../testing/test-client';
import { reconcile } from '../../ledger/reconciliation';
import { startOrderWorld } from '../../orders/order-test-world';
import type { OrderWorld } from '../../orders/order-test-world';

let w: OrderWorld;
let operator: TestClient;
let companyId: string;

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  w = await startOrderWorld();
  operator = w.t.client();
  await signInOperator(w.t, operator);
  await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
  const linked = await linkSandboxBank(w.builder);
  const decided = await applyAndSubmit(w.builder, linked.accounts[0]!.id, { requested_limit_cents: 100_000 });
  expect(decided.application.status).toBe('approved');
  companyId = decided.application.company_id as string;
});
afterAll(async () => {
  await w.t.close();
});

/** Places an order on credit terms and answers its total. */
async function placeOnTerms(): Promise<number> {
  const cart = await fillCart(w.builder, w.fixture.projects.missionBay, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity: 2 }]);
  const created = await w.builder.post('/api/create_order', { project_id: w.fixture.projects.missionBay, expected_total_cents: cart.total_cents });
  expect(created.statusCode).toBe(200);
  const id = created.json().id as string;
  expect((await w.builder.post(`/api/finalize_an_order/${id}`)).statusCode).toBe(200);
  return (await readOrder(w.builder, id)).total_cents;
}

const account = async () => (await operator.get(`/api/operator/credit-accounts/${companyId}/`)).json();
const builderCredit = async () => (await w.builder.get(`/api/preapproval-application?company_id=${companyId}`)).json().credit as { used_cents: number; available_cents: number };
const repay = (body: Record<string, unknown>) => operator.post(`/api/operator/credit-accounts/${companyId}/repayments/`, { received_on: today(), ...body });

describe('credit accounts in the operator console', () => {
  it('refuses the signed out and every builder or supplier session', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/operator/credit-accounts/'],
      ['GET', `/api/operator/credit-accounts/${companyId}/`],
      ['POST', `/api/operator/credit-accounts/${companyId}/repayments/`, { amount_cents: 100, bank_reference: 'T-1', received_on: today() }],
    ];
    for (const client of [w.signedOut, w.builder, w.northwind, w.receiver, w.otherBuilder]) {
      for (const [method, url, body] of routes) {
        expect((await client.request(method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    const rows = await w.t.app.db.selectFrom('credit_repayments').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('records a repayment: the balance owed goes down, the builder may draw again, the ledger books it once and the action is audited', async () => {
    const total = await placeOnTerms();
    const before = await account();
    expect(before.account).toMatchObject({ company_id: companyId, approved_limit_cents: 100_000, owed_cents: total, available_cents: 100_000 - total, last_repaid_on: null });
    const listed = (await operator.get('/api/operator/credit-accounts/')).json();
    expect(listed.results).toContainEqual(expect.objectContaining({ company_id: companyId, owed_cents: total }));

    const response = await repay({ amount_cents: 1_000, bank_reference: ' ACH 0001 ', note: 'Partial' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ company_id: companyId, amount_cents: 1_000, bank_reference: 'ACH 0001', received_on: today(), note: 'Partial' });

    const after = await account();
    expect(after.account).toMatchObject({ owed_cents: total - 1_000, available_cents: 100_000 - total + 1_000, last_repaid_on: today() });
    expect(after.repayments).toEqual([expect.objectContaining({ bank_reference: 'ACH 0001', amount_cents: 1_000 })]);
    expect(await builderCredit()).toMatchObject({ used_cents: total - 1_000, available_cents: 100_000 - total + 1_000 });

    const day = (await reconcile(w.t.app.db, today(), today())).days.find((entry) => entry.day === today());
    expect(day?.creditRepaid).toBe(1_000);
    await expectLedgerBalanced(w.t);
    const audit = (await operator.get('/api/operator/audit-events/')).json();
    expect(audit.results).toContainEqual(expect.objectContaining({ action: 'credit_repayment.record', subject_id: companyId }));
  });

  it('records a bank reference once per company, and never more than is owed', async () => {
    const owed = (await account()).account.owed_cents as number;
    expect(owed).toBeGreaterThan(0);
    const again = await repay({ amount_cents: 10, bank_reference: 'ACH 0001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ bank_reference: expect.stringContaining('ACH 0001') });

    const tooMuch = await repay({ amount_cents: owed + 1, bank_reference: 'ACH 0002' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().fields.amount_cents).toMatch(/owes \$/);
    expect((await account()).account.owed_cents).toBe(owed);
    await expectLedgerBalanced(w.t);
  });

  it('takes parallel repayments one after the other: together they never pay more than is owed, and one reference books once', async () => {
    const owed = (await account()).account.owed_cents as number;
    const sameAmount = await Promise.all(Array.from({ length: 8 }, (_, index) => repay({ amount_cents: owed, bank_reference: `WIRE-${index}` })));
    expect(sameAmount.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await account()).account.owed_cents).toBe(0);

    await placeOnTerms();
    const sameReference = await Promise.all(Array.from({ length: 8 }, () => repay({ amount_cents: 5, bank_reference: 'CHECK-77' })));
    expect(sameReference.filter((response) => response.statusCode === 201)).toHaveLength(1);
    const rows = await w.t.app.db.selectFrom('credit_repayments').select('id').where('bank_reference', '=', 'CHECK-77').execute();
    expect(rows).toHaveLength(1);
    await expectLedgerBalanced(w.t);
  });

  it('names the field of bad input, and refuses a date after today', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_cents: 0, bank_reference: 'A' }, 'amount_cents'],
      [{ amount_cents: -5, bank_reference: 'A' }, 'amount_cents'],
      [{ amount_cents: 1.5, bank_reference: 'A' }, 'amount_cents'],
      [{ amount_cents: '100', bank_reference: 'A' }, 'amount_cents'],
      [{ amount_cents: 100, bank_reference: '   ' }, 'bank_reference'],
      [{ amount_cents: 100 }, 'bank_reference'],
      [{ amount_cents: 100, bank_reference: 'A', received_on: '2026-02-30' }, 'received_on'],
      [{ amount_cents: 100, bank_reference: 'A', received_on: '2999-01-01' }, 'received_on'],
      [{ amount_cents: 100, bank_reference: 'A', note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await repay(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await operator.get('/api/operator/credit-accounts/?limit=0')).statusCode).toBe(400);
  });

  it('answers 404 for a company without credit, a supplier, or one that does not exist', async () => {
    const supplierId = (await w.t.app.db.selectFrom('companies').select('id').where('company_type', '=', 'supplier').executeTakeFirstOrThrow()).id;
    const otherId = (await w.t.app.db.selectFrom('companies').select('id').where('name', '=', 'Other Framing LLC').executeTakeFirstOrThrow()).id;
    for (const id of [supplierId, otherId, 'no-such-company']) {
      expect((await operator.get(`/api/operator/credit-accounts/${id}/`)).statusCode).toBe(404);
      expect((await operator.post(`/api/operator/credit-accounts/${id}/repayments/`, { amount_cents: 1, bank_reference: 'X', received_on: today() })).statusCode).toBe(404);
    }
    const listed = (await operator.get('/api/operator/credit-accounts/?search=other framing')).json();
    expect(listed).toEqual({ count: 0, results: [] });
  });
});
