import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from '../card/card';
import { LoadedContent } from './loaded-content';

interface Payout {
  supplier: string;
}

const meta = {
  title: 'UI Kit/Feedback/LoadedContent',
  component: LoadedContent<Payout>,
  tags: ['autodocs'],
  args: {
    noun: 'payout',
    data: { supplier: 'Granite Supply Inc.' },
    isError: false,
    isMissing: false,
    missingDescription: 'It may belong to another supplier, or the link is mistyped.',
    errorMessage: 'Something went wrong on our side. Please try again.',
    onRetry: fn(),
    children: (payout: Payout) => <Card title="Summary">{`Paid to ${payout.supplier}`}</Card>,
  },
} satisfies Meta<typeof LoadedContent<Payout>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { data: undefined } };

/** Another company's, or a mistyped link: nothing to try again. */
export const Missing: Story = { args: { data: undefined, isError: true, isMissing: true } };

export const Failed: Story = { args: { data: undefined, isError: true } };
