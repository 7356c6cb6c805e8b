import { api } from '@marketplace/api-client';
import type {
  Camelize,
  CompanyAuditEvent,
  CompanyAuditEventListResponse,
  CompanyMember,
  CompanyMembersResponse,
  CompanyRole,
  InvitationRequest,
  InvitationResponse,
  PurchasingSettings,
  PurchasingSettingsRequest,
  SpendingLimitsRequest,
} from '@marketplace/contracts';
import { allApproversTag } from './project-approvers-api';

/** A member of the company as the company page reads it (decision 0160). */
export type CompanyMemberData = Camelize<CompanyMember>;
/** The members and the pending invitations. */
export type CompanyMembersData = Camelize<CompanyMembersResponse>;
/** A pending invitation. */
export type CompanyInvitationData = CompanyMembersData['invitations'][number];
/** The company's purchasing settings. */
export type PurchasingSettingsData = Camelize<PurchasingSettings>;
/** One entry of the audit log; `before` and `after` arrive with camelCased keys. */
export type CompanyAuditEventData = Camelize<CompanyAuditEvent>;
/** A page of the audit log, newest first. */
export type CompanyAuditEventListData = Camelize<CompanyAuditEventListResponse>;
/** Body of PUT …/limits/: all three, null for no limit. */
export type SpendingLimitsArgs = { userId: string } & Camelize<SpendingLimitsRequest>;
/** Body of PUT /api/company/purchasing-settings/. */
export type PurchasingSettingsArgs = Required<Camelize<PurchasingSettingsRequest>>;
/** Body of POST /api/invitations/ for a colleague of the company. */
export type InviteMemberArgs = Camelize<InvitationRequest>;

/*
 * Cache tags: the company's own administration lives under the shared `Company` tag with ids of
 * its own (the supplier area's `Company` entries use the supplier company's id). Every change is
 * audited, so every change reads the audit log again.
 */
const membersTag = { type: 'Company' as const, id: 'MEMBERS' };
const settingsTag = { type: 'Company' as const, id: 'PURCHASING_SETTINGS' };
const auditTag = { type: 'Company' as const, id: 'AUDIT' };

/** The company page's calls: members, roles, limits, purchasing settings, invitations, audit log. */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanyMembers: build.query<CompanyMembersData, void>({
      query: () => ({ url: '/api/company/members/' }),
      providesTags: [membersTag],
    }),
    changeMemberRole: build.mutation<CompanyMemberData, { userId: string; companyRole: CompanyRole }>({
      query: ({ userId, companyRole }) => ({ url: `/api/company/members/${encodeURIComponent(userId)}/role/`, method: 'PUT', body: { companyRole } }),
      // A new role may change limits (owners have none) and approver projects (buyers approve nothing).
      invalidatesTags: [membersTag, auditTag, allApproversTag, 'User'],
    }),
    changeMemberLimits: build.mutation<CompanyMemberData, SpendingLimitsArgs>({
      query: ({ userId, ...limits }) => ({ url: `/api/company/members/${encodeURIComponent(userId)}/limits/`, method: 'PUT', body: limits }),
      invalidatesTags: [membersTag, auditTag],
    }),
    getPurchasingSettings: build.query<PurchasingSettingsData, void>({
      query: () => ({ url: '/api/company/purchasing-settings/' }),
      providesTags: [settingsTag],
    }),
    savePurchasingSettings: build.mutation<PurchasingSettingsData, PurchasingSettingsArgs>({
      query: (body) => ({ url: '/api/company/purchasing-settings/', method: 'PUT', body }),
      invalidatesTags: [settingsTag, auditTag],
    }),
    inviteCompanyMember: build.mutation<Camelize<InvitationResponse>, InviteMemberArgs>({
      query: (body) => ({ url: '/api/invitations/', method: 'POST', body }),
      invalidatesTags: [membersTag, auditTag],
    }),
    listCompanyAuditEvents: build.query<CompanyAuditEventListData, { limit: number; offset: number }>({
      query: (params) => ({ url: '/api/company/audit-events/', params }),
      providesTags: [auditTag],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link companyApi}. */
export const {
  useListCompanyMembersQuery,
  useChangeMemberRoleMutation,
  useChangeMemberLimitsMutation,
  useGetPurchasingSettingsQuery,
  useSavePurchasingSettingsMutation,
  useInviteCompanyMemberMutation,
  useListCompanyAuditEventsQuery,
} = companyApi;
