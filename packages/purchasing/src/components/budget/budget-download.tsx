import { errorMessage, saveBlob } from '@marketplace/api-client';
import { Button, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { fetchProjectBudgetCsv } from '../../api/budgets-api';

/**
 * "Download CSV": the budget fetched with the session (api-client's file helpers) and saved as
 * `<fileStem>.csv`; the button shows it is under way, and a failure is flashed. It behaves as
 * ui-kit's `DownloadButtons` does for one file, without importing it: a third feature importing
 * that component would make it a chunk of its own, named in the route table of every first page
 * (the sign-in page has no room left in bundle-budget.json).
 */
export function BudgetDownload({ projectId, fileStem }: { projectId: string; fileStem: string }): ReactElement {
  const flash = useFlash();
  const [isDownloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      saveBlob(await fetchProjectBudgetCsv(projectId), `${fileStem}.csv`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not download the budget. Please try again.'));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button size="sm" variant="secondary" isLoading={isDownloading} loadingLabel="Downloading the CSV" onPress={() => void download()}>
      Download CSV
    </Button>
  );
}
