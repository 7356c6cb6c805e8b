import { errorMessage, saveBlob } from '@marketplace/api-client';
import { Button, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { fetchSupplierPayoutStatement, type StatementFormat } from '../../api/supplier-payouts-api';

/** Props of {@link StatementDownloads}. */
export interface StatementDownloadsProps {
  payoutId: string;
  /** Names the saved files, e.g. "payout-2026-11-20". */
  fileStem: string;
}

const formatNames: Record<StatementFormat, string> = { pdf: 'PDF', csv: 'CSV' };

/**
 * The payout's statement as a PDF (to keep) or a CSV (for the books), fetched with the session's
 * cookies and saved under a name that says which payout it is; a failure is flashed in the API's words.
 */
export function StatementDownloads({ payoutId, fileStem }: StatementDownloadsProps): ReactElement {
  const flash = useFlash();
  const [pending, setPending] = useState<StatementFormat | null>(null);
  const download = async (format: StatementFormat) => {
    setPending(format);
    try {
      saveBlob(await fetchSupplierPayoutStatement(payoutId, format), `${fileStem}.${format}`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not download the statement. Please try again.'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button key={format} size="sm" variant="secondary" isLoading={pending === format} loadingLabel={`Downloading the ${formatNames[format]}`} onPress={() => void download(format)}>
          {`Statement (${formatNames[format]})`}
        </Button>
      ))}
    </Stack>
  );
}
