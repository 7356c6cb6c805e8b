import { camelizeKeys } from '@marketplace/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { mockProducts } from '../../mocks/fixtures';
import type { PickerVariant } from './pick-variant';
import { VariantPicker } from './variant-picker';

const lumber: PickerVariant[] = (mockProducts[0]?.variants ?? []).map((variant) => ({
  id: variant.id,
  attributeOptions: camelizeKeys(variant.values) as PickerVariant['attributeOptions'],
}));

function Stateful({ initial, variants }: { initial: string; variants: readonly PickerVariant[] }) {
  const [selected, setSelected] = useState(initial);
  return <VariantPicker variants={variants} selectedId={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Catalog/Components/VariantPicker',
  component: VariantPicker,
  args: { variants: lumber, selectedId: lumber[0]?.id ?? '', onSelect: () => undefined },
  render: (args) => <Stateful initial={args.selectedId} variants={args.variants} />,
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Framing lumber: size, length and grade. */
export const ThreeAttributes: Story = {};

export const ChoosingGrade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Select' }));
    await expect(canvas.getByRole('radio', { name: 'Select' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** A product with a single variant: nothing to choose, nothing drawn. */
export const SingleVariant: Story = { args: { variants: lumber.slice(0, 1) } };
