import type { ReactElement } from 'react';
import { fetchProjectBudgetCsv } from '../../api/budgets-api';
import { DownloadFileButton } from '../shared/download-file-button';

/** "Download CSV": the budget, saved as `<fileStem>.csv`. */
export function BudgetDownload({ projectId, fileStem }: { projectId: string; fileStem: string }): ReactElement {
  return (
    <DownloadFileButton
      label="Download CSV"
      loadingLabel="Downloading the CSV"
      fetchFile={() => fetchProjectBudgetCsv(projectId)}
      fileName={`${fileStem}.csv`}
      failureMessage="We could not download the budget. Please try again."
    />
  );
}
