import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockApi, mockStore } from '../mocks/story-parameters';
import { withRoute } from '../mocks/story-route';
import { TermsPage } from './terms-page';

const meta = {
  title: 'Auth/Pages/Terms',
  component: TermsPage,
  decorators: [withRoute],
  parameters: { route: { path: 'terms', url: '/terms' }, store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms of service. */
export const Default: Story = {};
