import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

function Box({ label }: { label: string }) {
  return (
    <div
      style={{
        padding: '12px 16px',
        border: '1px dashed var(--mk-color-border-strong)',
        borderRadius: 'var(--mk-radius-md)',
        background: 'var(--mk-color-surface)',
      }}
    >
      {label}
    </div>
  );
}

const meta = {
  title: 'UI Kit/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Box label="Cement, 25 kg" />
        <Box label="Sharp sand, 1 t" />
        <Box label="Gravel, 850 kg" />
      </>
    ),
  },
  argTypes: {
    gap: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    direction: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = { args: { direction: 'horizontal', gap: 'sm', wrap: true } };

export const Toolbar: Story = {
  args: {
    direction: 'horizontal',
    justify: 'between',
    align: 'center',
    children: (
      <>
        <strong>3 items selected</strong>
        <Stack direction="horizontal" gap="sm">
          <Button variant="secondary" size="sm">
            Export
          </Button>
          <Button variant="danger" size="sm">
            Remove
          </Button>
        </Stack>
      </>
    ),
  },
};
