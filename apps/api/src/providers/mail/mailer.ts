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
