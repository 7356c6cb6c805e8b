import { errorMessage, saveBlob } from '@marketplace/api-client';
import { Button, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';

/** Props of {@link DownloadFileButton}. */
export interface DownloadFileButtonProps {
  /** What the button says: "Download CSV", "Xero CSV". */
  label: string;
  /** Its name for assistive technology when several such buttons share a screen. */
  accessibleLabel?: string;
  /** What it says while the file comes: "Downloading the CSV". */
  loadingLabel: string;
  /** Fetches the file with the session (api-client's file helpers). */
  fetchFile: () => Promise<Blob>;
  /** The name the file is saved under. */
  fileName: string;
  /** What the flash says when it fails and the API gave no words. */
  failureMessage: string;
  /** Told once the file is saved: a download may change what the page shows (an export marks invoices exported). */
  onSaved?: () => void;
}

/**
 * One file fetched and saved: the button shows it is under way, and a failure is flashed. It
 * behaves as ui-kit's `DownloadButtons` does for one file, without importing it: a third feature
 * importing that component would make it a chunk of its own, named in the route table of every
 * first page (the sign-in page has no room left in bundle-budget.json).
 */
export function DownloadFileButton({ label, accessibleLabel, loadingLabel, fetchFile, fileName, failureMessage, onSaved }: DownloadFileButtonProps): ReactElement {
  const flash = useFlash();
  const [isDownloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      saveBlob(await fetchFile(), fileName);
      onSaved?.();
    } catch (error) {
      flash.error(errorMessage(error, failureMessage));
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button size="sm" variant="secondary" isLoading={isDownloading} loadingLabel={loadingLabel} aria-label={accessibleLabel} onPress={() => void download()}>
      {label}
    </Button>
  );
}
