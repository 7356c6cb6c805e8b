import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Form } from '../form/form';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';
import { Modal } from './modal';

const meta = {
  title: 'UI Kit/Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Delete project?',
    children: 'Its cart is emptied. Orders already placed are kept.',
    trigger: <Button variant="danger">Delete project</Button>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Confirmation: Story = {
  args: {
    role: 'alertdialog',
    size: 'sm',
    footer: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button variant="danger" onPress={close}>
          Delete
        </Button>
      </>
    ),
  },
};

/** Open from the start (controlled), e.g. to review its layout. */
export const Open: Story = { args: { trigger: undefined, isOpen: true, onOpenChange: fn() } };

function EditDeliveryModal() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Edit delivery details
      </Button>
      <Modal
        title="Delivery details"
        size="lg"
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" form="delivery-form">
              Save
            </Button>
          </>
        )}
      >
        {(close) => (
          <Form id="delivery-form" onSubmit={close}>
            <TextField label="Site contact" autoFocus />
            <TextField label="Contact phone" type="tel" />
            <TextArea label="Unloading instructions" />
          </Form>
        )}
      </Modal>
    </>
  );
}

export const WithForm: Story = { render: () => <EditDeliveryModal /> };
