import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { createCompanyMember, signInCompanyMember } from '../../testing/company-members';
import type { SignedInCompanyMember } from '../../testing/company-members';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import { recordCompanyAction } from './company-audit';

let t: TestApp;
let owner: TestClient;
let admin: SignedInCompanyMember;
let other: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await owner.login('builder@example.com');
  admin = await signInCompanyMember(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  other = t.client();
  await signUpOtherBuilder(t, other);
});
afterAll(async () => {
  await t.close();
});

describe('recordCompanyAction', () => {
  it('writes nothing when the change’s transaction rolls back', async () => {
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await recordCompanyAction(trx, { companyId: admin.companyId, actorUserId: admin.id, action: 'approval.approve', subjectType: 'approval_request', subjectId: 'rolled-back', before: { status: 'pending' }, after: { status: 'approved' } });
        throw new Error('The decision failed.');
      }),
    ).rejects.toThrow('The decision failed.');
    expect(await t.app.db.selectFrom('company_audit_events').select('id').where('subject_id', '=', 'rolled-back').execute()).toEqual([]);
  });
});

describe('GET /api/company/audit-events/', () => {
  it('shows the company’s changes, newest first, with who made them, before and after, page by page', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    await admin.client.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'approver' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await owner.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: 100_000 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.client.put('/api/company/purchasing-settings/', { approval_threshold_cents: 500_000 });

    const response = await owner.get('/api/company/audit-events/');
    expect(response.statusCode).toBe(200);
    const { count, results } = response.json();
    expect(count).toBe(3);
    expect(results.map((event: { action: string }) => event.action)).toEqual(['purchasing_settings.change', 'member.limits', 'member.role']);
    expect(results[2]).toEqual({
      id: expect.any(String),
      actor: { id: admin.id, email: admin.email, first_name: 'Ada', last_name: 'Admin' },
      action: 'member.role',
      subject_type: 'user',
      subject_id: buyer.id,
      before: { company_role: 'buyer' },
      after: { company_role: 'approver' },
      created_at: expect.any(String),
    });
    expect(results[1]).toMatchObject({ actor: { email: 'builder@example.com' }, after: { approval_limit_cents: 100_000 } });

    const page = (await admin.client.get('/api/company/audit-events/?limit=1&offset=1')).json();
    expect(page).toEqual({ count: 3, results: [results[1]] });
    expect((await other.get('/api/company/audit-events/')).json()).toEqual({ count: 0, results: [] });
  });

  it('names a bad page and an unknown parameter', async () => {
    const response = await owner.get('/api/company/audit-events/?limit=0&offset=-1&action=x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['action', 'limit', 'offset']);
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/company/audit-events/')).statusCode).toBe(401);
  });
});
