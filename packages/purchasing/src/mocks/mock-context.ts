import type { CompanyRole } from '@marketplace/contracts';

/** What every part of the mock purchasing API shares: who is signed in, the clock, the 403 and the audit log. */
export interface MockContext {
  user: { id: string; name: string };
  role: CompanyRole | null;
  /** An owner or admin. */
  manages: boolean;
  /** The moment every change is recorded at. */
  now: string;
  /** The API's 403 in its words. */
  forbidden: (message: string) => Response;
  /** Records an entry on top of the company's audit log. */
  audit: (action: string, subjectType: string, subjectId: string | null, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => void;
}
