import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';

/** Where RFC 9116 puts the file, at the site's root. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * How far ahead Expires lies. RFC 9116 recommends less than a year so a forgotten file goes
 * stale; the file is built from the current settings on every request, so a shorter horizon
 * costs nothing and tells readers it is looked after.
 */
const EXPIRES_AFTER_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The security.txt of the site (RFC 9116): who to tell about a vulnerability, until when that
 * holds, in which language, and the file's own address. Expires starts from the day, not the
 * moment, so the answer stays the same all day long.
 */
export function securityTxt(config: Pick<AppConfig, 'publicUrl' | 'securityContact'>, now: Date): string {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${new Date(today + EXPIRES_AFTER_DAYS * DAY_MS).toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${config.publicUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

/** Serves {@link securityTxt} at {@link SECURITY_TXT_PATH}, outside the web app and the API. */
export const securityTxtPlugin: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.get(SECURITY_TXT_PATH, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(securityTxt(config, new Date())),
  );
};
