import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCompanyMember } from '../../testing/company-members';
import type { SignedInCompanyMember } from '../../testing/company-members';
import { startTestApp, tokenFrom } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

/* Invitations into builder companies take a company role (decision 0160). */

let t: TestApp;
let owner: TestClient;
let admin: SignedInCompanyMember;
let supplier: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await owner.login('builder@example.com');
  admin = await signInCompanyMember(t, 'admin');
  supplier = t.client();
  await supplier.login('supplier@example.com');
});
afterAll(async () => {
  await t.close();
});

async function accept(email: string) {
  const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
  const client = t.client();
  const response = await client.post('/api/auth/create_account/', { token: tokenFrom(mail?.links.create_account), first_name: 'Jo', last_name: 'Joiner', password: 'jobsite-radio-7' });
  return { response, client };
}

describe('POST /api/invitations/ with a company role', () => {
  it('invites a builder with the role chosen, which they hold once they join', async () => {
    const response = await owner.post('/api/invitations/', { email: 'buyer.one@summit.test', user_type: 'builder', company_role: 'buyer' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'buyer.one@summit.test', user_type: 'builder', company_role: 'buyer' });
    const { response: joined, client } = await accept('buyer.one@summit.test');
    expect(joined.json()).toMatchObject({ user_type: 'builder', company_role: 'buyer' });
    expect((await client.get('/api/users/me/')).json().company_role).toBe('buyer');
    expect((await client.get('/api/company/members/')).statusCode).toBe(403);
  });

  it('makes a builder invited without a role an admin, as every invited builder was before roles', async () => {
    const response = await owner.post('/api/invitations/', { email: 'colleague@summit.test', user_type: 'builder' });
    expect(response.json().company_role).toBe('admin');
    expect((await accept('colleague@summit.test')).response.json().company_role).toBe('admin');
  });

  it('gives a receiver and a supplier no role, and refuses one given to them', async () => {
    expect((await owner.post('/api/invitations/', { email: 'gate@summit.test', user_type: 'builder_receiver' })).json().company_role).toBeNull();
    expect((await supplier.post('/api/invitations/', { email: 'yard@northwind.test', user_type: 'supplier' })).json().company_role).toBeNull();
    const refused = await owner.post('/api/invitations/', { email: 'gate2@summit.test', user_type: 'builder_receiver', company_role: 'buyer' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ company_role: 'Only a builder colleague joins with a company role: leave it out for a receiver or a supplier.' });
  });

  it('lets an admin invite admins and buyers, and only an owner invite an owner', async () => {
    expect((await admin.client.post('/api/invitations/', { email: 'admin2@summit.test', user_type: 'builder', company_role: 'admin' })).statusCode).toBe(201);
    const ownerByAdmin = await admin.client.post('/api/invitations/', { email: 'boss@summit.test', user_type: 'builder', company_role: 'owner' });
    expect(ownerByAdmin.statusCode).toBe(403);
    expect(ownerByAdmin.json().display_error).toBe('Only an owner can invite another owner.');
    expect((await owner.post('/api/invitations/', { email: 'boss@summit.test', user_type: 'builder', company_role: 'owner' })).json().company_role).toBe('owner');
  });

  it('refuses approvers and buyers, who may not invite at all', async () => {
    for (const role of ['approver', 'buyer'] as const) {
      const member = await signInCompanyMember(t, role);
      for (const body of [{ user_type: 'builder', company_role: 'buyer' }, { user_type: 'builder_receiver' }, { user_type: 'supplier' }]) {
        const response = await member.client.post('/api/invitations/', { email: `from-${role}@summit.test`, ...body });
        expect(response.statusCode).toBe(403);
        expect(response.json().display_error).toBe('Only an owner or admin can invite people.');
      }
    }
  });

  it('names a bad role', async () => {
    const response = await owner.post('/api/invitations/', { email: 'x@summit.test', user_type: 'builder', company_role: 'boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ company_role: 'Choose owner, admin, approver or buyer.' });
  });

  it('records each invitation in the company’s audit log and lists it as pending on the company page', async () => {
    const response = await admin.client.post('/api/invitations/', { email: 'approver.x@summit.test', user_type: 'builder', company_role: 'approver' });
    const { id } = response.json();
    const events = (await owner.get('/api/company/audit-events/?limit=100')).json().results;
    expect(events.find((event: { subject_id: string }) => event.subject_id === id)).toMatchObject({
      actor: { id: admin.id },
      action: 'invitation.create',
      subject_type: 'invitation',
      before: null,
      after: { email: 'approver.x@summit.test', user_type: 'builder', company_role: 'approver' },
    });
    const { invitations } = (await owner.get('/api/company/members/')).json();
    expect(invitations).toContainEqual(expect.objectContaining({ id, company_role: 'approver' }));
    // Accepted invitations are no longer pending.
    expect(invitations.some((invitation: { email: string }) => invitation.email === 'colleague@summit.test')).toBe(false);
  });
});
