import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  /** Actionable links by purpose, e.g. `reset_password`. */
  links?: Record<string, string>;
}

/**
 * The newest message the product sent to `to` (of those `matching` accepts), read from its
 * outbox folder; waits for it to arrive.
 */
export async function latestMailTo(dataDir: string, to: string, matching: (message: OutboxMessage) => boolean = () => true): Promise<OutboxMessage> {
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
    } catch {
      // The folder appears with the first message.
    }
    const messages = names
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as OutboxMessage)
      .filter((message) => message.to.toLowerCase().includes(to.toLowerCase()) && matching(message));
    const latest = messages.at(-1);
    if (latest) return latest;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`No email to ${to} reached the outbox.`);
}

/** The first link in a message that points at the given path. */
export function linkTo(message: OutboxMessage, path: string): string {
  const links = message.links ? Object.values(message.links) : (message.text.match(/https?:\/\/\S+/g) ?? []);
  const link = links.find((candidate) => candidate.includes(path));
  if (!link) throw new Error(`The email "${message.subject}" has no link to ${path}.`);
  return link;
}
