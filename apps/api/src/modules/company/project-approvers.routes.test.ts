import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOtherBuilder } from '../../testing/accounts';
import { companyIdOf, createCompanyMember, createTestProject, signInCompanyMember } from '../../testing/company-members';
import type { SignedInCompanyMember, TestCompanyMember } from '../../testing/company-members';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let admin: SignedInCompanyMember;
let approver: TestCompanyMember;
let buyer: TestCompanyMember;
let other: TestClient;
let otherApprover: TestCompanyMember;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await owner.login('builder@example.com');
  ownerId = (await t.app.db.selectFrom('users').select('id').where('email_normalized', '=', 'builder@example.com').executeTakeFirstOrThrow()).id;
  admin = await signInCompanyMember(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
  approver = await createCompanyMember(t, 'approver', { firstName: 'Abe', lastName: 'Approver' });
  buyer = await createCompanyMember(t, 'buyer');
  projectId = await createTestProject(owner, 'Pier 70');
  other = t.client();
  await signUpOtherBuilder(t, other);
  otherApprover = await createCompanyMember(t, 'approver', { companyId: await companyIdOf(t, 'owner@other-framing.test') });
  otherProjectId = await createTestProject(other, 'Their Site');
});
afterAll(async () => {
  await t.close();
});

describe('/api/projects/{id}/approvers/', () => {
  it('assigns approvers, admins and owners, lists them by name, and audits the change', async () => {
    expect((await owner.get(`/api/projects/${projectId}/approvers/`)).json()).toEqual({ project_id: projectId, approvers: [] });
    await owner.put(`/api/company/members/${approver.id}/limits/`, { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: 5_000_000 });

    const response = await admin.client.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id, ownerId, admin.id, approver.id] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.project_id).toBe(projectId);
    expect(body.approvers.map((person: { last_name: string; company_role: string }) => [person.last_name, person.company_role])).toEqual([
      ['Admin', 'admin'],
      ['Approver', 'approver'],
      ['Builder', 'owner'],
    ]);
    expect(body.approvers[1]).toEqual({ id: approver.id, email: approver.email, first_name: 'Abe', last_name: 'Approver', company_role: 'approver', approval_limit_cents: 5_000_000 });
    expect((await owner.get(`/api/projects/${projectId}/approvers/`)).json()).toEqual(body);

    const emptied = await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id] });
    expect(emptied.json().approvers).toHaveLength(1);

    const events = await t.app.db.selectFrom('company_audit_events').selectAll().where('subject_id', '=', projectId).orderBy('created_at').execute();
    expect(events.map((event) => [event.action, event.subject_type, event.actor_user_id, JSON.parse(event.before), JSON.parse(event.after)])).toEqual([
      ['project.approvers', 'project', admin.id, { user_ids: [] }, { user_ids: [approver.id, ownerId, admin.id].sort() }],
      ['project.approvers', 'project', ownerId, { user_ids: [approver.id, ownerId, admin.id].sort() }, { user_ids: [approver.id] }],
    ]);
    // The same list again changes nothing and records nothing.
    await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id] });
    expect(await t.app.db.selectFrom('company_audit_events').select('id').where('subject_id', '=', projectId).execute()).toHaveLength(2);
  });

  it('refuses buyers, receivers, other companies’ users and unknown ids, naming user_ids (400)', async () => {
    const receiver = await createCompanyMember(t, 'builder_receiver');
    for (const id of [buyer.id, receiver.id, otherApprover.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [approver.id, id] });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ user_ids: `Only approvers, admins and owners of your company can approve a project’s requests; not ${id}.` });
    }
    expect((await owner.get(`/api/projects/${projectId}/approvers/`)).json().approvers.map((person: { id: string }) => person.id)).toEqual([approver.id]);
  });

  it('names a bad body', async () => {
    for (const body of [{}, { user_ids: 'abc' }, { user_ids: [''] }, { user_ids: [approver.id], extra: true }]) {
      const response = await owner.put(`/api/projects/${projectId}/approvers/`, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)[0]).toMatch(/^(user_ids|extra)/);
    }
    const tooMany = await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: Array.from({ length: 101 }, (_, i) => `id-${i}`) });
    expect(tooMany.json().fields).toEqual({ user_ids: 'Assign at most 100 approvers to a project.' });
  });

  it('answers 404 for another company’s project or none, whether reading or assigning', async () => {
    for (const id of [otherProjectId, '00000000-0000-4000-8000-000000000000']) {
      expect((await owner.get(`/api/projects/${id}/approvers/`)).statusCode).toBe(404);
      const response = await owner.put(`/api/projects/${id}/approvers/`, { user_ids: [] });
      expect(response.statusCode).toBe(404);
      expect(response.json().display_error).toBe('This project does not exist.');
    }
    expect((await other.get(`/api/projects/${otherProjectId}/approvers/`)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().get(`/api/projects/${projectId}/approvers/`)).statusCode).toBe(401);
    expect((await t.client().put(`/api/projects/${projectId}/approvers/`, { user_ids: [] })).statusCode).toBe(401);
    expect((await owner.put(`/api/projects/${projectId}/approvers/`, { user_ids: [] }, { csrf: false })).statusCode).toBe(403);
  });
});
