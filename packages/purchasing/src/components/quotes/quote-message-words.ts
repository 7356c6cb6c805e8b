import type { ThreadMessage } from '@marketplace/ui-kit';
import type { QuoteMessageData } from '../../api/quotes-api';

/**
 * The messages as the builder reads them: its own side set apart, each naming the line it points
 * at. In the list of every thread each of the builder's messages says whom it went to; in one
 * supplier's thread only one sent to all says so.
 */
export function builderThreadMessages(messages: readonly QuoteMessageData[], everyThread: boolean): ThreadMessage[] {
  return messages.map((message) => {
    const ours = message.author.side === 'builder';
    let addressee: string | null = null;
    if (ours && message.toAll) addressee = everyThread ? 'To all suppliers' : 'Sent to all suppliers';
    else if (ours && everyThread) addressee = `To ${message.supplier?.name ?? 'a supplier'}`;
    return {
      id: message.id,
      author: message.author.user.name,
      company: message.author.company.name,
      sentAt: message.createdAt,
      body: message.body,
      addressee,
      about: message.quoteLine?.description ?? null,
      isOwn: ours,
    };
  });
}
