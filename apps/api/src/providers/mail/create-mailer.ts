import path from 'node:path';
import type { AppConfig } from '../../config';
import type { MailLog, Mailer } from './mailer';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

/** SMTP when SMTP_URL is set, otherwise the outbox under DATA_DIR/outbox. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ outboxDir: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
}
