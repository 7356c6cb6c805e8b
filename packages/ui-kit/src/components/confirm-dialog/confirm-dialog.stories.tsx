import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI Kit/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    // axe knows a modal is open only from role=dialog or aria-modal; this is an alertdialog, so
    // axe takes the page react-aria hid behind it for hidden focusable content.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  args: {
    title: 'Cancel Gypsum Drywall Panel, 1/2 in × 4 × 8 ft?',
    isOpen: true,
    onOpenChange: fn(),
    confirmLabel: 'Cancel the item',
    confirmingLabel: 'Cancelling the item',
    keepLabel: 'Keep it',
    onConfirm: fn(),
    children: <p>The builder is told and does not pay for it. This cannot be undone.</p>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};

export const Confirming: Story = { args: { isConfirming: true } };
