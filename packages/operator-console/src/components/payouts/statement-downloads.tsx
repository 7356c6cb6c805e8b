import { errorMessage, saveBlob } from '@marketplace/api-client';
import { DownloadButtons } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { fetchOperatorPayoutStatement, type StatementFormat } from '../../api/operator-money-api';

/** Props of {@link StatementDownloads}. */
export interface StatementDownloadsProps {
  payoutId: string;
  /** Names the saved files, e.g. "payout-granite-supply-2026-11-20". */
  fileStem: string;
  /** Says whose statement it is to screen readers when several are on one screen. */
  subject?: string;
}

const formats = [
  { key: 'pdf', name: 'PDF' },
  { key: 'csv', name: 'CSV' },
] as const;

/** A payout's statement as PDF or CSV, fetched with the operator's session and saved; a failure is flashed. */
export function StatementDownloads({ payoutId, fileStem, subject }: StatementDownloadsProps): ReactElement {
  const choices = formats.map(({ key, name }) => ({
    key,
    label: `Statement (${name})`,
    loadingLabel: `Downloading the ${name}`,
    accessibleLabel: subject ? `Statement (${name}) of ${subject}` : undefined,
  }));
  const download = async (format: StatementFormat) => saveBlob(await fetchOperatorPayoutStatement(payoutId, format), `${fileStem}.${format}`);
  return <DownloadButtons choices={choices} download={download} failureMessage={(error) => errorMessage(error, 'We could not download the statement. Please try again.')} />;
}
