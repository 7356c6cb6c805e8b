import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { companyIdOf, createCompanyMember, createTestProject, signInCompanyMember } from '../../testing/company-members';
import type { SignedInCompanyMember } from '../../testing/company-members';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let admin: SignedInCompanyMember;
let other: TestClient;
let otherCompanyId: string;

const NO_LIMITS = { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: null };

async function userId(email: string): Promise<string> {
  return (await t.app.db.selectFrom('users').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow()).id;
}

async function auditOf(subjectId: string) {
  const rows = await t.app.db.selectFrom('company_audit_events').selectAll().where('subject_id', '=', subjectId).orderBy('created_at').execute();
  return rows.map((row) => ({ ...row, before: JSON.parse(row.before) as unknown, after: JSON.parse(row.after) as unknown }));
}

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await owner.login('builder@example.com');
  ownerId = await userId('builder@example.com');
  admin = await signInCompanyMember(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  other = t.client();
  await signUpOtherBuilder(t, other);
  otherCompanyId = await companyIdOf(t, 'owner@other-framing.test');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/company/members/', () => {
  it('lists the company’s people with roles, limits and projects, owners first, and its pending invitations', async () => {
    const buyer = await createCompanyMember(t, 'buyer', { firstName: 'Bo', lastName: 'Buyer' });
    await owner.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: 250_000, monthly_limit_cents: 1_000_000, approval_limit_cents: null });
    const approver = await createCompanyMember(t, 'approver', { firstName: 'Abe', lastName: 'Approver' });
    const projectId = await createTestProject(owner, 'Pier 70');
    await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id] });
    await owner.post('/api/invitations/', { email: 'new.buyer@summit.test', user_type: 'builder', company_role: 'buyer' });

    const response = await owner.get('/api/company/members/');
    expect(response.statusCode).toBe(200);
    const { members, invitations } = response.json();
    expect(members[0]).toEqual({
      id: ownerId,
      email: 'builder@example.com',
      first_name: 'Dana',
      last_name: 'Builder',
      user_type: 'builder',
      company_role: 'owner',
      email_verified: true,
      limits: NO_LIMITS,
      approver_projects: [],
      created_at: expect.any(String),
    });
    const roles = members.map((member: { company_role: string | null }) => member.company_role);
    expect(roles.indexOf('admin')).toBeLessThan(roles.indexOf('approver'));
    expect(roles.indexOf('approver')).toBeLessThan(roles.indexOf('buyer'));
    expect(roles.at(-1)).toBeNull();
    expect(members.find((member: { id: string }) => member.id === buyer.id)).toMatchObject({
      company_role: 'buyer',
      limits: { order_limit_cents: 250_000, monthly_limit_cents: 1_000_000, approval_limit_cents: null },
    });
    expect(members.find((member: { id: string }) => member.id === approver.id).approver_projects).toEqual([{ id: projectId, name: 'Pier 70' }]);
    expect(members.find((member: { email: string }) => member.email === 'receiver@example.com')).toMatchObject({ user_type: 'builder_receiver', company_role: null });
    expect(members.some((member: { email: string }) => member.email.endsWith('other-framing.test') || member.email.startsWith('supplier'))).toBe(false);
    expect(invitations).toContainEqual({
      id: expect.any(String),
      email: 'new.buyer@summit.test',
      user_type: 'builder',
      company_role: 'buyer',
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
  });

  it('shows another company only its own people', async () => {
    const { members } = (await other.get('/api/company/members/')).json();
    expect(members.map((member: { email: string; company_role: string }) => [member.email, member.company_role])).toEqual([['owner@other-framing.test', 'owner']]);
  });
});

