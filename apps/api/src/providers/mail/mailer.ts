/** One email the application sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The actionable links in the message, by purpose (e.g. `reset`). Kept apart from the text
   * so the outbox can show them and local users can click through without a mail server.
   */
  links: Record<string, string>;
  /**
   * The message's own id, when it is sent from a job: sending it again (the same job run twice)
   * must read as the same message (the outbox's file name, SMTP's Message-ID).
   */
  id?: string;
  /** When the message was queued (ISO time): the outbox files it under that time. */
  queuedAt?: string;
}

/** Sends mail; implementations are SMTP and the local outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The slice of a pino logger the mailers use. */
export interface MailLog {
  info(details: object, message: string): void;
}

/**
 * The message as nodemailer takes it. A message sent from a job keeps one Message-ID however
 * often it is sent, so mail systems can tell a repeat from a new message.
 */
export function toNodemailer(from: string, message: MailMessage): { from: string; to: string; subject: string; text: string; messageId?: string } {
  const domain = from.split('@').pop()?.replace(/[>\s]/g, '') || 'marketplace.local';
  return { from, to: message.to, subject: message.subject, text: message.text, ...(message.id ? { messageId: `<${message.id}@${domain}>` } : {}) };
}
