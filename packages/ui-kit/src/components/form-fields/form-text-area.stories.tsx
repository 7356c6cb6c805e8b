import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Form } from '../form/form';
import { FormTextArea } from './form-text-area';

const deliverySchema = z.object({ instructions: z.string().max(60, 'Keep the instructions under 60 characters') });
type DeliveryValues = z.infer<typeof deliverySchema>;

interface DeliveryInstructionsFormProps {
  /** The form's initial value of the field. */
  defaultInstructions?: string;
  onSave: (values: DeliveryValues) => void;
}

/** A react-hook-form form (zod resolver) with one FormTextArea. */
function DeliveryInstructionsForm({ defaultInstructions = '', onSave }: DeliveryInstructionsFormProps) {
  const { control, handleSubmit } = useForm<DeliveryValues>({
    resolver: zodResolver(deliverySchema),
    defaultValues: { instructions: defaultInstructions },
  });
  return (
    <div style={{ maxWidth: 420 }}>
      <Form aria-label="Delivery" onSubmit={handleSubmit((values) => onSave(values))}>
        <FormTextArea control={control} name="instructions" label="Delivery instructions" description="Shared with the supplier and the driver." />
        <Button type="submit">Save</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/FormTextArea',
  component: DeliveryInstructionsForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof DeliveryInstructionsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is typed becomes the form's value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Delivery instructions'), 'Unload at gate B');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ instructions: 'Unload at gate B' }));
  },
};

/** Submitting with an error shows the message under the field and focuses it. */
export const ValidationError: Story = {
  args: { defaultInstructions: 'Unload at gate B before 10:00, call the site office on arrival.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const textarea = canvas.getByLabelText('Delivery instructions');
    await waitFor(() => expect(textarea).toHaveAccessibleDescription(/Keep the instructions under 60 characters/));
    await expect(textarea).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
