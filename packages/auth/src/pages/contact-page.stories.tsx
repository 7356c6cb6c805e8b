import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { validationErrorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { ContactPage } from './contact-page';

const meta = {
  title: 'Auth/Pages/Contact',
  component: ContactPage,
  decorators: [withRoute],
  parameters: { route: { path: 'contact', url: '/contact' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Your email/), 'visitor@example.com');
  await userEvent.type(canvas.getByLabelText(/^Message/), 'Do you deliver to Denver?');
  await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
  return canvas;
}

/** The empty form. */
export const Default: Story = {};

/** Sent: the confirmation. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Message sent' })).toBeVisible();
  },
};

/** The API refuses a field. */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: mockApi({}, failingHandler('post', '/api/home_page_message', 400, validationErrorBody({ message: 'Use at most 5000 characters.' }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByText('Use at most 5000 characters.')).toBeVisible();
  },
};
