import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FacetFilters, type FacetAttribute } from './facet-filters';

const attributes: FacetAttribute[] = [
  {
    id: 'attr-size',
    name: 'Nominal size',
    options: [
      { id: 'o-2x4', value: '2x4', count: 12 },
      { id: 'o-2x6', value: '2x6', count: 12 },
    ],
  },
  {
    id: 'attr-grade',
    name: 'Grade',
    options: [
      { id: 'o-no2', value: '#2', count: 12 },
      { id: 'o-select', value: 'Select', count: 12 },
    ],
  },
];

function Stateful({ initial }: { initial: string[] }) {
  const [selected, setSelected] = useState(initial);
  return <FacetFilters attributes={attributes} selected={selected} onChange={setSelected} />;
}

const meta = {
  title: 'Catalog/Components/FacetFilters',
  component: FacetFilters,
  args: { attributes, selected: [], onChange: () => undefined },
  render: (args) => <Stateful initial={[...args.selected]} />,
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const OneChosen: Story = { args: { selected: ['o-select'] } };
export const Ticking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '2x4 (12)' }));
    await expect(canvas.getByRole('checkbox', { name: '2x4 (12)' })).toBeChecked();
  },
};
