import type { ChangeDataRequest, UserPreferencesRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notAuthenticated, notFound, permissionDenied } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { UserRecord } from './users.repository';
import type { Auth } from '../../plugins/sessions';
import { findCompanyProject } from '../projects/projects.repository';
import { findUserById, markTosAccepted, updateSelectedProject, updateUserNames } from './users.repository';

/** The signed-in user's own profile. */
export interface UsersService {
  changeData(userId: string, input: ChangeDataRequest): Promise<UserRecord>;
  acceptTos(userId: string): Promise<UserRecord>;
  /**
   * Remembers what the user wants kept across sign-ins and devices: the project a builder orders
   * for, which must be one of the builder's own company (another company's reads as absent).
   */
  savePreferences(auth: Auth, input: UserPreferencesRequest): Promise<UserRecord>;
}

/** Creates the users service. */
export function createUsersService({ db }: { db: Kysely<Database> }): UsersService {
  async function reload(userId: string): Promise<UserRecord> {
    const user = await findUserById(db, userId);
    // Deleted between the session check and now: treat as signed out.
    if (!user) throw notAuthenticated();
    return user;
  }

  return {
    async changeData(userId, input) {
      await updateUserNames(db, userId, input, nowIso());
      return reload(userId);
    },
    async acceptTos(userId) {
      await markTosAccepted(db, userId, nowIso());
      return reload(userId);
    },
    async savePreferences(auth, input) {
      const { user } = auth;
      // Only builders order for a project; receivers see their company's deliveries without one.
      if (user.user_type !== 'builder') throw permissionDenied('Only builder accounts choose a project to order for.');
      const projectId = input.selected_project_id;
      if (projectId !== null && !(await findCompanyProject(db, user.company_id, projectId))) {
        throw notFound('This project does not exist.');
      }
      await updateSelectedProject(db, user.id, projectId, nowIso());
      return reload(user.id);
    },
  };
}
