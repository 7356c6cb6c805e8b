import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleRoute, mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { CreditApplicationsPage } from './credit-applications-page';

const meta = {
  title: 'Operator console/Pages/Credit applications',
  component: CreditApplicationsPage,
  decorators: [withRoute],
  parameters: { route: consoleRoute('/operator/credit-applications'), store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof CreditApplicationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One application waiting, with the limit asked for filled in. */
export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Decide on Summit Builders' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Approved limit/ })).toHaveValue('50000.00');
  },
};

/** Nothing declined yet (from the URL). */
export const NoneDeclined: Story = {
  parameters: { route: consoleRoute('/operator/credit-applications', '/operator/credit-applications?status=declined') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No applications' })).toBeVisible();
  },
};
