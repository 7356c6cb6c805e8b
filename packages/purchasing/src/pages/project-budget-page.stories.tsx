import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody, mockBuyer, mockEmptyBudget, mockMember, mockOverBudget, notAnApproverMessage } from '../mocks/fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ProjectBudgetPage } from './project-budget-page';

const meta = {
  title: 'Purchasing/Pages/Project budget',
  component: ProjectBudgetPage,
  decorators: [withRoute],
  parameters: { route: { path: '/projects/:projectId/budget', url: '/projects/proj-maple/budget' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProjectBudgetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's view: totals, the chart and tables, the CSV and the form to set the budget. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Budget of Maple Street Duplex' })).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Budget by category' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Set the budget' })).toBeVisible();
  },
};

/** A buyer reads the budget but does not set it, nor see who approves. */
export const BuyerReads: Story = {
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only owners and admins set the budget.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Approvers' })).toBeNull();
  },
};

/** The owner's "Approvers" card: everyone who may approve, Paul (the project's approver) checked. */
export const Approvers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole('group', { name: 'Approvers of this project' }));
    await expect(group.getByRole('checkbox', { name: 'Paul Approver (Approver)' })).toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Ava Admin (Admin)' })).not.toBeChecked();
    await expect(group.getByRole('checkbox', { name: 'Omar Owner (Owner)' })).not.toBeChecked();
    // Buyers and receivers do not approve.
    await expect(group.queryByRole('checkbox', { name: /Dana Builder/ })).toBeNull();
  },
};

/** The owner adds Ava as an approver and saves. */
export const SavingApprovers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Project approvers' }));
    await userEvent.click(await form.findByRole('checkbox', { name: 'Ava Admin (Admin)' }));
    await userEvent.click(form.getByRole('button', { name: 'Save approvers' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('The approvers are saved.')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Ava Admin (Admin)' })).toBeChecked();
  },
};

/** The API refuses someone (their role changed meanwhile): its sentence under the boxes. */
export const ApproverRefused: Story = {
  parameters: {
    msw: mockApi(
      {},
      http.put(apiUrl('/api/projects/:id/approvers/'), () => {
        const message = notAnApproverMessage(['user-paul']);
        return HttpResponse.json({ ...errorBody('validation_error', message), fields: { user_ids: message } }, { status: 400 });
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Project approvers' }));
    await userEvent.click(await form.findByRole('button', { name: 'Save approvers' }));
    const group = within(form.getByRole('group', { name: 'Approvers of this project' }));
    await expect(await group.findByText(notAnApproverMessage(['user-paul']))).toBeVisible();
  },
};

/** No member may approve: the card says so and points to the company page, where roles are given. */
export const NoOneCanApprove: Story = {
  parameters: { msw: mockApi({ members: [mockMember({ id: 'user-bea', first_name: 'Bea', last_name: 'Buyer', email: 'bea@summit.example' })] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No member can approve yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'company page' })).toHaveAttribute('href', '/company');
    await expect(canvas.queryByRole('form', { name: 'Project approvers' })).toBeNull();
  },
};

/** Over budget: said in words, overall and for the category. */
export const OverBudget: Story = {
  parameters: { msw: mockApi({ budget: mockOverBudget() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Over budget by $5,000.00.')).toBeVisible();
    await expect(await canvas.findByText('(over its budget by $10,000.00)', { exact: false })).toBeVisible();
  },
};

/** No budget and no orders yet; the owner can set one. */
export const Empty: Story = {
  parameters: { msw: mockApi({ budget: mockEmptyBudget() }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No budget and no orders yet' })).toBeVisible();
  },
};

/** The project belongs to another company (or the visitor has no role): the API's sentence. */
export const Forbidden: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/projects/:id/budget/'), () => HttpResponse.json(errorBody('permission_denied', 'Only an owner, admin, approver or buyer of the project’s company can see its budget.'), { status: 403 }))),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This budget is not yours to see' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/projects/:id/budget/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/projects/:id/budget/'), () => HttpResponse.json(errorBody('internal_error', 'Budgets are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Budgets are unavailable right now.')).toBeVisible();
  },
};
