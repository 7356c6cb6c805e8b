import { describe, expect, it } from 'vitest';
import { queryIdSchema, queryLimitSchema, queryOffsetSchema, queryTextSchema } from './catalog-query';
import { listQuerySchema, REPEATED_PARAMETER_MESSAGE } from './list-query';

const projectId = '3f2b8c1e-5a7d-4e9f-8b6a-0c1d2e3f4a5b';
const schema = listQuerySchema({ project_id: queryIdSchema('project').optional(), limit: queryLimitSchema, offset: queryOffsetSchema, query: queryTextSchema });

function fieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.flatMap((issue) => ('keys' in issue ? issue.keys.map((key) => [key, issue.message]) : [[issue.path.join('.'), issue.message]])));
}

describe('listQuerySchema', () => {
  it('reads the parameters it names, with their defaults', () => {
    expect(schema.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(schema.parse({ project_id: projectId.toUpperCase(), limit: '5', offset: '10', query: ' drywall ' })).toEqual({ project_id: projectId, limit: 5, offset: 10, query: 'drywall' });
  });

  it('names an unknown or array-shaped parameter, listing those it takes', () => {
    const message = 'This list has no such parameter; it takes project_id, limit, offset, query.';
    expect(fieldErrors({ projectid: projectId, 'project_id[]': projectId })).toEqual({ projectid: message, 'project_id[]': message });
  });

  it('names a parameter given twice before reading its value', () => {
    expect(fieldErrors({ project_id: [projectId, projectId], limit: ['1', '2'] })).toEqual({ project_id: REPEATED_PARAMETER_MESSAGE, limit: REPEATED_PARAMETER_MESSAGE });
  });
});

describe('query-string values', () => {
  it.each(['abc', '', '42', `${projectId}x`, 'drywall'])('refuses the id %j', (value) => {
    expect(fieldErrors({ project_id: value })).toEqual({ project_id: 'This is not a valid project id.' });
  });

  it.each(['', ' ', '1e1', '0x10', '2.0', '-1', '+3'])('refuses the number %j, which z.coerce would read', (value) => {
    expect(fieldErrors({ offset: value })).toEqual({ offset: 'Use a whole number of 0 or more.' });
  });

  it('keeps the limits of limit and offset', () => {
    expect(fieldErrors({ limit: '0', offset: '1000001' })).toEqual({ limit: 'Use a whole number from 1 to 100.', offset: 'Use an offset of at most 1000000.' });
  });

  it('refuses a control character in text, which PostgreSQL cannot compare', () => {
    expect(fieldErrors({ query: 'dry\u0000wall' })).toEqual({ query: 'Remove the line breaks, tabs and other control characters.' });
  });
});
