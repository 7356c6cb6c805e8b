import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { findCompaniesByName, insertCompany } from '../../modules/companies/companies.repository';
import { emailTaken, insertUser, normalizeEmail } from '../../modules/users/users.repository';
import type { Database } from '../schema';
import { DEMO_PASSWORD, demoCompanies } from './demo-data';

/** What a seeding run added. */
export interface SeedOutcome {
  companiesCreated: number;
  usersCreated: number;
}

/**
 * Adds the demo companies and users that are missing; running it again changes nothing.
 * Companies are matched by name and type, users by email. One transaction: all or nothing.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<SeedOutcome> {
  // One hash for all demo users keeps seeding fast; each still verifies on its own.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const outcome: SeedOutcome = { companiesCreated: 0, usersCreated: 0 };
    for (const demo of demoCompanies) {
      const now = nowIso();
      let company = (await findCompaniesByName(trx, demo.name, demo.companyType))[0];
      if (!company) {
        company = { id: randomUUID(), name: demo.name, company_type: demo.companyType, created_at: now };
        await insertCompany(trx, company);
        outcome.companiesCreated += 1;
      }
      for (const user of demo.users) {
        if (await emailTaken(trx, user.email)) continue;
        await insertUser(trx, {
          id: randomUUID(),
          company_id: company.id,
          email: user.email,
          email_normalized: normalizeEmail(user.email),
          password_hash: passwordHash,
          first_name: user.firstName,
          last_name: user.lastName,
          user_type: user.userType,
          // The demo builder owns its company, as the first user of every builder company does.
          company_role: user.userType === 'builder' ? 'owner' : null,
          tos_accepted: 0,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        });
        outcome.usersCreated += 1;
      }
    }
    return outcome;
  });
}
