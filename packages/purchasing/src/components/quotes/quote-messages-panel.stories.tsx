import { apiUrl, camelizeKeys } from '@marketplace/api-client';
import type { QuoteRequest } from '@marketplace/contracts';
import { Card } from '@marketplace/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { QuoteRequestData } from '../../api/quotes-api';
import { errorBody } from '../../mocks/fixtures';
import { mockQuoteRequest, mockUnansweredQuoteRequest } from '../../mocks/quote-fixtures';
import { mockApi, mockStore } from '../../mocks/story-parameters';
import '../../styles/purchasing.css';
import { QuoteMessagesPanel } from './quote-messages-panel';

/** A request as the page holds it (camelCased, as the API client reads it). */
const asRead = (request: QuoteRequest) => camelizeKeys(request) as QuoteRequestData;
const everyThread = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Messages with every supplier' });

const meta = {
  title: 'Purchasing/Quotes/Messages',
  component: QuoteMessagesPanel,
  args: { request: asRead(mockQuoteRequest()) },
  parameters: { store: mockStore(), msw: mockApi() },
  decorators: [
    (Story) => (
      <Card title="Messages">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof QuoteMessagesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every thread at once: the word sent to all suppliers shows once, each of Dana's others says whom it went to. */
export const EveryThread: Story = {
  play: async ({ canvasElement }) => {
    const thread = within(await everyThread(canvasElement));
    await expect(thread.getAllByRole('listitem')).toHaveLength(4);
    await expect(thread.getByText('To all suppliers')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Send to all suppliers' })).toBeVisible();
  },
};

/** Northside's thread alone, chosen from the list of suppliers. */
export const OneSupplier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Conversation/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Northside Lumber' }));
    const thread = within(await canvas.findByRole('list', { name: 'Messages with Northside Lumber' }));
    await expect(thread.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Send to Northside Lumber' })).toBeVisible();
  },
};

/** Nothing written yet with the one supplier asked. */
export const EmptyThread: Story = {
  args: { request: asRead(mockUnansweredQuoteRequest()) },
  parameters: { msw: mockApi({ quoteMessages: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};

/** A message on its way: the button says so until the API answers. */
export const Sending: Story = {
  parameters: {
    msw: mockApi(
      {},
      http.post(apiUrl('/api/quote-requests/:id/messages/'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Message to all suppliers/ }), 'Can you all deliver on Saturday?');
    const send = canvas.getByRole('button', { name: 'Send to all suppliers' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Sent: the thread shows it and the live region says where it went. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Message to all suppliers/ }), 'Can you all deliver on Saturday?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to all suppliers' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Message sent to all suppliers.');
    await expect(await canvas.findByText('Can you all deliver on Saturday?')).toBeVisible();
  },
};

/** Nothing written: the form says what it needs before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to all suppliers' }));
    await expect(await canvas.findByText('Write a message.')).toBeVisible();
  },
};

/** A character that turns the text around, refused by the API under the field. */
export const RefusedByTheApi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Message to all suppliers/ }), 'Invoice\u202Efdp.exe');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to all suppliers' }));
    await expect(await canvas.findByText('Remove the hidden characters that change the direction of the text (such as U+202E).', { selector: '.mk-field__error, .mk-field__error *' })).toBeVisible();
  },
};

/** A cancelled request: its messages stay to read, and no more can be sent. */
export const ReadOnlyClosed: Story = {
  args: { request: asRead(mockQuoteRequest({ id: 'quote-c', status: 'cancelled', answers: [] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await everyThread(canvasElement);
    await expect(canvas.getByText('This request is cancelled: its messages stay here to read, and no more can be sent.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Write a message' })).toBeNull();
  },
};

/** The messages could not be read. */
export const LoadFailed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/quote-requests/:id/messages/'), () => HttpResponse.json(errorBody('internal_error', 'Messages are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Messages are unavailable right now.')).toBeVisible();
  },
};
