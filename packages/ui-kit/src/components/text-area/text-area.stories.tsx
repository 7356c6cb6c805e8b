import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'UI Kit/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Delivery notes', placeholder: 'Gate code, site contact, unloading hours…' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = { args: { description: 'Shared with the supplier and the driver.' } };

export const WithError: Story = { args: { isRequired: true, errorMessage: 'Tell the driver where to unload' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Unload at gate B before 10:00.' } };
