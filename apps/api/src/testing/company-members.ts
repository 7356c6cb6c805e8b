import { randomUUID } from 'node:crypto';
import type { CompanyRole } from '../db/purchasing-schema';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { nowIso } from '../lib/time';
import { normalizeEmail } from '../modules/users/users.repository';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/*
 * Members of builder companies with a given company role (decision 0160), for the tests of every
 * call that a role limits: made straight in the database, then signed in through the API.
 */

/** A role of a builder company, or its receiver (who has none). */
export type BuilderMemberRole = CompanyRole | 'builder_receiver';

/** Every kind of signed-in caller a role check answers, for "each role × each call" tests. */
export const EVERY_CALLER = ['owner', 'admin', 'approver', 'buyer', 'builder_receiver', 'supplier'] as const;
export type Caller = (typeof EVERY_CALLER)[number];

/** Options of {@link createCompanyMember}. */
export interface CompanyMemberOptions {
  /** Default: a new unique address at summit.test. */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Default: the demo builder's company (Summit Builders). */
  companyId?: string;
  /** Default true: the member may check out straight away. */
  tosAccepted?: boolean;
}

/** A member made by {@link createCompanyMember}; they sign in with {@link DEMO_PASSWORD}. */
export interface TestCompanyMember {
  id: string;
  email: string;
  companyId: string;
  role: BuilderMemberRole;
}

/** Someone signed in on a client of their own. */
export interface SignedInCaller {
  id: string;
  email: string;
  client: TestClient;
}

/** A member made and signed in by {@link signInCompanyMember}. */
export interface SignedInCompanyMember extends TestCompanyMember, SignedInCaller {}

/** The id of the demo builder's company, Summit Builders. */
export async function demoBuilderCompanyId(t: TestApp): Promise<string> {
  const row = await t.app.db.selectFrom('companies').select('id').where('name', '=', 'Summit Builders').executeTakeFirstOrThrow();
  return row.id;
}

/** The company of a user, by email. */
export async function companyIdOf(t: TestApp, email: string): Promise<string> {
  const row = await t.app.db.selectFrom('users').select('company_id').where('email_normalized', '=', normalizeEmail(email)).executeTakeFirstOrThrow();
  return row.company_id;
}

/**
 * Makes a builder with `role` (or a builder receiver) in a builder company, the demo builder's
 * unless `companyId` says otherwise: email confirmed, password {@link DEMO_PASSWORD}.
 */
export async function createCompanyMember(t: TestApp, role: BuilderMemberRole, options: CompanyMemberOptions = {}): Promise<TestCompanyMember> {
  const { db } = t.app;
  const companyId = options.companyId ?? (await demoBuilderCompanyId(t));
  const email = options.email ?? `${role.replace('_', '-')}-${randomUUID().slice(0, 8)}@summit.test`;
  // The demo accounts' hash: hashing a password anew takes a tenth of a second per member.
  const demo = await db.selectFrom('users').select('password_hash').where('email_normalized', '=', 'builder@example.com').executeTakeFirstOrThrow();
  const now = nowIso();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      company_id: companyId,
      email,
      email_normalized: normalizeEmail(email),
      password_hash: demo.password_hash,
      first_name: options.firstName ?? role[0]!.toUpperCase() + role.slice(1).replace('_', ' '),
      last_name: options.lastName ?? 'Tester',
      user_type: role === 'builder_receiver' ? 'builder_receiver' : 'builder',
      company_role: role === 'builder_receiver' ? null : role,
      tos_accepted: options.tosAccepted === false ? 0 : 1,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, email, companyId, role };
}

/** {@link createCompanyMember}, then signs them in on a fresh client. */
export async function signInCompanyMember(t: TestApp, role: BuilderMemberRole, options: CompanyMemberOptions = {}): Promise<SignedInCompanyMember> {
  const member = await createCompanyMember(t, role, options);
  const client = t.client();
  await client.login(member.email, DEMO_PASSWORD);
  return { ...member, client };
}

/**
 * One signed-in client per kind of caller of the demo builder's company: a new owner, admin,
 * approver and buyer, the demo receiver, and the demo supplier (of another company).
 */
export async function signInEveryCaller(t: TestApp): Promise<Record<Caller, SignedInCaller>> {
  const [owner, admin, approver, buyer] = await Promise.all((['owner', 'admin', 'approver', 'buyer'] as const).map((role) => signInCompanyMember(t, role)));
  const demo = async (email: string): Promise<SignedInCaller> => {
    const client = t.client();
    await client.login(email, DEMO_PASSWORD);
    const row = await t.app.db.selectFrom('users').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow();
    return { client, id: row.id, email };
  };
  return { owner: owner!, admin: admin!, approver: approver!, buyer: buyer!, builder_receiver: await demo('receiver@example.com'), supplier: await demo('supplier@example.com') };
}

/** Creates a project of the client's builder company through the API and answers its id. */
export async function createTestProject(client: TestClient, name = 'Harbor Lofts'): Promise<string> {
  const response = await client.post('/api/projects/', { name, street: '1 Main St', city: 'Fresno', state: 'CA', postal_code: '93721' });
  if (response.statusCode !== 201) throw new Error(`Creating the project failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}
