import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ContactMessagesPage } from './contact-messages-page';

const meta = {
  title: 'Operator console/Pages/Contact messages',
  component: ContactMessagesPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/contact-messages'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ContactMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two messages, newest first, each with a way to answer. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link', { name: 'Answer by email' })).toHaveLength(2);
  },
};

/** No message yet. */
export const Empty: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/operator/contact-messages/'), () => HttpResponse.json({ count: 0, results: [] }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};
