import type { UserResponse } from '@marketplace/contracts';
import type { UserRecord } from './users.repository';

/** The wire form of a user (GET /api/users/me/ and every call that answers the user). */
export function toUserResponse(user: UserRecord): UserResponse {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    tos_accepted: user.tos_accepted === 1,
    email_verified: user.email_verified_at !== null,
    user_type: user.user_type,
    company: { id: user.company_id, name: user.company_name, company_type: user.company_type },
    selected_project_id: user.selected_project_id ?? null,
    company_role: user.company_role,
  };
}
