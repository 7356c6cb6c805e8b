import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../../testing/accounts';
import { applyAndSubmit, COMPLETE_APPLICATION, linkSandboxBank, TATTERSALL } from '../../../testing/credit-helpers';
import { signInOperator } from '../../../testing/operators';
import { startTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';

let t: TestApp;
let builder: TestClient;
let otherBuilder: TestClient;
let operator: TestClient;
let submittedId: string;
let draftId: string;

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  await builder.login('builder@example.com');
  // $4,200 in the bank against $10,000 asked: the rules leave it to an operator.
  const account = (await linkSandboxBank(builder, TATTERSALL)).accounts[0]!;
  submittedId = (await applyAndSubmit(builder, account.id, { requested_limit_cents: 1_000_000 })).application.id;
  otherBuilder = t.client();
  await signUpOtherBuilder(t, otherBuilder);
  draftId = (await otherBuilder.post('/api/preapproval-application', { legal_name: COMPLETE_APPLICATION.legal_name })).json().application.id;
  operator = t.client();
  await signInOperator(t, operator);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/operator/credit-applications/', () => {
  it('lists the queue of submitted applications with the builder’s company, and other statuses on request', async () => {
    const queue = await operator.get('/api/operator/credit-applications/');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual({
      count: 1,
      results: [expect.objectContaining({ id: submittedId, status: 'submitted', company_name: 'Summit Builders', requested_limit_cents: 1_000_000, verified_balance_cents: 420_000 })],
    });
    expect((await operator.get('/api/operator/credit-applications/?status=draft')).json().results.map((row: { id: string }) => row.id)).toEqual([draftId]);
    expect((await operator.get('/api/operator/credit-applications/?status=approved&limit=5&offset=0')).json()).toEqual({ count: 0, results: [] });
  });

  it('names a bad status or page, and answers one application or 404', async () => {
    const bad = await operator.get('/api/operator/credit-applications/?status=pending&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'Use one of draft, submitted, approved, declined.', limit: 'Use a whole number from 1 to 100.' });
    expect((await operator.get(`/api/operator/credit-applications/${submittedId}/`)).json()).toMatchObject({ id: submittedId, company_name: 'Summit Builders' });
    expect((await operator.get(`/api/operator/credit-applications/${randomUUID()}/`)).statusCode).toBe(404);
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    const supplier = t.client();
    await supplier.login('supplier@example.com');
    for (const client of [t.client(), builder, supplier]) {
      expect((await client.get('/api/operator/credit-applications/')).statusCode).toBe(401);
      expect((await client.post(`/api/operator/credit-applications/${submittedId}/decision/`, { decision: 'approve', approved_limit_cents: 500_000 })).statusCode).toBe(401);
    }
  });
});

describe('POST /api/operator/credit-applications/{id}/decision/', () => {
  it('names what a decision lacks', async () => {
    const url = `/api/operator/credit-applications/${submittedId}/decision/`;
    expect((await operator.post(url, { decision: 'approve' })).json().fields).toEqual({ approved_limit_cents: 'Give the approved limit.' });
    expect((await operator.post(url, { decision: 'decline', reason: '  ' })).json().fields).toEqual({ reason: 'Say why, in words the builder reads.' });
    expect((await operator.post(url, { decision: 'maybe' })).json().fields).toEqual({ decision: 'Use approve or decline.' });
    expect((await operator.post(url, { decision: 'approve', approved_limit_cents: 100 })).json().fields).toEqual({ approved_limit_cents: 'Approve at least 1000 dollars.' });
  });

  it('approves with a limit the builder can use, then declines with a reason, each audited', async () => {
    const approved = await operator.post(`/api/operator/credit-applications/${submittedId}/decision/`, { decision: 'approve', approved_limit_cents: 750_000 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', approved_limit_cents: 750_000, decided_by: 'operator', company_name: 'Summit Builders' });
    const companyId = approved.json().company_id as string;
    expect((await builder.get(`/api/preapproval-application?companyId=${companyId}`)).json().credit).toMatchObject({ available_cents: 750_000 });

    const declined = await operator.post(`/api/operator/credit-applications/${submittedId}/decision/`, { decision: 'decline', reason: 'Trade references did not answer.' });
    expect(declined.json()).toMatchObject({ status: 'declined', approved_limit_cents: null, decision_reasons: ['Trade references did not answer.'] });

    const log = (await operator.get(`/api/operator/audit-events/?subject_type=credit_application&subject_id=${submittedId}`)).json();
    expect(log.results.map((event: { action: string; details: Record<string, unknown> }) => [event.action, event.details.from, event.details.to])).toEqual([
      ['credit_application.decline', 'approved', 'declined'],
      ['credit_application.approve', 'submitted', 'approved'],
    ]);
  });

  it('refuses a draft (409) and an unknown id (404)', async () => {
    const draft = await operator.post(`/api/operator/credit-applications/${draftId}/decision/`, { decision: 'approve', approved_limit_cents: 500_000 });
    expect(draft.statusCode).toBe(409);
    expect((await operator.post(`/api/operator/credit-applications/${randomUUID()}/decision/`, { decision: 'approve', approved_limit_cents: 500_000 })).statusCode).toBe(404);
  });
});
