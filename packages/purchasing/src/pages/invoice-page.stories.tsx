import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockBuyer } from '../mocks/fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { InvoicePage } from './invoice-page';

const route = (invoiceId = 'inv-1') => ({ route: { path: '/invoices/:invoiceId', url: `/invoices/${invoiceId}` } });
const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { name });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Purchasing/Pages/Invoice',
  component: InvoicePage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof InvoicePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matched: the owner approves or disputes; both PDFs to download. */
export const MatchedToApprove: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Approve $747.52' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Supplier’s PDF: NL-1042.pdf' })).toBeVisible();
  },
};

/** An exception: quantity and price off, for the owner to approve with a reason or dispute. */
export const ExceptionForOwner: Story = {
  parameters: route('inv-2'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Approve $1,098.72 with a reason' })).toBeVisible();
    await expect(within(canvasElement).getByText('Quantity exception')).toBeVisible();
  },
};

/** An approver may dispute an exception, never override it. */
export const ExceptionForApprover: Story = {
  parameters: { ...route('inv-2'), msw: mockApi({ user: { id: 'user-paul', name: 'Paul Approver' }, role: 'approver' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('An invoice with exceptions or in dispute is approved only by an owner or admin, who gives a reason.')).toBeVisible();
  },
};

/** The override asked without a reason: the reason is required. */
export const OverrideNeedsAReason: Story = {
  parameters: route('inv-2'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Approve $1,098.72 with a reason' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Approve invoice RB-778 despite its exceptions?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve the invoice' }));
    await expect(await dialog.findByText('Say why you approve it despite the exceptions; the reason is recorded.')).toBeVisible();
  },
};

/** The dispute form: a reason and a note for the supplier. */
export const Disputing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Dispute' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Dispute invoice NL-1042' })).toBeVisible();
  },
};

/** Disputed as short shipped, and the supplier's answer. */
export const DisputedWithResponse: Story = {
  parameters: route('inv-3'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We shipped 40 bags; the delivery ticket is signed for 40. (Nov 21, 2026, 3:00 PM)', { exact: false })).toBeVisible();
  },
};

/** Approved: to mark paid. */
export const ApprovedToPay: Story = {
  parameters: route('inv-4'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Mark $747.52 paid' })).toBeVisible();
  },
};

/** Paid, and its payment carried by an export: the page says when. */
export const Paid: Story = {
  parameters: route('inv-5'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Invoice NL-0990 from Northside Lumber')).toBeVisible();
    await expect(within(canvasElement).getByText('Payment exported on Nov 28, 2026')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /paid/ })).toBeNull();
  },
};

/** A buyer reads, and is told who decides. */
export const ReadOnlyBuyer: Story = {
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Owners, admins and the project’s approvers (within their approval limit) decide on invoices.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: route('inv-missing'),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'We could not find this invoice')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/ordering/invoices/:id/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/ordering/invoices/:id/'), () => HttpResponse.json(errorBody('internal_error', 'Invoices are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Invoices are unavailable right now.')).toBeVisible();
  },
};
