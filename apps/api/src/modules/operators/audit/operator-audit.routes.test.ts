import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, signInOperator } from '../../../testing/operators';
import type { TestOperator } from '../../../testing/operators';
import { startTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';
import { recordOperatorAction } from '../operator-audit';

let t: TestApp;
let operator: TestClient;
let olive: TestOperator;
let other: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  operator = t.client();
  olive = await signInOperator(t, operator);
  other = await createTestOperator(t, 'Otto Other');
});
afterAll(async () => {
  await t.close();
});

describe('recordOperatorAction', () => {
  it('writes nothing when the action’s transaction rolls back', async () => {
    const subjectId = randomUUID();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordOperatorAction(trx, { operatorId: olive.id, action: 'brand.create', subjectType: 'brand', subjectId });
        throw new Error('The action failed.');
      }),
    ).rejects.toThrow('The action failed.');
    expect((await operator.get(`/api/operator/audit-events/?subject_id=${subjectId}`)).json().count).toBe(0);
  });
});

describe('GET /api/operator/audit-events/', () => {
  it('lists what operators did, newest first, by operator and by subject', async () => {
    const supplierId = randomUUID();
    await recordOperatorAction(t.app.db, { operatorId: other.id, action: 'supplier.suspend', subjectType: 'supplier', subjectId: supplierId, details: { reason: 'Late deliveries.' } });
    const all = (await operator.get('/api/operator/audit-events/')).json();
    expect(all.results[0]).toEqual({
      id: expect.any(String),
      operator: { id: other.id, email: other.email, name: 'Otto Other' },
      action: 'supplier.suspend',
      subject_type: 'supplier',
      subject_id: supplierId,
      details: { reason: 'Late deliveries.' },
      created_at: expect.any(String),
    });
    const olives = (await operator.get(`/api/operator/audit-events/?operator_id=${olive.id}`)).json();
    expect(olives.results.map((event: { action: string }) => event.action)).toEqual(['operator.sign_in']);
    expect((await operator.get('/api/operator/audit-events/?subject_type=supplier&limit=1')).json()).toMatchObject({ count: 1, results: [{ subject_id: supplierId }] });
  });

  it('names a bad filter', async () => {
    const response = await operator.get('/api/operator/audit-events/?operator_id=olive&subject_type=Supplier!');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ operator_id: 'This is not a valid operator id.', subject_type: 'Use a subject type such as supplier or brand.' });
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    expect((await t.client().get('/api/operator/audit-events/')).statusCode).toBe(401);
    for (const email of ['builder@example.com', 'supplier@example.com']) {
      const user = t.client();
      await user.login(email);
      expect((await user.get('/api/operator/audit-events/')).statusCode).toBe(401);
    }
  });
});
