import { permissionDenied } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';

/** Business credit belongs to builder companies: other accounts get a 403 naming why. */
export function builderCompanyOf(auth: Auth): string {
  if (auth.user.user_type !== 'builder') throw permissionDenied('Only builder accounts can use business credit.');
  return auth.user.company_id;
}
