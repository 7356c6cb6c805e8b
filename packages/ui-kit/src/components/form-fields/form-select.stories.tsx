import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Form } from '../form/form';
import type { SelectOption } from '../select/select';
import { FormSelect } from './form-select';

const statusOptions: SelectOption[] = [
  { value: 'active', label: 'Active' },
  { value: 'on_hold', label: 'On hold' },
  { value: 'completed', label: 'Completed' },
];

const statusSchema = z.object({ status: z.enum(['active', 'on_hold', 'completed'], { error: 'Choose a status' }) });
type StatusValues = z.infer<typeof statusSchema>;

interface ProjectStatusFormProps {
  /** The form's initial choice; none by default. */
  defaultStatus?: StatusValues['status'];
  onSave: (values: StatusValues) => void;
}

/** A react-hook-form form (zod resolver) with one FormSelect. */
function ProjectStatusForm({ defaultStatus, onSave }: ProjectStatusFormProps) {
  const { control, handleSubmit } = useForm<StatusValues>({
    resolver: zodResolver(statusSchema),
    defaultValues: { status: defaultStatus },
  });
  return (
    <div style={{ maxWidth: 320 }}>
      <Form aria-label="Project status" onSubmit={handleSubmit((values) => onSave(values))}>
        <FormSelect control={control} name="status" label="Status" options={statusOptions} isRequired />
        <Button type="submit">Save</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/FormSelect',
  component: ProjectStatusForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof ProjectStatusForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen option's value becomes the form's value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    // The list opens in a popover at the end of the document body.
    await userEvent.click(await screen.findByRole('option', { name: 'On hold' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ status: 'on_hold' }));
  },
};

/** The form's default value is the chosen option. */
export const WithValue: Story = {
  args: { defaultStatus: 'completed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toHaveTextContent('Completed');
  },
};

/** Submitting without a choice shows the message under the field and focuses its trigger. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const trigger = canvas.getByRole('button', { name: /Status/ });
    await waitFor(() => expect(trigger).toHaveAccessibleDescription(/Choose a status/));
    await expect(trigger).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
