// Test-only data the shell's tests share: one signed-in builder and a project as the API sends it.
import type { User } from '@marketplace/auth';
import type { Project } from '@marketplace/contracts';

/** Dana, a builder of Summit Builders, signed in. */
export const builderDana: User = {
  id: 'user-1',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Builder',
  tosAccepted: true,
  emailVerified: true,
  userType: 'builder',
  company: { id: 'company-1', name: 'Summit Builders', companyType: 'builder' },
};

/** An active project in Fresno, as GET /api/projects/ lists it. */
export function projectFixture(id: string, name: string): Project {
  return {
    id,
    name,
    status: 'active',
    street: '1 Main St',
    city: 'Fresno',
    state: 'CA',
    postal_code: '93721',
    site_contact_name: null,
    site_contact_phone: null,
    delivery_instructions: null,
    start_date: null,
    end_date: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}
