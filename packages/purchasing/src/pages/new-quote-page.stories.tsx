import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@marketplace/api-client';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '../mocks/fixtures';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { NewQuotePage } from './new-quote-page';

const route = (url = '/quotes/new?project=proj-maple') => ({ route: { path: '/quotes/new', url } });
const theForm = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'New quote request' }));

const meta = {
  title: 'Purchasing/Pages/New quote request',
  component: NewQuotePage,
  decorators: [withRoute],
  parameters: { ...route(), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof NewQuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the cart's link: its project, the suppliers delivering there, the cart as the lines. */
export const FromTheCart: Story = {
  play: async ({ canvasElement }) => {
    const form = await theForm(canvasElement);
    await expect(await form.findByRole('checkbox', { name: 'Ridge Building Supply' })).toBeVisible();
    await expect(form.getByRole('radio', { name: /The project’s cart/ })).toBeChecked();
  },
};

/** Typed rows: a catalogue SKU and a description. */
export const TypedLines: Story = {
  play: async ({ canvasElement }) => {
    const form = await theForm(canvasElement);
    await userEvent.click(await form.findByRole('radio', { name: /Lines typed here/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add a line' }));
    await expect(form.getByRole('group', { name: 'Line 2' })).toBeVisible();
  },
};

/** A submit with nothing chosen: each field says what it needs. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await theForm(canvasElement);
    await form.findByRole('checkbox', { name: 'Northside Lumber' });
    await userEvent.click(form.getByRole('radio', { name: /Lines typed here/ }));
    await userEvent.click(form.getByRole('button', { name: 'Ask for quotes on 1 line' }));
    await expect(await form.findByText('Choose at least one supplier to ask.')).toBeVisible();
    await expect(form.getByText('Give the catalogue SKU, or describe the item instead.')).toBeVisible();
  },
};

/** No supplier delivers to the project's site yet. */
export const NoSupplierDelivers: Story = {
  parameters: { msw: mockApi({ deliveringSupplierIds: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No supplier delivers to this project’s site yet.')).toBeVisible();
  },
};

/** Opened from the quotes list with no project selected: the project is chosen first. */
export const NoProjectChosen: Story = {
  parameters: route('/quotes/new'),
  play: async ({ canvasElement }) => {
    const form = await theForm(canvasElement);
    await expect(form.queryByRole('group', { name: /Suppliers to ask/ })).toBeNull();
  },
};

export const NoProjects: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/projects/'), () => HttpResponse.json({ count: 0, results: [] }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Add a project first' })).toBeVisible();
  },
};

export const LoadingSuppliers: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/projects/:id/suppliers/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading the suppliers' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: mockApi({}, http.get(apiUrl('/api/projects/'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    })),
  },
};

export const Failed: Story = {
  parameters: { msw: mockApi({}, http.get(apiUrl('/api/projects/'), () => HttpResponse.json(errorBody('internal_error', 'Projects are unavailable right now.'), { status: 500 }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Projects are unavailable right now.')).toBeVisible();
  },
};
