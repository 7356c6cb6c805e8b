import { errorMessage, saveBlob } from '@marketplace/api-client';
import { Button, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { fetchOperatorPayoutStatement, type StatementFormat } from '../../api/operator-money-api';

/** Props of {@link StatementDownloads}. */
export interface StatementDownloadsProps {
  payoutId: string;
  /** Names the saved files, e.g. "payout-granite-supply-2026-11-20". */
  fileStem: string;
  /** Says whose statement it is to screen readers when several are on one screen. */
  subject?: string;
}

const formatNames: Record<StatementFormat, string> = { pdf: 'PDF', csv: 'CSV' };

/** A payout's statement as PDF or CSV, fetched with the operator's session and saved; a failure is flashed. */
export function StatementDownloads({ payoutId, fileStem, subject }: StatementDownloadsProps): ReactElement {
  const flash = useFlash();
  const [pending, setPending] = useState<StatementFormat | null>(null);
  const download = async (format: StatementFormat) => {
    setPending(format);
    try {
      saveBlob(await fetchOperatorPayoutStatement(payoutId, format), `${fileStem}.${format}`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not download the statement. Please try again.'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          isLoading={pending === format}
          loadingLabel={`Downloading the ${formatNames[format]}`}
          aria-label={subject ? `Statement (${formatNames[format]}) of ${subject}` : undefined}
          onPress={() => void download(format)}
        >
          {`Statement (${formatNames[format]})`}
        </Button>
      ))}
    </Stack>
  );
}
