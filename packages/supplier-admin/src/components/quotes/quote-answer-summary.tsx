import { DataTable, formatDay, formatMoment, formatMoney, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { QuoteAnswerData, SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import '../../styles/supplier-admin.css';
import { answerLineStatusWords, answerStatusWords } from './quote-words';

type AnswerLine = QuoteAnswerData['lines'][number];

function columnsFor(request: SupplierQuoteRequest, currency: string): DataTableColumn<AnswerLine>[] {
  const asked = new Map(request.lines.map((line) => [line.id, line.description]));
  return [
    { id: 'item', header: 'Item', isRowHeader: true, cell: (line) => asked.get(line.quoteLineId) ?? '—' },
    { id: 'answer', header: 'Answer', cell: (line) => answerLineStatusWords(line.status) },
    { id: 'offer', header: 'Your offer', cell: (line) => (line.productName ? `${line.productName}, ${line.variantName ?? ''}` : '—') },
    { id: 'price', header: 'Unit price', align: 'end', cell: (line) => formatMoney(line.unitPriceCents, currency) },
    { id: 'available', header: 'Available', align: 'end', cell: (line) => (line.status === 'unavailable' ? '—' : (line.availableQuantity ?? 'All')) },
    { id: 'total', header: 'Line total', align: 'end', cell: (line) => formatMoney(line.lineTotalCents, currency) },
    { id: 'ships', header: 'Ships', cell: (line) => formatDay(line.shipDate) ?? '—' },
    { id: 'note', header: 'Note', cell: (line) => line.note ?? '' },
  ];
}

/** Props of {@link QuoteAnswerSummary}. */
export interface QuoteAnswerSummaryProps {
  request: SupplierQuoteRequest;
  answer: QuoteAnswerData;
}

/** The supplier's answer as the builder reads it: its version, how long it holds, its total and each line. */
export function QuoteAnswerSummary({ request, answer }: QuoteAnswerSummaryProps): ReactElement {
  return (
    <Stack gap="md">
      <dl className="mk-facts" aria-label="Answer details">
        <div>
          <dt>Sent</dt>
          <dd>{formatMoment(answer.submittedAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{answerStatusWords(answer.status)}</dd>
        </div>
        <div>
          <dt>Prices hold until</dt>
          <dd>{`${formatDay(answer.validUntil) ?? ''}${answer.expired ? ' (passed)' : ''}`}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="mk-facts__total">{formatMoney(answer.totalCents, answer.currency)}</dd>
        </div>
        <div>
          <dt>Your note</dt>
          <dd>{answer.note ?? 'No note.'}</dd>
        </div>
      </dl>
      <DataTable aria-label={`Lines of your answer, version ${answer.version}`} columns={columnsFor(request, answer.currency)} rows={answer.lines} getRowId={(line) => line.quoteLineId} />
    </Stack>
  );
}
