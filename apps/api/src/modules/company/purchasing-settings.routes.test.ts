import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { signInCompanyMember } from '../../testing/company-members';
import type { SignedInCompanyMember } from '../../testing/company-members';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let owner: TestClient;
let admin: SignedInCompanyMember;
let buyer: SignedInCompanyMember;
let other: TestClient;

const DEFAULTS = { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true, updated_at: null };

async function settingsEvents(companyId: string) {
  const rows = await t.app.db
    .selectFrom('company_audit_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('action', '=', 'purchasing_settings.change')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ actor: row.actor_user_id, subject: row.subject_id, before: JSON.parse(row.before) as unknown, after: JSON.parse(row.after) as unknown }));
}

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await owner.login('builder@example.com');
  admin = await signInCompanyMember(t, 'admin');
  buyer = await signInCompanyMember(t, 'buyer');
  other = t.client();
  await signUpOtherBuilder(t, other);
});
afterAll(async () => {
  await t.close();
});

describe('/api/company/purchasing-settings/', () => {
  it('answers the defaults to a company that never set them: no threshold, 72 hours, budgets respected', async () => {
    const response = await buyer.client.get('/api/company/purchasing-settings/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('replaces them, audits the change with before and after, and keeps other companies apart', async () => {
    const response = await admin.client.put('/api/company/purchasing-settings/', { approval_threshold_cents: 1_000_000, approval_expiry_hours: 24, approval_over_budget: false });
    expect(response.statusCode).toBe(200);
    const saved = { approval_threshold_cents: 1_000_000, approval_expiry_hours: 24, approval_over_budget: false, updated_at: expect.any(String) };
    expect(response.json()).toEqual(saved);
    expect((await buyer.client.get('/api/company/purchasing-settings/')).json()).toEqual(saved);
    expect((await other.get('/api/company/purchasing-settings/')).json()).toEqual(DEFAULTS);

    // Omitted fields take their defaults (PUT replaces); the same values again record nothing.
    const next = await owner.put('/api/company/purchasing-settings/', { approval_threshold_cents: null });
    expect(next.json()).toMatchObject({ approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true });
    await owner.put('/api/company/purchasing-settings/', { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true });

    const events = await settingsEvents(admin.companyId);
    expect(events).toEqual([
      {
        actor: admin.id,
        subject: admin.companyId,
        before: { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true },
        after: { approval_threshold_cents: 1_000_000, approval_expiry_hours: 24, approval_over_budget: false },
      },
      {
        actor: expect.any(String),
        subject: admin.companyId,
        before: { approval_threshold_cents: 1_000_000, approval_expiry_hours: 24, approval_over_budget: false },
        after: { approval_threshold_cents: null, approval_expiry_hours: 72, approval_over_budget: true },
      },
    ]);
  });

  it('names each bad field', async () => {
    const response = await owner.put('/api/company/purchasing-settings/', { approval_threshold_cents: -5, approval_expiry_hours: 721, approval_over_budget: 'yes', color: 'red' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      approval_threshold_cents: 'Make the approval threshold 0 or more, or null for no limit.',
      approval_expiry_hours: 'Give at most 720 hours (30 days).',
      approval_over_budget: 'Use true or false.',
      color: expect.any(String),
    });
    const missing = await owner.put('/api/company/purchasing-settings/', { approval_expiry_hours: 0.5 });
    expect(missing.json().fields).toEqual({
      approval_threshold_cents: 'Give the approval threshold in whole cents, or null for no limit.',
      approval_expiry_hours: 'Give a whole number of hours.',
    });
    expect((await owner.put('/api/company/purchasing-settings/', { approval_threshold_cents: 1, approval_expiry_hours: 0 })).json().fields).toEqual({
      approval_expiry_hours: 'Give at least 1 hour.',
    });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().get('/api/company/purchasing-settings/')).statusCode).toBe(401);
    expect((await t.client().put('/api/company/purchasing-settings/', { approval_threshold_cents: null })).statusCode).toBe(401);
    expect((await owner.put('/api/company/purchasing-settings/', { approval_threshold_cents: null }, { csrf: false })).statusCode).toBe(403);
  });
});
