import { useCallback, useState } from 'react';
import { saveBlob } from '@marketplace/api-client';
import { useOrderFlash } from './use-flash';

/**
 * Fetches a file and saves it, one at a time per key: `pending` names the download under way so
 * its button shows progress, and a failure is flashed with the API's message.
 */
export function useDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const { failed } = useOrderFlash();
  const download = useCallback(
    async (key: string, fetchFile: () => Promise<Blob>, fileName: string) => {
      setPending(key);
      try {
        saveBlob(await fetchFile(), fileName);
      } catch (error) {
        failed(error, 'We could not download this file. Please try again.');
      } finally {
        setPending(null);
      }
    },
    [failed],
  );
  return { download, pending };
}
