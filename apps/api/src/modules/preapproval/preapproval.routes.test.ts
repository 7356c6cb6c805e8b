import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditApplicationsCommand, creditDecisionCommand } from '../../cli/credit-commands';
import { UsageError } from '../../cli/exit-with-error';
import { signUpOtherBuilder } from '../../testing/accounts';
import {applyAndSubmit, COMPLETE_APPLICATION, linkSandboxBank, PLATYPUS, TATTERSALL } from '../../testing/credit-helpers';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import { decideByRules } from './credit-rules';

let t: TestApp;
let builder: TestClient;
let supplier: TestClient;
let otherBuilder: TestClient;
let signedOut: TestClient;
let companyId: string;
let otherCompanyId: string;
let checkingId: string;

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  supplier = t.client();
  otherBuilder = t.client();
  signedOut = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await signUpOtherBuilder(t, otherBuilder);
  companyId = (await builder.get('/api/users/me/')).json().company.id;
  otherCompanyId = (await otherBuilder.get('/api/users/me/')).json().company.id;
});
afterAll(async () => {
  await t.close();
});

const current = (client: TestClient, id = companyId) => client.get(`/api/preapproval-application?companyId=${id}`);

describe('the pre-approval rules', () => {
  it('approves what the balance covers, declines under 10% or under a year, and leaves the rest to an operator', () => {
    expect(decideByRules({ requestedLimitCents: 5_000_000, verifiedBalanceCents: 25_000_000, yearsInBusiness: 3 })).toMatchObject({ status: 'approved', approvedLimitCents: 5_000_000 });
    expect(decideByRules({ requestedLimitCents: 5_000_000, verifiedBalanceCents: 420_000, yearsInBusiness: 3 }).status).toBe('declined');
    expect(decideByRules({ requestedLimitCents: 5_000_000, verifiedBalanceCents: 25_000_000, yearsInBusiness: 0 }).status).toBe('declined');
    expect(decideByRules({ requestedLimitCents: 1_000_000, verifiedBalanceCents: 420_000, yearsInBusiness: 3 }).status).toBe('review');
  });
});

describe('GET /api/preapproval-application', () => {
  it('answers no application and no credit before the first one, with companyId or company_id', async () => {
    const response = await current(builder);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ application: null, credit: { approved_limit_cents: 0, used_cents: 0, available_cents: 0, currency: 'USD' } });
    expect((await builder.get(`/api/preapproval-application?company_id=${companyId}`)).statusCode).toBe(200);
  });

  it('names the missing company (400), hides another company (404), refuses the signed out (401) and suppliers (403)', async () => {
    const missing = await builder.get('/api/preapproval-application');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('company_id');
    expect((await current(builder, otherCompanyId)).statusCode).toBe(404);
    expect((await current(signedOut)).statusCode).toBe(401);
    expect((await current(supplier)).statusCode).toBe(403);
  });
});

