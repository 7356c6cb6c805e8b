import type { FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../db/purchasing-schema';
import { permissionDenied } from '../../lib/app-error';
import { authOf } from '../../plugins/sessions';
import type { Auth } from '../../plugins/sessions';

/*
 * Company roles of builder companies (decision 0160, PROCUREMENT.md "Roles"): every call that a
 * role limits asks here, and a missing role answers 403 with a sentence naming what is needed.
 */

/** Users, roles, limits, budgets, settings, the audit log. */
export const MANAGING_ROLES: readonly CompanyRole[] = ['owner', 'admin'];
/** Who may decide on approval requests (an approver on the projects assigned to them). */
export const APPROVING_ROLES: readonly CompanyRole[] = ['owner', 'admin', 'approver'];
/** Every role of a builder company: not receivers, not suppliers. */
export const EVERY_COMPANY_ROLE: readonly CompanyRole[] = ['owner', 'admin', 'approver', 'buyer'];

/** What each guarded call tells a caller without the role it needs. */
export const ROLE_NEEDED = {
  seeMembers: 'Only an owner or admin can see the company’s members.',
  changeRoles: 'Only an owner or admin can change roles.',
  changeOwners: 'Only an owner can make someone an owner or change an owner’s role.',
  changeLimits: 'Only an owner or admin can change spending limits.',
  seeSettings: 'Only an owner, admin, approver or buyer of a builder company can see its purchasing settings.',
  changeSettings: 'Only an owner or admin can change the purchasing settings.',
  projectApprovers: 'Only an owner or admin can see or assign a project’s approvers.',
  seeAudit: 'Only an owner or admin can see the company’s audit log.',
  invite: 'Only an owner or admin can invite people.',
  inviteOwner: 'Only an owner can invite another owner.',
} as const;

/** A signed-in member of a builder company with a role, as a guarded call sees them. */
export interface CompanyMemberAuth {
  userId: string;
  companyId: string;
  role: CompanyRole;
}

/**
 * The signed-in user's role in their builder company; null for builder receivers, suppliers, and
 * anyone else without one.
 */
export function companyRoleOf(auth: Auth): CompanyRole | null {
  if (auth.user.company_type !== 'builder' || auth.user.user_type !== 'builder') return null;
  return auth.user.company_role;
}

/**
 * 403 with `message` unless the signed-in user holds one of `roles` in a builder company; else
 * who they are. Messages name what is needed: "Only an owner or admin can change roles."
 */
export function requireCompanyRole(auth: Auth, roles: readonly CompanyRole[], message: string): CompanyMemberAuth {
  const role = companyRoleOf(auth);
  if (role === null || !roles.includes(role)) throw permissionDenied(message);
  return { userId: auth.user.id, companyId: auth.user.company_id, role };
}

/**
 * Route hook (onRequest) for {@link requireCompanyRole}: 401 signed out, 403 without one of
 * `roles`. Runs before the body is read, so a refused caller learns nothing about its input.
 */
export function companyRoleHook(roles: readonly CompanyRole[], message: string) {
  return async function requireRole(request: FastifyRequest): Promise<void> {
    requireCompanyRole(authOf(request), roles, message);
  };
}
