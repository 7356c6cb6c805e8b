import { describe, expect, it } from 'vitest';
import { withChosenOptions } from './facets';

const known = [
  { id: 'size', name: 'Size', options: [{ id: '2x4', value: '2x4' }, { id: '2x6', value: '2x6' }] },
  { id: 'grade', name: 'Grade', options: [{ id: 'sel', value: 'Select' }] },
];

describe('withChosenOptions', () => {
  it('keeps chosen options the answer left out, with a count of zero', () => {
    const facets = [{ id: 'size', name: 'Size', options: [{ id: '2x4', value: '2x4', count: 3 }] }];
    expect(withChosenOptions(facets, ['2x4', '2x6', 'sel'], known)).toEqual([
      { id: 'size', name: 'Size', options: [{ id: '2x4', value: '2x4', count: 3 }, { id: '2x6', value: '2x6', count: 0 }] },
      { id: 'grade', name: 'Grade', options: [{ id: 'sel', value: 'Select', count: 0 }] },
    ]);
  });

  it('ignores ids nobody knows', () => {
    expect(withChosenOptions([], ['nope'], known)).toEqual([]);
  });
});