describe('POST and PUT /api/preapproval-application: drafts, resuming, submitting', () => {
  let applicationId: string;

  it('starts a draft with the first step’s fields', async () => {
    const response = await builder.post('/api/preapproval-application', { legal_name: 'Summit Builders LLC', ein: '123456789', step: 'financials' });
    expect(response.statusCode).toBe(200);
    const { application } = response.json();
    expect(application).toMatchObject({ status: 'draft', step: 'financials', legal_name: 'Summit Builders LLC', ein: '12-3456789', requested_limit_cents: null, decision_reasons: [] });
    applicationId = application.id;
    expect((await current(builder)).json().application.id).toBe(applicationId);
  });

  it('refuses a second application while one is in progress (409)', async () => {
    const response = await builder.post('/api/preapproval-application', {});
    expect(response.statusCode).toBe(409);
  });

  it('saves each step and resumes where it was left', async () => {
    const saved = await builder.put(`/api/preapproval-application/${applicationId}`, { years_in_business: 6, annual_revenue_cents: 450_000_000, step: 'limit' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().application).toMatchObject({ legal_name: 'Summit Builders LLC', years_in_business: 6, step: 'limit', status: 'draft' });
    expect((await current(builder)).json().application).toMatchObject({ step: 'limit', annual_revenue_cents: 450_000_000 });
  });

  it('names bad fields (400): a short EIN, a limit too small, an account of nobody', async () => {
    const bad = await builder.put(`/api/preapproval-application/${applicationId}`, { ein: '12', requested_limit_cents: 50 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['ein', 'requested_limit_cents']);
    const account = await builder.put(`/api/preapproval-application/${applicationId}`, { bank_account_id: 'not-an-account' });
    expect(account.statusCode).toBe(400);
    expect(account.json().fields).toEqual({ bank_account_id: 'Choose one of your linked bank accounts.' });
  });

  it('refuses to submit an incomplete application, naming what is missing', async () => {
    const response = await builder.put(`/api/preapproval-application/${applicationId}`, { submit: true });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['bank_account_id', 'contact_email', 'contact_name', 'contact_phone', 'requested_limit_cents']);
    expect((await current(builder)).json().application.status).toBe('draft');
  });

  it('hides another company’s application (404) and refuses the signed out (401) and suppliers (403)', async () => {
    expect((await otherBuilder.put(`/api/preapproval-application/${applicationId}`, { legal_name: 'Taken' })).statusCode).toBe(404);
    expect((await signedOut.put(`/api/preapproval-application/${applicationId}`, { legal_name: 'Taken' })).statusCode).toBe(401);
    expect((await supplier.put(`/api/preapproval-application/${applicationId}`, { legal_name: 'Taken' })).statusCode).toBe(403);
    expect((await signedOut.post('/api/preapproval-application', {})).statusCode).toBe(401);
    expect((await supplier.post('/api/preapproval-application', {})).statusCode).toBe(403);
    const badBody = await builder.post('/api/preapproval-application', { years_in_business: 'many' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().fields).toHaveProperty('years_in_business');
  });

  it('submits with a linked account: the balance covers the limit, so the rules approve it', async () => {
    const linked = await linkSandboxBank(builder, PLATYPUS);
    checkingId = linked.accounts[0]!.id;
    const { legal_name: _name, ein: _ein, years_in_business: _years, annual_revenue_cents: _revenue, ...rest } = COMPLETE_APPLICATION;
    const response = await builder.put(`/api/preapproval-application/${applicationId}`, { ...rest, bank_account_id: checkingId, step: 'review', submit: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      application: { status: 'approved', approved_limit_cents: 5_000_000, verified_balance_cents: 25_000_000, decided_by: 'rules' },
      credit: { approved_limit_cents: 5_000_000, used_cents: 0, available_cents: 5_000_000 },
    });
    expect(response.json().application.decision_reasons[0]).toMatch(/covers the requested limit/);
    const again = await builder.put(`/api/preapproval-application/${applicationId}`, { legal_name: 'Changed' });
    expect(again.statusCode).toBe(409);
    expect((await builder.post('/api/preapproval-application', {})).statusCode).toBe(409);
  });
});

describe('GET /api/verify-business-balance', () => {
  it('reads the linked balance now and compares it with the requested limit', async () => {
    const response = await builder.get('/api/verify-business-balance');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ bank_account_id: checkingId, balance_cents: 25_000_000, currency: 'USD', requested_limit_cents: 5_000_000, covers_requested_limit: true });
  });

  it('says when no bank is linked (409), hides another company’s account (404), refuses the signed out and suppliers', async () => {
    const fresh = t.client();
    await signUpOtherBuilder(t, fresh, 'third@framing.test', 'Third Framing LLC');
    const none = await fresh.get('/api/verify-business-balance');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('no_linked_bank');
    expect((await otherBuilder.get(`/api/verify-business-balance?bank_account_id=${checkingId}`)).statusCode).toBe(404);
    expect((await signedOut.get('/api/verify-business-balance')).statusCode).toBe(401);
    expect((await supplier.get('/api/verify-business-balance')).statusCode).toBe(403);
    const bad = await builder.get(`/api/verify-business-balance?bank_account_id=${'x'.repeat(80)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('bank_account_id');
  });
});

describe('declines, operator review and the operator command', () => {
  let lines: string[];
  const ctx = () => ({ db: t.app.db, print: (line: string) => lines.push(line) });

  it('declines with reasons when the balance is under 10% of the ask', async () => {
    const account = (await linkSandboxBank(otherBuilder, TATTERSALL)).accounts[0]!;
    const declined = await applyAndSubmit(otherBuilder, account.id, { requested_limit_cents: 10_000_000 });
    expect(declined.application).toMatchObject({ status: 'declined', approved_limit_cents: null, decided_by: 'rules' });
    expect(declined.application.decision_reasons[0]).toMatch(/less than 10% of the requested limit of \$100,000/);
    expect(declined.credit.available_cents).toBe(0);
  });

  it('leaves a partly covered request submitted; the operator approves it with a limit', async () => {
    const account = (await otherBuilder.get('/api/bank-enrollment/accounts')).json().accounts[0];
    const review = await applyAndSubmit(otherBuilder, account.id, { requested_limit_cents: 1_000_000 });
    expect(review.application).toMatchObject({ status: 'submitted', decided_by: null });
    expect(review.application.decision_reasons[0]).toMatch(/reviews the application/);

    // The operator's review queue shows it, with what was asked and the verified balance.
    lines = [];
    await creditApplicationsCommand(ctx(), {});
    expect(lines[0]).toMatch(new RegExp(`^${review.application.id}  Other Framing LLC  \\d{4}-`));
    expect(lines[2]).toBe('    requested $10,000.00, verified balance $4,200.00, approved —');
    expect(lines.at(-1)).toBe('1 application.');
    lines = [];
    await creditApplicationsCommand(ctx(), { status: 'declined' });
    expect(lines.at(-1)).toBe('1 application.');
    await expect(creditApplicationsCommand(ctx(), { status: 'pending' })).rejects.toThrow(/--status must be one of/);

    lines = [];
    await creditDecisionCommand(ctx(), { company: 'Other Framing LLC', approve: true, limit: '7,500' });
    expect(lines).toEqual([`Application ${review.application.id} approved with a limit of $7,500.`]);
    expect((await current(otherBuilder, otherCompanyId)).json()).toMatchObject({
      application: { status: 'approved', approved_limit_cents: 750_000, decided_by: 'operator' },
      credit: { available_cents: 750_000 },
    });

    lines = [];
    await creditDecisionCommand(ctx(), { application: review.application.id, decline: true, reason: 'Trade references did not answer.' });
    expect(lines).toEqual([`Application ${review.application.id} declined.`]);
    expect((await current(otherBuilder, otherCompanyId)).json()).toMatchObject({
      application: { status: 'declined', decision_reasons: ['Trade references did not answer.'] },
      credit: { available_cents: 0 },
    });
  });

  it('refuses usage mistakes', async () => {
    await expect(creditDecisionCommand(ctx(), { company: otherCompanyId })).rejects.toBeInstanceOf(UsageError);
    await expect(creditDecisionCommand(ctx(), { company: otherCompanyId, approve: true })).rejects.toThrow(/--limit/);
    await expect(creditDecisionCommand(ctx(), { company: otherCompanyId, decline: true })).rejects.toThrow(/--reason/);
    await expect(creditDecisionCommand(ctx(), { application: 'nope', approve: true, limit: '100' })).rejects.toThrow(/does not exist/);
    await expect(creditDecisionCommand(ctx(), { company: 'Nobody Inc', approve: true, limit: '100' })).rejects.toThrow(/No builder company named/);
  });
});
