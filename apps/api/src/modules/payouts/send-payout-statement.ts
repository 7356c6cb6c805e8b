import type { PayoutDetail } from '@marketplace/contracts';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../lib/file-download';
import { payoutStatementCsv } from './payout-statement-csv';
import { payoutStatementPdf } from './payout-statement-pdf';

/** Answers a payout's statement as a PDF (opens in the browser) or a CSV (saved). */
export async function sendPayoutStatement(reply: FastifyReply, payout: PayoutDetail, format: 'pdf' | 'csv', timezoneOffsetMinutes: number): Promise<FastifyReply> {
  const name = `payout-statement-${payout.created_at.slice(0, 10)}-${payout.id.slice(0, 8)}.${format}`;
  if (format === 'csv') return sendFile(reply, payoutStatementCsv(payout), { type: 'text/csv; charset=utf-8', name, inline: false });
  return sendFile(reply, await payoutStatementPdf(payout, { timezoneOffsetMinutes }), { type: 'application/pdf', name, inline: true });
}
