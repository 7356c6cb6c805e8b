import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDispatch } from 'react-redux';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { FlashMessage } from './flash-message';
import { flashSlice, showFlash, type ShowFlashPayload } from './flash-slice';

/** A store factory for `parameters.store`, already showing a message that stays until dismissed. */
function storeShowing(payload: ShowFlashPayload) {
  return () => {
    const store = configureStore({ reducer: combineSlices(flashSlice) });
    store.dispatch(showFlash({ timeout: 0, ...payload }));
    return store;
  };
}

function FlashPlayground() {
  const dispatch = useDispatch();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, paddingTop: 96 }}>
      <Button variant="secondary" onPress={() => dispatch(showFlash({ message: 'Your project was saved.' }))}>
        Show info
      </Button>
      <Button
        variant="secondary"
        onPress={() =>
          dispatch(showFlash({ message: 'Bank Enrollment has been added successfully', level: 'success' }))
        }
      >
        Show success
      </Button>
      <Button
        variant="secondary"
        onPress={() => dispatch(showFlash({ message: 'Two items are back-ordered.', level: 'warning' }))}
      >
        Show warning
      </Button>
      <Button
        variant="secondary"
        onPress={() => dispatch(showFlash({ message: 'Failed to initialize Plaid', level: 'error' }))}
      >
        Show error
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Feedback/FlashMessage',
  component: FlashMessage,
  tags: ['autodocs'],
  // This file renders its own FlashMessage; the global story decorator must not add a second one.
  parameters: { flashMessage: false, layout: 'fullscreen' },
} satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons: each new message replaces the previous one and restarts its 3 s timer. */
export const Playground: Story = {
  render: (args) => (
    <>
      <FlashMessage {...args} />
      <FlashPlayground />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Bank Enrollment has been added successfully');
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initialize Plaid');
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('alert'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Info: Story = { parameters: { store: storeShowing({ message: 'Your project was saved.' }) } };

export const Success: Story = {
  parameters: { store: storeShowing({ message: 'Bank Enrollment has been added successfully', level: 'success' }) },
};

export const Warning: Story = {
  parameters: {
    store: storeShowing({ message: 'Two items are back-ordered; delivery may be split.', level: 'warning' }),
  },
};

export const ErrorLevel: Story = {
  name: 'Error',
  parameters: { store: storeShowing({ message: 'Failed to send public token', level: 'error' }) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send public token');
  },
};

export const LongMessage: Story = {
  parameters: {
    store: storeShowing({
      message:
        'We could not reach the supplier to confirm delivery dates for three items. We will try again and email you when they reply.',
      level: 'warning',
    }),
  },
};

/** Nothing to show: the component renders only its empty fixed region. */
export const Empty: Story = {};
