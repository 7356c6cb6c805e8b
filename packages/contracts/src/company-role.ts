import { z } from 'zod';

/*
 * The roles of a builder company's members (decision 0160), apart from the company calls: the
 * signed-in user and the invitation carry a role, and those modules are on every first page.
 */

/**
 * What a member of a builder company may do: an owner everything; an admin users, roles, limits
 * and budgets; an approver decides on the requests of the projects assigned to them; a buyer
 * orders within their limits. Builder receivers keep their own account type and have no role.
 */
export const companyRoles = ['owner', 'admin', 'approver', 'buyer'] as const;
export const companyRoleSchema = z.enum(companyRoles, { error: 'Choose owner, admin, approver or buyer.' });
export type CompanyRole = z.infer<typeof companyRoleSchema>;
