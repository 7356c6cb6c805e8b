import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BankingCreditPage } from './banking-credit-page';

const meta = {
  title: 'banking-credit/BankingCreditPage',
  component: BankingCreditPage,
  render: () => (
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <BankingCreditPage />, handle: { title: 'Business credit', access: {} } }])}
    />
  ),
} satisfies Meta<typeof BankingCreditPage>;

export default meta;

export const ComingSoon: StoryObj<typeof meta> = {};
