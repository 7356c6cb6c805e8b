import { format, isValid, parseISO } from 'date-fns';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { EmptyState } from '../empty-state/empty-state';

/** One message of a {@link MessageThread}, in the words it is shown with. */
export interface ThreadMessage {
  id: string;
  /** Who wrote it. */
  author: string;
  /** The company they wrote for. */
  company: string;
  /** When it was sent: an ISO moment. */
  sentAt: string;
  body: string;
  /** Whom it went to, when the thread mixes addressees ("To all suppliers"). */
  addressee?: string | null;
  /** What it points at, e.g. a line of a request. */
  about?: string | null;
  /** Written on the viewer's side of the conversation: set apart from the other side's. */
  isOwn?: boolean;
}

/** Props of {@link MessageThread}. */
export interface MessageThreadProps {
  /** The list's accessible name: whose conversation it is ("Messages with Northside Lumber"). */
  label: string;
  /** Oldest first, as they were written. */
  messages: readonly ThreadMessage[];
  /** Shown when there is no message yet. @defaultValue "No messages yet" */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Level of the empty state's heading, to fit the page outline. @defaultValue 3 */
  emptyTitleLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A moment as both sides of a conversation read it alike, whatever their zones: "Nov 22, 2026,
 * 9:30 AM UTC". The UTC wall clock is read into a local date only for date-fns to write it.
 */
export function formatMessageTime(value: string): string | null {
  const moment = parseISO(value);
  if (!isValid(moment)) return null;
  const wallClock = new Date(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate(), moment.getUTCHours(), moment.getUTCMinutes());
  return `${format(wallClock, 'MMM d, yyyy, h:mm a')} UTC`;
}

/**
 * A conversation, oldest message first: each with its author, their company, the time (UTC) and,
 * when given, whom it went to and what it points at. Presentational only: the feature loads the
 * messages, writes them and announces a message sent.
 */
export function MessageThread({ label, messages, emptyTitle = 'No messages yet', emptyDescription, emptyTitleLevel = 3, className }: MessageThreadProps): ReactElement {
  if (messages.length === 0) {
    return (
      <div className={cx('mk-message-thread', 'mk-message-thread--empty', className)} role="group" aria-label={label}>
        <EmptyState title={emptyTitle} description={emptyDescription} icon={null} titleLevel={emptyTitleLevel} />
      </div>
    );
  }
  return (
    <ol className={cx('mk-message-thread', className)} aria-label={label}>
      {messages.map((message) => {
        const time = formatMessageTime(message.sentAt);
        return (
          <li key={message.id} className={cx('mk-message-thread__message', message.isOwn && 'mk-message-thread__message--own')}>
            <p className="mk-message-thread__meta">
              <span className="mk-message-thread__author">{message.author}</span>
              <span className="mk-message-thread__company">{message.company}</span>
              {time ? <time dateTime={message.sentAt}>{time}</time> : null}
            </p>
            {message.addressee ? <p className="mk-message-thread__addressee">{message.addressee}</p> : null}
            {message.about ? <p className="mk-message-thread__about">About: {message.about}</p> : null}
            <p className="mk-message-thread__body">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
