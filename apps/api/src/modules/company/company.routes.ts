import {
  companyAuditEventListQuerySchema,
  companyAuditEventListResponseSchema,
  companyMemberParamsSchema,
  companyMemberSchema,
  companyMembersResponseSchema,
  companyRoleRequestSchema,
  projectApproversRequestSchema,
  projectApproversSchema,
  projectParamsSchema,
  purchasingSettingsRequestSchema,
  purchasingSettingsSchema,
  spendingLimitsRequestSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { listCompanyAuditEvents } from './company-audit';
import type { CompanyMembersService } from './company-members.service';
import { companyRoleHook, EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole, ROLE_NEEDED } from './company-roles';
import type { ProjectApproversService } from './project-approvers.service';
import type { PurchasingSettingsService } from './purchasing-settings.service';

const tags = ['company'];

/** Options of {@link companyRoutes}. */
export interface CompanyRoutesOptions {
  db: Kysely<Database>;
  members: CompanyMembersService;
  settings: PurchasingSettingsService;
  approvers: ProjectApproversService;
}

/**
 * A builder company's administration (decision 0160): members and roles, spending limits,
 * purchasing settings, project approvers and the audit log. Each route answers 401 signed out
 * and 403, before reading the body, to a caller without the role it needs.
 */
export const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, { db, members, settings, approvers }) => {
  const managers = (message: string) => [requireUser, companyRoleHook(MANAGING_ROLES, message)];

  app.get(
    '/api/company/members/',
    {
      onRequest: managers(ROLE_NEEDED.seeMembers),
      schema: {
        tags,
        summary: 'The company’s builders and receivers with their roles, limits and projects, and its pending invitations; owners and admins',
        response: { 200: companyMembersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => members.list(authOf(request)),
  );

  app.put(
    '/api/company/members/:userId/role/',
    {
      onRequest: managers(ROLE_NEEDED.changeRoles),
      schema: {
        tags,
        summary: 'Gives a member another role; only an owner makes or unmakes an owner, and the last owner stays one',
        params: companyMemberParamsSchema,
        body: companyRoleRequestSchema,
        response: { 200: companyMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => members.changeRole(authOf(request), request.params.userId, request.body.company_role),
  );

  app.put(
    '/api/company/members/:userId/limits/',
    {
      onRequest: managers(ROLE_NEEDED.changeLimits),
      schema: {
        tags,
        summary: 'Sets a member’s order, monthly and approval limits in cents; null is no limit; an owner has none',
        params: companyMemberParamsSchema,
        body: spendingLimitsRequestSchema,
        response: { 200: companyMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => members.changeLimits(authOf(request), request.params.userId, request.body),
  );

  app.get(
    '/api/company/purchasing-settings/',
    {
      onRequest: [requireUser, companyRoleHook(EVERY_COMPANY_ROLE, ROLE_NEEDED.seeSettings)],
      schema: {
        tags,
        summary: 'The approval threshold, how long requests wait, and whether passing a budget needs approval',
        response: { 200: purchasingSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => settings.get(authOf(request)),
  );

  app.put(
    '/api/company/purchasing-settings/',
    {
      onRequest: managers(ROLE_NEEDED.changeSettings),
      schema: {
        tags,
        summary: 'Replaces the purchasing settings; owners and admins',
        body: purchasingSettingsRequestSchema,
        response: { 200: purchasingSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => settings.update(authOf(request), request.body),
  );

  app.get(
    '/api/company/audit-events/',
    {
      onRequest: managers(ROLE_NEEDED.seeAudit),
      schema: {
        tags,
        summary: 'Every role, limit, setting, approver and approval change: who, when, before and after; newest first',
        querystring: companyAuditEventListQuerySchema,
        response: { 200: companyAuditEventListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCompanyAuditEvents(db, requireCompanyRole(authOf(request), MANAGING_ROLES, ROLE_NEEDED.seeAudit).companyId, request.query),
  );

  app.get(
    '/api/projects/:id/approvers/',
    {
      onRequest: managers(ROLE_NEEDED.projectApprovers),
      schema: {
        tags,
        summary: 'Who decides on the approval requests of this project',
        params: projectParamsSchema,
        response: { 200: projectApproversSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => approvers.get(authOf(request), request.params.id),
  );

  app.put(
    '/api/projects/:id/approvers/',
    {
      onRequest: managers(ROLE_NEEDED.projectApprovers),
      schema: {
        tags,
        summary: 'Replaces the project’s approvers: approvers, admins or owners of the company',
        params: projectParamsSchema,
        body: projectApproversRequestSchema,
        response: { 200: projectApproversSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => approvers.replace(authOf(request), request.params.id, request.body.user_ids),
  );
};
