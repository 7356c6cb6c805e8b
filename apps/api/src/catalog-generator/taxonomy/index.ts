import type { CategorySpec } from '../taxonomy-types';
import { structureCategories } from './structure';
import { systemsCategories } from './systems';

/** Every category the generator fills, in navigation order. */
export const catalogTaxonomy: readonly CategorySpec[] = [...structureCategories, ...systemsCategories];
