import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, within } from 'storybook/test';
import { errorBody, mockBuyer, mockEmptyBudget, mockOverBudget } from '../mocks/fixtures';
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

/** A buyer reads the budget but does not set it. */
export const BuyerReads: Story = {
  parameters: { msw: mockApi({ user: mockBuyer }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only owners and admins set the budget.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
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