describe('PUT /api/company/members/{userId}/role/', () => {
  it('gives a member another role, records who did it and what it was, and counts from their next request', async () => {
    const buyer = await signInCompanyMember(t, 'buyer');
    expect((await buyer.client.get('/api/users/me/')).json().company_role).toBe('buyer');
    expect((await buyer.client.get('/api/company/members/')).statusCode).toBe(403);

    const response = await admin.client.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: buyer.id, company_role: 'admin' });

    // The same session, without signing in again: the cached one was forgotten.
    expect((await buyer.client.get('/api/users/me/')).json().company_role).toBe('admin');
    expect((await buyer.client.get('/api/company/members/')).statusCode).toBe(200);
    const [event] = await auditOf(buyer.id);
    expect(event).toMatchObject({
      company_id: buyer.companyId,
      actor_user_id: admin.id,
      action: 'member.role',
      subject_type: 'user',
      before: { company_role: 'buyer' },
      after: { company_role: 'admin' },
      created_at: expect.any(String),
    });
  });

  it('writes nothing when the role is already the one asked', async () => {
    const approver = await createCompanyMember(t, 'approver');
    const response = await owner.put(`/api/company/members/${approver.id}/role/`, { company_role: 'approver' });
    expect(response.statusCode).toBe(200);
    expect(await auditOf(approver.id)).toEqual([]);
  });

  it('takes a member made a buyer off the projects they approved for', async () => {
    const approver = await createCompanyMember(t, 'approver');
    const projectId = await createTestProject(owner, 'Dogpatch Flats');
    await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id] });
    const response = await owner.put(`/api/company/members/${approver.id}/role/`, { company_role: 'buyer' });
    expect(response.json()).toMatchObject({ company_role: 'buyer', approver_projects: [] });
    expect((await owner.get(`/api/projects/${projectId}/approvers/`)).json().approvers).toEqual([]);
    expect((await auditOf(approver.id)).at(-1)).toMatchObject({
      before: { company_role: 'approver', approver_project_ids: [projectId] },
      after: { company_role: 'buyer', approver_project_ids: [] },
    });
  });

  it('drops the limits of a member made an owner: an owner has none', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    await owner.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: 100, monthly_limit_cents: null, approval_limit_cents: null });
    const response = await owner.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'owner' });
    expect(response.json()).toMatchObject({ company_role: 'owner', limits: NO_LIMITS });
    expect((await auditOf(buyer.id)).at(-1)).toMatchObject({
      before: { company_role: 'buyer', limits: { order_limit_cents: 100, monthly_limit_cents: null, approval_limit_cents: null } },
      after: { company_role: 'owner', limits: NO_LIMITS },
    });
    // Back to a buyer: there are other owners.
    expect((await owner.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'buyer' })).statusCode).toBe(200);
  });

  it('lets only an owner make or unmake an owner', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    const promote = await admin.client.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'owner' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().display_error).toBe('Only an owner can make someone an owner or change an owner’s role.');
    expect((await admin.client.put(`/api/company/members/${ownerId}/role/`, { company_role: 'buyer' })).statusCode).toBe(403);
    expect((await admin.client.put(`/api/company/members/${admin.id}/role/`, { company_role: 'owner' })).statusCode).toBe(403);
    expect(await auditOf(buyer.id)).toEqual([]);
  });

  it('keeps the last owner an owner (409) until another owner exists', async () => {
    const noraId = await userId('owner@other-framing.test');
    const alone = await other.put(`/api/company/members/${noraId}/role/`, { company_role: 'admin' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'conflict',
      display_error: 'The company needs an owner: make someone else an owner before changing this role.',
      fields: { company_role: 'The last owner stays an owner.' },
    });
    const partner = await createCompanyMember(t, 'admin', { companyId: otherCompanyId });
    expect((await other.put(`/api/company/members/${partner.id}/role/`, { company_role: 'owner' })).statusCode).toBe(200);
    const stepDown = await other.put(`/api/company/members/${noraId}/role/`, { company_role: 'admin' });
    expect(stepDown.statusCode).toBe(200);
    expect((await other.get('/api/users/me/')).json().company_role).toBe('admin');
    // Now an admin: the remaining owner is beyond her reach.
    expect((await other.put(`/api/company/members/${partner.id}/role/`, { company_role: 'admin' })).statusCode).toBe(403);
  });

  it('refuses a receiver, who has no company role (409)', async () => {
    const receiverId = await userId('receiver@example.com');
    const response = await owner.put(`/api/company/members/${receiverId}/role/`, { company_role: 'buyer' });
    expect(response.statusCode).toBe(409);
    expect(response.json().display_error).toBe('A builder receiver has no company role: invite them as a builder to give them one.');
  });

  it('answers 404 for another company’s user, a supplier or nobody', async () => {
    for (const id of [await userId('owner@other-framing.test'), await userId('supplier@example.com'), '00000000-0000-4000-8000-000000000000']) {
      const response = await owner.put(`/api/company/members/${id}/role/`, { company_role: 'buyer' });
      expect(response.statusCode).toBe(404);
      expect(response.json().display_error).toBe('This person is not a member of your company.');
    }
    expect((await owner.get('/api/users/me/')).json().company_role).toBe('owner');
  });

  it('names a bad role, a missing one and an unknown field', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    for (const body of [{ company_role: 'boss' }, {}, { company_role: null }]) {
      const response = await owner.put(`/api/company/members/${buyer.id}/role/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ company_role: 'Choose owner, admin, approver or buyer.' });
    }
    const extra = await owner.put(`/api/company/members/${buyer.id}/role/`, { company_role: 'buyer', user_type: 'builder' });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().fields)).toEqual(['user_type']);
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().put(`/api/company/members/${ownerId}/role/`, { company_role: 'owner' })).statusCode).toBe(401);
    expect((await owner.put(`/api/company/members/${ownerId}/role/`, { company_role: 'owner' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('PUT /api/company/members/{userId}/limits/', () => {
  it('sets, changes and removes a member’s limits, each change audited with before and after', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    const set = await admin.client.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: 500_000, monthly_limit_cents: 2_000_000, approval_limit_cents: null });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: buyer.id, limits: { order_limit_cents: 500_000, monthly_limit_cents: 2_000_000, approval_limit_cents: null } });

    const cleared = await owner.put(`/api/company/members/${buyer.id}/limits/`, NO_LIMITS);
    expect(cleared.json().limits).toEqual(NO_LIMITS);
    // No row: no limit.
    expect(await t.app.db.selectFrom('spending_limits').selectAll().where('user_id', '=', buyer.id).execute()).toEqual([]);

    const events = await auditOf(buyer.id);
    expect(events.map((event) => [event.action, event.actor_user_id, event.before, event.after])).toEqual([
      ['member.limits', admin.id, NO_LIMITS, { order_limit_cents: 500_000, monthly_limit_cents: 2_000_000, approval_limit_cents: null }],
      ['member.limits', ownerId, { order_limit_cents: 500_000, monthly_limit_cents: 2_000_000, approval_limit_cents: null }, NO_LIMITS],
    ]);
    // The same again changes nothing, and records nothing.
    await owner.put(`/api/company/members/${buyer.id}/limits/`, NO_LIMITS);
    expect(await auditOf(buyer.id)).toHaveLength(2);
  });

  it('gives an approver an approval limit, and an admin limits of their own', async () => {
    const approver = await createCompanyMember(t, 'approver');
    const response = await owner.put(`/api/company/members/${approver.id}/limits/`, { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: 10_000_000 });
    expect(response.json().limits.approval_limit_cents).toBe(10_000_000);
    expect((await admin.client.put(`/api/company/members/${admin.id}/limits/`, { order_limit_cents: 0, monthly_limit_cents: null, approval_limit_cents: null })).json().limits.order_limit_cents).toBe(0);
  });

  it('names each bad limit', async () => {
    const buyer = await createCompanyMember(t, 'buyer');
    const response = await owner.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: -1, monthly_limit_cents: 12.5, extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      order_limit_cents: 'Make the order limit 0 or more, or null for no limit.',
      monthly_limit_cents: 'Give the monthly limit in whole cents, or null for no limit.',
      approval_limit_cents: 'Give the approval limit in whole cents, or null for no limit.',
      extra: expect.any(String),
    });
    const big = await owner.put(`/api/company/members/${buyer.id}/limits/`, { order_limit_cents: '100', monthly_limit_cents: null, approval_limit_cents: 1e12 });
    expect(big.json().fields).toEqual({
      order_limit_cents: 'Give the order limit in whole cents, or null for no limit.',
      approval_limit_cents: 'Make the approval limit at most 1000000000 dollars.',
    });
  });

  it('refuses limits for an owner and for a receiver (409), and another company’s user (404)', async () => {
    const limits = { order_limit_cents: 100, monthly_limit_cents: null, approval_limit_cents: null };
    const ownerLimits = await owner.put(`/api/company/members/${ownerId}/limits/`, limits);
    expect(ownerLimits.statusCode).toBe(409);
    expect(ownerLimits.json().display_error).toBe('An owner has no limits: make them an admin, approver or buyer first.');
    expect((await owner.put(`/api/company/members/${ownerId}/limits/`, NO_LIMITS)).statusCode).toBe(200);
    const receiver = await owner.put(`/api/company/members/${await userId('receiver@example.com')}/limits/`, limits);
    expect(receiver.statusCode).toBe(409);
    expect(receiver.json().display_error).toBe('A builder receiver places no orders, so has no limits.');
    expect((await owner.put(`/api/company/members/${await userId('owner@other-framing.test')}/limits/`, limits)).statusCode).toBe(404);
  });
});
