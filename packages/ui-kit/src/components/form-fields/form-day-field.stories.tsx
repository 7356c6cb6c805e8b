import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Form } from '../form/form';
import { FormDayField } from './form-day-field';

const deliverySchema = z.object({ deliverOn: z.string().min(1, { error: 'Choose a day' }) });
type DeliveryValues = z.infer<typeof deliverySchema>;

interface DeliveryDayFormProps {
  /** The form's initial day (YYYY-MM-DD); none by default. */
  defaultDay?: string;
  onSave: (values: DeliveryValues) => void;
}

/** A react-hook-form form (zod resolver) with one FormDayField. */
function DeliveryDayForm({ defaultDay = '', onSave }: DeliveryDayFormProps) {
  const { control, handleSubmit } = useForm<DeliveryValues>({ resolver: zodResolver(deliverySchema), defaultValues: { deliverOn: defaultDay } });
  return (
    <div style={{ maxWidth: 320 }}>
      <Form aria-label="Delivery day" onSubmit={handleSubmit((values) => onSave(values))}>
        <FormDayField control={control} name="deliverOn" label="Deliver on" isRequired />
        <Button type="submit">Save</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/FormDayField',
  component: DeliveryDayForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof DeliveryDayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form holds the day as the API writes it. */
export const WithValue: Story = {
  args: { defaultDay: '2026-12-08' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ deliverOn: '2026-12-08' }));
  },
};

/** Submitting without a day shows the message under the field. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a day')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
