import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Form } from '../form/form';
import { FormTextField } from './form-text-field';

const projectSchema = z.object({ name: z.string().trim().min(1, 'Enter a project name') });
type ProjectValues = z.infer<typeof projectSchema>;

interface ProjectNameFormProps {
  /** The form's initial value of the field. */
  defaultName?: string;
  onSave: (values: ProjectValues) => void;
}

/** A react-hook-form form (zod resolver) with one FormTextField: no Controller to write. */
function ProjectNameForm({ defaultName = '', onSave }: ProjectNameFormProps) {
  const { control, handleSubmit } = useForm<ProjectValues>({
    resolver: zodResolver(projectSchema),
    defaultValues: { name: defaultName },
  });
  return (
    <div style={{ maxWidth: 360 }}>
      <Form aria-label="Project" onSubmit={handleSubmit((values) => onSave(values))}>
        <FormTextField control={control} name="name" label="Project name" description="What your team calls the jobsite." isRequired />
        <Button type="submit">Save</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/FormTextField',
  component: ProjectNameForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
} satisfies Meta<typeof ProjectNameForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is typed becomes the form's value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Project name/), 'Dock 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ name: 'Dock 4' }));
  },
};

/** The form's default value fills the field. */
export const WithValue: Story = {
  args: { defaultName: 'Midtown Retrofit, Phase 2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Project name/)).toHaveValue('Midtown Retrofit, Phase 2');
  },
};

/** Submitting with an error shows the message under the field and focuses it. */
export const ValidationError: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const input = canvas.getByLabelText(/^Project name/);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Enter a project name/));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
