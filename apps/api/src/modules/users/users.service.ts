import type { ChangeDataRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notAuthenticated } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { UserRecord } from './users.repository';
import { findUserById, markTosAccepted, updateUserNames } from './users.repository';

/** The signed-in user's own profile. */
export interface UsersService {
  changeData(userId: string, input: ChangeDataRequest): Promise<UserRecord>;
  acceptTos(userId: string): Promise<UserRecord>;
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
  };
}
