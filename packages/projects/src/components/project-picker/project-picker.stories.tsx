import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { errorBody } from '../../mocks/fixtures';
import { failingHandler, pendingHandler } from '../../mocks/handlers';
import { mockApi, mockStore, withRoute } from '../../mocks/story-parameters';
import { ProjectPicker } from './project-picker';

const meta = {
  title: 'Projects/Components/ProjectPicker',
  component: ProjectPicker,
  decorators: [withRoute],
  args: { selectedProjectId: null, onChange: fn() },
  // The shell keeps the choice; here the story does.
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedProjectId);
    return (
      <ProjectPicker
        {...args}
        selectedProjectId={selected}
        onChange={(id) => {
          setSelected(id);
          args.onChange(id);
        }}
      />
    );
  },
  parameters: { store: mockStore(), msw: mockApi() },
} satisfies Meta<typeof ProjectPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const NoneSelected: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Choose a project/ })).toBeInTheDocument();
  },
};

/** A project chosen. */
export const Selected: Story = {
  args: { selectedProjectId: 'project-mission-bay' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Mission Bay Townhomes/ })).toBeInTheDocument();
  },
};

/** The company has no project: a link to add the first. */
export const Empty: Story = {
  parameters: { msw: mockApi({ projects: [] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Add your first project' })).toBeVisible();
  },
};

/** While the projects load. */
export const Loading: Story = {
  parameters: { msw: mockApi({}, pendingHandler('get', '/api/projects/')) },
};

/** The projects could not be loaded. */
export const LoadError: Story = {
  parameters: { msw: mockApi({}, failingHandler('get', '/api/projects/', 500, errorBody('internal_error', 'Something went wrong.'))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Projects could not be loaded/ })).toBeInTheDocument();
  },
};
