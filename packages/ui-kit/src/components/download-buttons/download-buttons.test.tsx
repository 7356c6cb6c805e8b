import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/render-with-store';
import { selectCurrentFlash } from '../flash-message/flash-slice';
import { DownloadButtons } from './download-buttons';

const choices = [
  { key: 'pdf', label: 'Statement (PDF)', loadingLabel: 'Downloading the PDF' },
  { key: 'csv', label: 'Statement (CSV)', loadingLabel: 'Downloading the CSV', accessibleLabel: 'Statement (CSV) of Granite Supply' },
] as const;

describe('DownloadButtons', () => {
  it('fetches the file whose button was pressed, showing that one under way', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const download = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderWithStore(<DownloadButtons choices={choices} download={download} failureMessage={() => 'No.'} />);
    await user.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    expect(download).toHaveBeenCalledWith('pdf');
    expect(screen.getByRole('button', { name: 'Statement (PDF)' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Downloading the PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statement (CSV) of Granite Supply' })).not.toHaveAttribute('aria-busy');
    arrive();
    expect(await screen.findByRole('button', { name: 'Statement (PDF)' })).not.toHaveAttribute('aria-busy');
  });

  it('flashes a failure in the caller’s words', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <DownloadButtons choices={choices} download={() => Promise.reject(new Error('offline'))} failureMessage={(error) => `We could not download it: ${(error as Error).message}.`} />,
    );
    await user.click(screen.getByRole('button', { name: 'Statement (PDF)' }));
    await vi.waitFor(() => expect(selectCurrentFlash(store.getState())).toMatchObject({ level: 'error', message: 'We could not download it: offline.' }));
  });
});
