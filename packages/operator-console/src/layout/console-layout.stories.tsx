import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi, mockStore, withRoute } from '../mocks/story-parameters';
import { ConsoleLayout } from './console-layout';

const meta = {
  title: 'Operator console/Layout',
  component: ConsoleLayout,
  decorators: [withRoute],
  parameters: { route: { path: '/operator/money/reconciliation', url: '/operator/money/reconciliation' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the console's navigation, money first, and the operator with "Sign out". */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Console' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

/** No operator session: off to the sign-in page, which brings the operator back. */
export const SignedOut: Story = {
  parameters: { msw: mockApi({ signedIn: false }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('/operator/login?next=%2Foperator%2Fmoney%2Freconciliation')).toBeVisible();
  },
};
