import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { allHandlers } from '../mocks/all-handlers';
import { errorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { mockStore, withRoute } from '../mocks/story-parameters';
import { QuoteRequestPage } from './quote-request-page';

const page = (id: string) => ({ path: '/supplier/quotes/:quoteRequestId', url: `/supplier/quotes/${id}` });

const meta = {
  title: 'Supplier admin/Pages/Quote request',
  component: QuoteRequestPage,
  decorators: [withRoute],
  parameters: { route: page('quote-new'), store: mockStore(), msw: { handlers: allHandlers() } },
} satisfies Meta<typeof QuoteRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerForm = async (canvasElement: HTMLElement, name = 'Your answer') => within(await within(canvasElement).findByRole('form', { name }));

/** A new request: the lines, the days, the builder's note, and the answer form with every line offered. */
export const NewRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Quote request for Mission Bay Townhomes' })).toBeVisible();
    await expect(await answerForm(canvasElement)).toBeTruthy();
  },
};

/** Sent without prices: each field in error says what it needs. */
export const AnswerFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(form.getAllByText('Give the unit price in dollars, like 14.50.')).toHaveLength(3));
  },
};

/** A line answered with a substitute: the supplier searches its own offers on sale and picks one. */
export const ChoosingASubstitute: Story = {
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement);
    const studs = within(form.getByRole('group', { name: /^Douglas Fir Framing Lumber/ }));
    await userEvent.click(studs.getByRole('button', { name: /Answer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Substitute' }));
    await userEvent.click(await studs.findByRole('button', { name: /Substitute offer/ }));
    await expect(await screen.findByRole('option', { name: /Structural Plywood 1, 1\/8 in/ })).toBeVisible();
  },
};

/** Answered once: the answer sent (version 1), and the form to revise it, starting from it. */
export const Answered: Story = {
  parameters: { route: page('quote-answered') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your answer, version 1' })).toBeVisible();
    await expect(await answerForm(canvasElement, 'Revise your answer')).toBeTruthy();
  },
};

/** Declining: what it means, and a note for the builder, before anything is sent. */
export const Declining: Story = {
  parameters: {
    // axe knows a modal is open only from role=dialog or aria-modal; this confirmation is an
    // alertdialog, so axe takes the page react-aria hid behind it for hidden focusable content.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Decline to quote' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Decline to quote?' }));
    await expect(dialog.getByRole('textbox', { name: /^Note to the builder/ })).toBeVisible();
  },
};

/** Declined: the supplier's note, and nothing more to do. */
export const Declined: Story = {
  parameters: { route: page('quote-declined') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You declined this request' })).toBeVisible();
  },
};

/** Past its deadline, unanswered: no form, and why. */
export const DeadlinePassed: Story = {
  parameters: { route: page('quote-late') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The deadline has passed' })).toBeVisible();
  },
};

/** The deadline passed while the supplier was answering: the API's refusal above the form. */
export const RefusedAfterTheDeadline: Story = {
  parameters: {
    route: page('quote-answered'),
    msw: { handlers: allHandlers({}, failingHandler('post', '/api/quote-requests/quote-answered/answer/', 409, errorBody('conflict', 'The time to answer this quote request ended at 2026-11-24T17:00:00.000Z.'))) },
  },
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement, 'Revise your answer');
    await userEvent.click(form.getByRole('button', { name: 'Send the revised answer' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('The time to answer this quote request ended');
  },
};

/** Awarded: the line the builder awarded to this supplier, and the answer, partly accepted. */
export const Awarded: Story = {
  parameters: { route: page('quote-awarded') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The builder has awarded this request' })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Lines asked' })).getByRole('row', { name: /UltraLight Drywall Panel/ })).toHaveTextContent('120 at $13.90');
  },
};

/** Another supplier's request, or a mistyped link. */
export const NotFound: Story = {
  parameters: { route: page('quote-unknown') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not find this quote request' })).toBeVisible();
  },
};

/** While the request loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: allHandlers({}, pendingHandler('get', '/api/quote-requests/quote-new/')) } },
};

/** The request could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: { handlers: allHandlers({}, failingHandler('get', '/api/quote-requests/quote-new/', 500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'We could not load this quote request' })).toBeVisible();
  },
};
