import { errorMessage, saveBlob } from '@marketplace/api-client';
import { useFlash } from '@marketplace/ui-kit';
import { useCallback, useState } from 'react';

/**
 * Fetches a file and saves it, one at a time per key: `pending` names the download under way so
 * its button shows progress, and a failure is flashed with the API's message.
 */
export function useDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const flash = useFlash();
  const download = useCallback(
    async (key: string, fetchFile: () => Promise<Blob>, fileName: string) => {
      setPending(key);
      try {
        saveBlob(await fetchFile(), fileName);
      } catch (error) {
        flash.error(errorMessage(error, 'We could not download this file. Please try again.'));
      } finally {
        setPending(null);
      }
    },
    [flash],
  );
  return { download, pending };
}
