import { errorCodes } from '@marketplace/contracts';
import type { CompanyMember, CompanyMembersResponse, SpendingLimits } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound, permissionDenied } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { updateCompanyRole } from '../users/users.repository';
import { lockCompany } from '../companies/companies.repository';
import { recordCompanyAction } from './company-audit';
import {
  approverProjectIds,
  countOwners,
  findMember,
  findSpendingLimits,
  listMembers,
  listPendingInvitations,
  NO_LIMITS,
  removeApproverAssignments,
  saveSpendingLimits,
} from './company-members.repository';
import type { MemberRow } from './company-members.repository';
import { MANAGING_ROLES, requireCompanyRole, ROLE_NEEDED } from './company-roles';

/** The company page's people: who they are, their roles and limits (decision 0160). */
export interface CompanyMembersService {
  list(auth: Auth): Promise<CompanyMembersResponse>;
  changeRole(auth: Auth, userId: string, role: CompanyRole): Promise<CompanyMember>;
  changeLimits(auth: Auth, userId: string, limits: SpendingLimits): Promise<CompanyMember>;
}

function conflict(message: string, fields?: Record<string, string>): AppError {
  return new AppError(409, errorCodes.conflict, message, fields, message);
}

const memberNotFound = () => notFound('This person is not a member of your company.');

const hasAnyLimit = (limits: SpendingLimits) => Object.values(limits).some((value) => value !== null);

const sameLimits = (a: SpendingLimits, b: SpendingLimits) =>
  a.order_limit_cents === b.order_limit_cents && a.monthly_limit_cents === b.monthly_limit_cents && a.approval_limit_cents === b.approval_limit_cents;

/** Creates the members service. */
export function createCompanyMembersService({ db }: { db: Kysely<Database> }): CompanyMembersService {
  /** A builder of the caller's company, under the company's lock; 404 for anyone else, 409 for a receiver. */
  async function builderMember(trx: Executor, companyId: string, userId: string, receiverMessage: string): Promise<MemberRow> {
    await lockCompany(trx, companyId);
    const member = await findMember(trx, companyId, userId);
    if (!member) throw memberNotFound();
    if (member.user_type !== 'builder') throw conflict(receiverMessage);
    return member;
  }

  async function memberView(trx: Executor, companyId: string, userId: string): Promise<CompanyMember> {
    const [member] = await listMembers(trx, companyId, userId);
    if (!member) throw memberNotFound();
    return member;
  }

  return {
    async list(auth) {
      const { companyId } = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.seeMembers);
      return { members: await listMembers(db, companyId), invitations: await listPendingInvitations(db, companyId, nowIso()) };
    },

    async changeRole(auth, userId, role) {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.changeRoles);
      return db.transaction().execute(async (trx) => {
        const member = await builderMember(trx, actor.companyId, userId, 'A builder receiver has no company role: invite them as a builder to give them one.');
        if (actor.role !== 'owner' && (member.company_role === 'owner' || role === 'owner')) {
          throw permissionDenied(ROLE_NEEDED.changeOwners);
        }
        if (member.company_role === role) return memberView(trx, actor.companyId, userId);
        if (member.company_role === 'owner' && (await countOwners(trx, actor.companyId)) <= 1) {
          throw conflict('The company needs an owner: make someone else an owner before changing this role.', { company_role: 'The last owner stays an owner.' });
        }

        const now = nowIso();
        const before: Record<string, unknown> = { company_role: member.company_role };
        const after: Record<string, unknown> = { company_role: role };
        if (role === 'buyer') {
          // A buyer approves nothing: they leave the projects they approved for.
          const projects = await approverProjectIds(trx, userId);
          if (projects.length > 0) {
            await removeApproverAssignments(trx, userId);
            before.approver_project_ids = projects;
            after.approver_project_ids = [];
          }
        }
        if (role === 'owner') {
          // An owner has no limits (PROCUREMENT.md, "Roles").
          const limits = await findSpendingLimits(trx, userId);
          if (hasAnyLimit(limits)) {
            await saveSpendingLimits(trx, userId, NO_LIMITS, now);
            before.limits = limits;
            after.limits = NO_LIMITS;
          }
        }
        // Forgets the member's cached sessions: the new role counts from their next request.
        await updateCompanyRole(trx, userId, role, now);
        await recordCompanyAction(trx, { companyId: actor.companyId, actorUserId: actor.userId, action: 'member.role', subjectType: 'user', subjectId: userId, before, after });
        return memberView(trx, actor.companyId, userId);
      });
    },

    async changeLimits(auth, userId, limits) {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.changeLimits);
      return db.transaction().execute(async (trx) => {
        const member = await builderMember(trx, actor.companyId, userId, 'A builder receiver places no orders, so has no limits.');
        if (member.company_role === 'owner' && hasAnyLimit(limits)) {
          throw conflict('An owner has no limits: make them an admin, approver or buyer first.');
        }
        const before = await findSpendingLimits(trx, userId);
        if (sameLimits(before, limits)) return memberView(trx, actor.companyId, userId);
        await saveSpendingLimits(trx, userId, limits, nowIso());
        await recordCompanyAction(trx, { companyId: actor.companyId, actorUserId: actor.userId, action: 'member.limits', subjectType: 'user', subjectId: userId, before, after: { ...limits } });
        return memberView(trx, actor.companyId, userId);
      });
    },
  };
}
