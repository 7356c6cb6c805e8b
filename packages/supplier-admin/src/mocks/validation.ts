import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { errorBody } from './fixtures';

/**
 * Checks a request body with the contracts' schema as the API does, answering its 400 (each
 * field's first message under its dotted snake_case name, the first as the sentence) or the
 * parsed body.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): { data: z.output<Schema> } | { refusal: Response } {
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { refusal: invalidFields(fields) };
}

/** The API's 400 for field errors: `fields` by dotted snake_case name, the first one as the sentence. */
export function invalidFields(fields: Record<string, string>): Response {
  return HttpResponse.json({ ...errorBody('validation_error', Object.values(fields)[0] ?? 'Check the highlighted fields.', fields), message: 'The request has invalid fields.' }, { status: 400 });
}
