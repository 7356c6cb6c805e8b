import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { errorBody } from './fixtures';

/**
 * The API's 400 of a body its schema refuses: the first message, and each field's, named as the
 * API names them (`lines.0.quantity`: the path joined with dots).
 */
export function validationFailure(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  const first = error.issues[0]?.message ?? 'Check the highlighted fields.';
  return HttpResponse.json({ ...errorBody('validation_error', first), fields }, { status: 400 });
}
