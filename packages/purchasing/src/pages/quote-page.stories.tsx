import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { mockQuoteRequest } from '../mocks/quote-fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { QuotePage } from './quote-page';

const route = (quoteId = 'quote-1') => ({ route: { path: '/quotes/:quoteId', url: `/quotes/${quoteId}`, outletContext: { selectedProjectId: 'proj-maple' } } });
const comparison = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: 'Each line asked, and each supplier’s answer to it' });

const meta = {
  title: 'Purchasing/Pages/Quote request',
  component: QuotePage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof QuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three answers side by side for the owner to award: the cheapest marked, Oakline's expired, a line Northside does not offer. */
export const ComparingAnswers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await comparison(canvasElement));
    await expect(table.getAllByText('Cheapest')).toHaveLength(3);
    await expect(table.getByText('Expired Nov 20, 2026')).toBeVisible();
    await expect(within(canvasElement).getByRole('form', { name: 'Award the request' })).toBeVisible();
  },
};

/** Two lines chosen line by line, the award to confirm. */
export const ConfirmingTheAward: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await comparison(canvasElement);
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Award Douglas Fir Framing Lumber, 2x4 × 8 ft #2 to' })).getByRole('radio', { name: /^Northside Lumber/ }));
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'Award CDX Plywood Sheathing, 3/4 in × 4 × 8 ft to' })).getByRole('radio', { name: /^Ridge Building Supply/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review the award of 2 lines' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Award these lines?' })).toBeVisible();
  },
};

/** Review without a choice: the form says what it needs. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    await comparison(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Review the award' }));
    await expect(await within(canvasElement).findByText('Choose a supplier for at least one line.')).toBeVisible();
  },
};

/** The cancellation asked for, with a note for the suppliers. */
export const Cancelling: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Cancel the request' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this quote request?' })).toBeVisible();
  },
};

/** A colleague who did not ask reads the answers, without awarding. */
export const ReadOnlyColleague: Story = {
  parameters: { msw: mockApi({ user: { id: 'user-bea', name: 'Bea Buyer' }, role: 'buyer' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Only Dana Builder, who asked, or an owner or admin of the company can award or cancel this request.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('form', { name: 'Award the request' })).toBeNull();
  },
};

/** Awarded: what each line went to. */
export const Awarded: Story = {
  parameters: route('quote-0'),
  play: async ({ canvasElement }) => {
    await expect(within(await comparison(canvasElement)).getAllByText('Ridge Building Supply: 60 × $4.49')).toHaveLength(1);
  },
};

export const Cancelled: Story = {
  parameters: route('quote-c'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cancelled · 3 lines')).toBeVisible();
  },
};

/** Its deadline passed and no answer holds: read only. */
export const Expired: Story = {
  parameters: { ...route('quote-x'), msw: mockApi({ quoteRequests: [mockQuoteRequest({ id: 'quote-x', status: 'expired' })] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Expired without an answer · 3 lines')).toBeVisible();
  },
};

/** Sent, nobody answered yet. */
export const NoAnswerYet: Story = {
  parameters: route('quote-2'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No answer yet' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: route('quote-missing'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This quote request does not exist' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/quote-requests/:id/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/quote-requests/:id/'), () => HttpResponse.json(errorBody('internal_error', 'Quotes are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Quotes are unavailable right now.')).toBeVisible();
  },
};
