import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadButtons } from './download-buttons';

const meta = {
  title: 'UI Kit/Actions/DownloadButtons',
  component: DownloadButtons,
  tags: ['autodocs'],
  args: {
    choices: [
      { key: 'pdf', label: 'Statement (PDF)', loadingLabel: 'Downloading the PDF' },
      { key: 'csv', label: 'Statement (CSV)', loadingLabel: 'Downloading the CSV' },
    ],
    download: fn(async (_key: string) => undefined) as (key: string) => Promise<void>,
    failureMessage: () => 'We could not download the statement. Please try again.',
  },
} satisfies Meta<typeof DownloadButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Statement (CSV)' }));
    await expect(args.download).toHaveBeenCalledWith('csv');
  },
};

/** While a file comes: its button shows it, the other stays available. */
export const Downloading: Story = {
  args: { download: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Statement (PDF)' }));
    await expect(canvas.getByRole('progressbar', { name: 'Downloading the PDF' })).toBeVisible();
  },
};
