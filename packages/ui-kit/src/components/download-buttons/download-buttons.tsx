import { useState, type ReactElement } from 'react';
import { useFlash } from '../flash-message/use-flash';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';

/** One file {@link DownloadButtons} offers. */
export interface DownloadChoice<Key extends string> {
  key: Key;
  /** What the button says, e.g. "Statement (PDF)". */
  label: string;
  /** What it says while the file comes, e.g. "Downloading the PDF". */
  loadingLabel: string;
  /** The button's name for assistive technology, where several rows of the same buttons share a screen. */
  accessibleLabel?: string;
}

/** Props of {@link DownloadButtons}. */
export interface DownloadButtonsProps<Key extends string> {
  choices: readonly DownloadChoice<Key>[];
  /** Fetches one file and saves it; a rejection is flashed as an error. */
  download(key: Key): Promise<void>;
  /** The words of a failed download (for API errors: the API client's `errorMessage`). */
  failureMessage(error: unknown): string;
}

/**
 * A row of buttons, each fetching one file (a document as PDF or CSV): the button pressed shows
 * it is under way until the file is saved, and a failure is flashed in the caller's words.
 */
export function DownloadButtons<Key extends string>({ choices, download, failureMessage }: DownloadButtonsProps<Key>): ReactElement {
  const flash = useFlash();
  const [pending, setPending] = useState<Key | null>(null);
  const start = async (key: Key) => {
    setPending(key);
    try {
      await download(key);
    } catch (error) {
      flash.error(failureMessage(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {choices.map((choice) => (
        <Button
          key={choice.key}
          size="sm"
          variant="secondary"
          isLoading={pending === choice.key}
          loadingLabel={choice.loadingLabel}
          aria-label={choice.accessibleLabel}
          onPress={() => void start(choice.key)}
        >
          {choice.label}
        </Button>
      ))}
    </Stack>
  );
}
