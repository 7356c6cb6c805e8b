import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { ForgottenNews, SessionCache } from '../modules/sessions/session-cache';

interface Message extends ForgottenNews {
  /** The process that forgot first: it does not forget again on hearing itself. */
  from: string;
}

const isNews = (value: unknown): value is Message => {
  const message = value as Partial<Message> | null;
  return typeof message?.from === 'string' && typeof message.id === 'string' && (message.kind === 'session' || message.kind === 'user' || message.kind === 'company');
};

/**
 * Shares what each process's session cache forgets (a sign-out, a password, role or company
 * change) with every other process through Redis pub/sub, so the very next request on any
 * process reads the database (decision 0150). Pub/sub keeps no message for a subscriber that is
 * away: whenever the subscription (re)starts, this process forgets everything it cached, so
 * nothing told meanwhile is missed. Answers a function that stops it.
 */
export async function shareSessionNews(cache: SessionCache, { publisher, subscriber, channel: newsChannel }: { publisher: Redis; subscriber: Redis; channel: string }, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  const self = randomUUID();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== newsChannel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      message = null;
    }
    if (!isNews(message)) return log.warn({ channel }, 'Ignored a session news message of an unknown shape');
    if (message.from !== self) cache.forgetAsTold({ kind: message.kind, id: message.id });
  });
  // ioredis subscribes again on its own after a reconnect, and says so with 'ready'.
  subscriber.on('ready', () => cache.forgetAll());
  await subscriber.subscribe(newsChannel).catch((error: unknown) => log.error({ err: error }, 'Could not listen to session news yet; sessions are read from the database meanwhile'));
  cache.announceTo((news) => {
    publisher.publish(newsChannel, JSON.stringify({ ...news, from: self } satisfies Message)).catch((error: unknown) => {
      // The other processes may keep this session for one TTL at most (SESSION_CACHE_TTL_MS).
      log.error({ err: error, kind: news.kind }, 'Could not tell the fleet about a changed session');
    });
  });
  return async () => {
    cache.announceTo(null);
    await subscriber.unsubscribe(newsChannel).catch(() => undefined);
  };
}
