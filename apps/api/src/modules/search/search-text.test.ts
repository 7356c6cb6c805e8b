import { describe, expect, it } from 'vitest';
import { queryWords, replaceWords, searchTerms, singular } from './search-text';
import { closestWord, editDistance } from './typo-correction';
import { fts5Query, tsQuery } from './search-match';
import { trigrams } from './search-vocabulary.repository';

describe('search words', () => {
  it('normalizes case, accents, separators, filler words and plurals', () => {
    expect(searchTerms('Béton Mix for the Studs & Joists, 2x4s')).toBe('beton mix stud joist 2x4');
    expect(searchTerms('1/2" x 4\' x 8\' Drywall Panels')).toBe('1 2 x 4 x 8 drywall panel');
    expect(searchTerms('NW-DRY-12-4812')).toBe('nw dry 12 4812');
    expect(queryWords('drywall drywall panels the')).toEqual(['drywall', 'panel']);
  });

  it('folds English plurals to the singular without mangling other words', () => {
    expect(['boxes', 'inches', 'supplies', 'shingles', 'glass', 'gas', 'tubes', 'brushes', 'nails', 'lbs'].map(singular)).toEqual([
      'box',
      'inch',
      'supply',
      'shingle',
      'glass',
      'gas',
      'tube',
      'brush',
      'nail',
      'lbs',
    ]);
  });

  it('rewrites corrected words inside the text as typed', () => {
    expect(replaceWords('  Plywod 3/4 ', new Map([['plywod', 'plywood']]))).toBe('plywood 3/4');
  });

  it('builds FTS5 and tsquery expressions: last word a prefix unless all are', () => {
    expect(fts5Query({ words: ['2x4', 'stu'], prefixAll: false })).toBe('"2x4" AND "stu"*');
    expect(fts5Query({ words: ['dry', 'pan', 'x'], prefixAll: true })).toBe('"dry"* AND "pan"* AND "x"');
    expect(tsQuery({ words: ['2x4', 'stu'], prefixAll: false })).toBe("'2x4' & 'stu':*");
  });
});

describe('typo correction', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('plywod', 'plywood')).toBe(1);
    expect(editDistance('drywlal', 'drywall')).toBe(1);
    expect(editDistance('stud', 'stud')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('picks the closest candidate within the allowance', () => {
    expect(closestWord('plywod', ['plywood', 'ply', 'wood'])).toBe('plywood');
    expect(closestWord('dyrwa', ['drywall', 'dry'])).toBe('drywall');
    expect(closestWord('cap', ['copper', 'cedar'])).toBeUndefined();
    expect(closestWord('xylophone', ['plywood'])).toBeUndefined();
  });

  it('splits words into trigrams for the candidate lookup', () => {
    expect(trigrams('plywod')).toEqual(['ply', 'lyw', 'ywo', 'wod']);
    expect(trigrams('ab')).toEqual([]);
  });
});
