import { errorMessage, saveBlob } from '@marketplace/api-client';
import { DownloadButtons } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { fetchSupplierPayoutStatement, type StatementFormat } from '../../api/supplier-payouts-api';

/** Props of {@link StatementDownloads}. */
export interface StatementDownloadsProps {
  payoutId: string;
  /** Names the saved files, e.g. "payout-2026-11-20". */
  fileStem: string;
}

const statements = [
  { key: 'pdf', label: 'Statement (PDF)', loadingLabel: 'Downloading the PDF' },
  { key: 'csv', label: 'Statement (CSV)', loadingLabel: 'Downloading the CSV' },
] as const;

/**
 * The payout's statement as a PDF (to keep) or a CSV (for the books), fetched with the session's
 * cookies and saved under a name that says which payout it is; a failure is flashed in the API's words.
 */
export function StatementDownloads({ payoutId, fileStem }: StatementDownloadsProps): ReactElement {
  const download = async (format: StatementFormat) => saveBlob(await fetchSupplierPayoutStatement(payoutId, format), `${fileStem}.${format}`);
  return <DownloadButtons choices={statements} download={download} failureMessage={(error) => errorMessage(error, 'We could not download the statement. Please try again.')} />;
}
