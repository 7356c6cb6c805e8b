import { Button, DataTable, formatMoney, Modal, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { QuoteLineData } from '../../api/quotes-api';
import type { ComparedOffer } from './quote-comparison-model';

/** A line chosen for the award, with the answer it goes to. */
export interface AwardedLine {
  line: QuoteLineData;
  offer: ComparedOffer;
}

/** Props of {@link AwardConfirmDialog}. */
export interface AwardConfirmDialogProps {
  /** The lines to confirm; null while closed. */
  lines: AwardedLine[] | null;
  currency: string;
  projectName: string;
  isAwarding: boolean;
  onConfirm: (lines: AwardedLine[]) => void;
  onCancel: () => void;
}

/**
 * Asks before the award, which cannot be undone: each line, the supplier it goes to and what it
 * costs as quoted, and the total that goes into the project's cart; the other suppliers are told
 * they were not chosen.
 */
export function AwardConfirmDialog({ lines, currency, projectName, isAwarding, onConfirm, onCancel }: AwardConfirmDialogProps): ReactElement {
  const money = (cents: number | null) => formatMoney(cents, currency);
  const total = (lines ?? []).reduce((sum, { offer }) => sum + (offer.lineTotalCents ?? 0), 0);
  const columns: DataTableColumn<AwardedLine>[] = [
    { id: 'line', header: 'Line', cell: ({ line }) => line.description, isRowHeader: true },
    { id: 'supplier', header: 'Supplier', cell: ({ offer }) => offer.supplier.name },
    { id: 'quantity', header: 'Quantity', cell: ({ line, offer }) => offer.quantity ?? line.quantity, align: 'end' },
    { id: 'price', header: 'Unit price', cell: ({ offer }) => money(offer.unitPriceCents), align: 'end' },
    { id: 'total', header: 'Line total', cell: ({ offer }) => money(offer.lineTotalCents), align: 'end' },
  ];
  return (
    <Modal
      title="Award these lines?"
      size="lg"
      isOpen={lines !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      footer={
        <Stack direction="horizontal" gap="sm">
          <Button isLoading={isAwarding} loadingLabel="Awarding the lines" onPress={() => (lines ? onConfirm(lines) : undefined)}>
            Award and add to the cart
          </Button>
          <Button variant="ghost" onPress={onCancel}>
            Keep choosing
          </Button>
        </Stack>
      }
    >
      <Stack gap="md">
        <p>
          {`They go into the cart of ${projectName} at the quoted prices, ${money(total)} in all, and cannot be awarded again. The suppliers are told.`}
        </p>
        <DataTable aria-label="Lines to award" columns={columns} rows={lines ?? []} getRowId={({ line }) => line.id} />
      </Stack>
    </Modal>
  );
}
