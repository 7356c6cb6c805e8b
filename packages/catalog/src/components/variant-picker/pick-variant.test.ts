import { describe, expect, it } from 'vitest';
import { attributesOf, keepsOtherChoices, pickVariant, type PickerVariant } from './pick-variant';

const v = (id: string, size: string, grade: string): PickerVariant => ({
  id,
  attributeOptions: [
    { attributeId: 'size', name: 'Size', optionId: size, value: size },
    { attributeId: 'grade', name: 'Grade', optionId: grade, value: grade },
  ],
});

const variants = [v('a', '2x4', 'no2'), v('b', '2x4', 'select'), v('c', '2x6', 'no2')];

describe('pickVariant', () => {
  it('lists each attribute with its distinct options', () => {
    expect(attributesOf(variants).map((attribute) => [attribute.name, attribute.options.map((option) => option.id)])).toEqual([
      ['Size', ['2x4', '2x6']],
      ['Grade', ['no2', 'select']],
    ]);
  });

  it('lists lengths by size even when the variants come in another order', () => {
    const lengths = ['12 ft', '16 ft', '8 ft'].map((length): PickerVariant => ({
      id: length,
      attributeOptions: [{ attributeId: 'length', name: 'Length', optionId: length, value: length }],
    }));
    expect(attributesOf(lengths)[0]?.options.map((option) => option.value)).toEqual(['8 ft', '12 ft', '16 ft']);
  });

  it('keeps the other choices when a variant has them', () => {
    expect(pickVariant(variants, variants[1], 'size', '2x4')?.id).toBe('b');
    expect(pickVariant(variants, variants[0], 'size', '2x6')?.id).toBe('c');
  });

  it('changes as few other choices as it must', () => {
    expect(pickVariant(variants, variants[1], 'size', '2x6')?.id).toBe('c');
    expect(keepsOtherChoices(variants, variants[1], 'size', '2x6')).toBe(false);
    expect(keepsOtherChoices(variants, variants[0], 'size', '2x6')).toBe(true);
  });
});
