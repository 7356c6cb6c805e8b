import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when the client asks for an answer computed now rather than a stored one: a request
 * `Cache-Control: no-cache` (what a browser sends on a hard reload) or `max-age=0`, as HTTP
 * caches read it (RFC 9111, 5.2.1). The answer caches of the catalogue then recompute, and store
 * the fresh answer for the next request. Anyone could already miss the caches by asking for a
 * page nobody asked for; this only makes it explicit (and lets benchmarks measure it).
 */
export function asksForFreshAnswer(headers: IncomingHttpHeaders): boolean {
  const value = headers['cache-control'];
  if (!value) return false;
  return value
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().replace(/\s+/g, ''))
    .some((directive) => directive === 'no-cache' || directive === 'max-age=0');
}
