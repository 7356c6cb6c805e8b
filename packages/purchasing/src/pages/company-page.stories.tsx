import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockBuyer, mockMember, mockOwner } from '../mocks/fixtures';
import { mockInvoiceTolerances } from '../mocks/invoice-fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CompanyPage } from './company-page';

const meta = {
  title: 'Purchasing/Pages/Company',
  component: CompanyPage,
  decorators: [withRoute],
  parameters: { route: { path: '/company', url: '/company' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's page: members with roles, limits and projects, an invitation waiting, the settings and the audit log. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = await canvas.findByRole('grid', { name: 'Members' });
    await expect(within(members).getByRole('rowheader', { name: 'Dana Builder' })).toBeVisible();
    await expect(await canvas.findByText('Omar Owner changed Paul Approver’s role from buyer to approver.')).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Purchasing settings' })).toBeVisible();
  },
};

/** An admin manages too, but is offered no owner role. */
export const AsAdmin: Story = {
  parameters: { msw: mockApi({ role: 'admin' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Members' })).toBeVisible();
  },
};

/** The dialog of one member: their role and their limits. */
export const ManagingAMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Dana Builder' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Manage Dana Builder' }));
    await expect(dialog.getByRole('form', { name: 'Limits of Dana Builder' })).toBeVisible();
  },
};

/** A new company: the owner alone, no invitation, nothing in the log. */
export const Empty: Story = {
  parameters: { msw: mockApi({ members: [mockMember({ id: mockOwner.id, first_name: 'Omar', last_name: 'Owner', email: 'omar@summit.example', company_role: 'owner' })], invitations: [], auditEvents: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No invitation is waiting.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Nothing changed yet' })).toBeVisible();
  },
};

/** A buyer opening the page: only owners and admins manage the company; the invoice tolerances are read only. */
export const Forbidden: Story = {
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Only owners and admins manage the company' })).toBeVisible();
    // The region and the list in it are both labelled so: the list is the one read-only users get.
    const tolerances = await within(canvasElement).findByRole('region', { name: 'Invoice tolerances' });
    await expect(await within(tolerances).findByLabelText('Invoice tolerances')).toBeVisible();
  },
};

/** The owner turns on the automatic approval of matched invoices; the form shows it on as saved. */
export const ApprovingMatchedInvoicesAutomatically: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Invoice tolerances' }));
    const automatic = form.getByRole('checkbox', { name: 'Approve matched invoices automatically' });
    await expect(automatic).not.toBeChecked();
    await userEvent.click(automatic);
    await userEvent.click(form.getByRole('button', { name: 'Save tolerances' }));
    await expect(await within(canvasElement).findByText('The invoice tolerances are saved; they apply to invoices from now on.')).toBeVisible();
    await expect(within(await within(canvasElement).findByRole('form', { name: 'Invoice tolerances' })).getByRole('checkbox', { name: 'Approve matched invoices automatically' })).toBeChecked();
  },
};

/** A buyer reads that matched invoices are approved automatically, beside the tolerances. */
export const MatchedInvoicesApprovedAutomatically: Story = {
  parameters: { msw: mockApi({ user: mockBuyer, tolerances: mockInvoiceTolerances({ auto_approve_matched: true }) }) },
  play: async ({ canvasElement }) => {
    const tolerances = await within(canvasElement).findByRole('region', { name: 'Invoice tolerances' });
    await expect(await within(tolerances).findByLabelText('Invoice tolerances')).toHaveTextContent('Matched invoicesApproved automatically');
  },
};

/** Invoice tolerances the form cannot send: each field says why. */
export const ToleranceErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Invoice tolerances' }));
    const percent = form.getByRole('textbox', { name: /^Price \(%\)/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(form.getByRole('button', { name: 'Save tolerances' }));
    await expect(await form.findByText('Give the price tolerance as a percent from 0 to 100, e.g. 2.5.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/company/members/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/company/members/'), () => HttpResponse.json(errorBody('internal_error', 'The company is unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The company is unavailable right now.')).toBeVisible();
  },
};
