import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PickerVariant } from './pick-variant';
import { VariantPicker } from './variant-picker';

const v = (id: string, size: string, grade: string): PickerVariant => ({
  id,
  attributeOptions: [
    { attributeId: 'size', name: 'Size', optionId: size, value: size },
    { attributeId: 'grade', name: 'Grade', optionId: grade, value: grade },
  ],
});
const variants = [v('a', '2x4', '#2'), v('b', '2x4', 'Select'), v('c', '2x6', '#2')];

function Picker() {
  const [selected, setSelected] = useState('a');
  return (
    <>
      <VariantPicker variants={variants} selectedId={selected} onSelect={setSelected} />
      <output>{selected}</output>
    </>
  );
}

describe('VariantPicker', () => {
  it('shows one radio group per attribute with the current choice', () => {
    render(<Picker />);
    expect(screen.getByRole('radio', { name: '2x4' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Grade' })).toBeInTheDocument();
  });

  it('switches variant on a click', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('radio', { name: 'Select' }));
    expect(screen.getByRole('status')).toHaveTextContent('b');
  });

  it('moves the choice with arrow keys', async () => {
    render(<Picker />);
    screen.getByRole('radio', { name: '2x4' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('c');
    expect(screen.getByRole('radio', { name: '2x6' })).toHaveFocus();
  });
});
