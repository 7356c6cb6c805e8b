import { camelizeKeys } from '@marketplace/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import { allHandlers } from '../../mocks/all-handlers';
import { errorBody } from '../../mocks/fixtures';
import { failingHandler, pendingHandler } from '../../mocks/handlers';
import { mockQuoteRequests } from '../../mocks/quote-fixtures';
import { mockStore } from '../../mocks/story-parameters';
import { QuoteMessagesSection } from './quote-messages-section';

/** One of the mock supplier's requests as the page holds it (camelCased, as the API client reads it). */
const request = (id: string) => camelizeKeys(mockQuoteRequests().find((candidate) => candidate.id === id)) as SupplierQuoteRequest;
const thread = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Messages with Summit Builders' });

const meta = {
  title: 'Supplier admin/Quotes/Messages',
  component: QuoteMessagesSection,
  args: { request: request('quote-answered') },
  parameters: { store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof QuoteMessagesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The supplier's own thread with the builder: its messages set apart, two about the drywall. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const messages = within(await thread(canvasElement));
    await expect(messages.getAllByRole('listitem')).toHaveLength(3);
    await expect(messages.getAllByText('About: UltraLight Drywall Panel, 1/2 in, 4 ft x 8 ft')).toHaveLength(2);
  },
};

/** A new request: nothing written yet. */
export const EmptyThread: Story = {
  args: { request: request('quote-new') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};

/** A message on its way: the button is busy until the API answers. */
export const Sending: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('post', '/api/quote-requests/:id/messages/')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to Summit Builders/ }), 'The first drop leaves at 6 am.');
    const send = canvas.getByRole('button', { name: 'Send the message' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Sent: the thread shows it and the live region says it went. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to Summit Builders/ }), 'The first drop leaves at 6 am.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Message sent to Summit Builders.');
    await expect(await canvas.findByText('The first drop leaves at 6 am.')).toBeVisible();
  },
};

/** Refused before it is sent, in the API's words: nothing written, then a character that turns the text around. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the message' }));
    await expect(await canvas.findByText('Write a message.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message to Summit Builders/ }), 'Invoice\u202Efdp.exe');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the message' }));
    await expect(await canvas.findByText('Remove the hidden characters that change the direction of the text (such as U+202E).')).toBeVisible();
  },
};

/** Awarded: the thread stays to read, with nothing to write. */
export const ReadOnlyClosed: Story = {
  args: { request: request('quote-awarded') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(await thread(canvasElement)).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('The builder has awarded this request: the messages stay here to read, and no more can be sent.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Write to the builder' })).toBeNull();
  },
};

/** The thread could not be read. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/quote-requests/:id/messages/', 500, errorBody('internal_error', 'Messages are unavailable right now.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Messages are unavailable right now.')).toBeVisible();
  },
};
