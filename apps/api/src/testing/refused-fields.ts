import { expect } from 'vitest';
import type { TestClient } from './test-client';

/** The `fields` of the validation error that GET `url` answers; the test fails unless it is one. */
export async function refusedFields(client: TestClient, url: string): Promise<Record<string, string>> {
  const response = await client.get(url);
  expect(response.statusCode, `${url} answered ${response.body}`).toBe(400);
  const body = response.json() as { code: string; fields?: Record<string, string> };
  expect(body.code).toBe('validation_error');
  return body.fields ?? {};
}

/** What a list answers for a parameter it does not take, naming those it does. */
export function unknownParameter(...takes: string[]): unknown {
  return expect.stringMatching(new RegExp(`^This list has no such parameter; it takes .*${takes.join('.*')}`));
}
