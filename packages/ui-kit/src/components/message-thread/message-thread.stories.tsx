import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageThread, type ThreadMessage } from './message-thread';

const conversation: ThreadMessage[] = [
  {
    id: 'm1',
    author: 'Dana Builder',
    company: 'Summit Builders',
    sentAt: '2026-11-21T09:30:00.000Z',
    body: 'Can you deliver the plywood to the rear lot before 7 am?',
    about: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft',
    isOwn: true,
  },
  { id: 'm2', author: 'Sam Supplier', company: 'Northside Lumber', sentAt: '2026-11-21T10:05:00.000Z', body: 'Yes: our first truck leaves at 5:30 am on weekdays.' },
  { id: 'm3', author: 'Dana Builder', company: 'Summit Builders', sentAt: '2026-11-21T10:05:00.000Z', body: 'Perfect, thank you.', isOwn: true },
];

const meta = {
  title: 'UI Kit/Data/MessageThread',
  component: MessageThread,
  tags: ['autodocs'],
  args: { label: 'Messages with Northside Lumber', messages: conversation },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides of a conversation, the viewer's own set apart; the first points at a line. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(canvasElement).getByRole('list', { name: 'Messages with Northside Lumber' });
    await expect(within(thread).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(thread).getByText('About: CDX Plywood Sheathing, 3/4 in × 4 × 8 ft')).toBeVisible();
  },
};

/** Nothing written yet. */
export const Empty: Story = {
  args: { messages: [], emptyDescription: 'Ask about a line or the delivery; Northside Lumber is emailed.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};

/** Every conversation at once, each message saying whom it went to. */
export const WithAddressees: Story = {
  args: {
    label: 'Messages with every supplier',
    messages: [
      { ...conversation[0]!, addressee: 'To Northside Lumber' },
      { id: 'm4', author: 'Dana Builder', company: 'Summit Builders', sentAt: '2026-11-21T11:00:00.000Z', body: 'The site gate code is 4521.', addressee: 'To all suppliers', isOwn: true },
      { id: 'm5', author: 'Rita Ridge', company: 'Ridge Building Supply', sentAt: '2026-11-21T11:20:00.000Z', body: 'Noted, thanks.', addressee: 'From Ridge Building Supply' },
    ],
  },
};

/** A message in paragraphs shows its line breaks as written. */
export const Paragraphs: Story = {
  args: {
    messages: [
      {
        id: 'm7',
        author: 'Sam Supplier',
        company: 'Northside Lumber',
        sentAt: '2026-11-22T16:10:00.000Z',
        body: 'Two options for the plywood:\n\n1. CDX from stock, delivered Monday.\n2. OSB of the same span rating, $4 less a sheet.\n\nTell us which you prefer.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByText(/Two options for the plywood/);
    await expect(body.textContent).toContain('plywood:\n\n1. CDX');
  },
};

/** A long message wraps and keeps its words. */
export const LongMessage: Story = {
  args: {
    messages: [
      {
        id: 'm6',
        author: 'Sam Supplier',
        company: 'Northside Lumber',
        sentAt: '2026-11-22T15:45:00.000Z',
        body: 'We can hold these prices through the end of the month. '.repeat(12).trim(),
      },
    ],
  },
};
