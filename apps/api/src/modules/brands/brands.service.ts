import type { Brand, BrandListQuery } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { Page } from '../catalog/page';
import { findBrand, listBrands } from './brands.repository';

/** Reading brands. */
export interface BrandsService {
  list(query: BrandListQuery): Promise<Page<Brand>>;
  get(id: string): Promise<Brand>;
}

/** Creates the brands service. */
export function createBrandsService({ db }: { db: Kysely<Database> }): BrandsService {
  return {
    list: (query) => listBrands(db, query),
    async get(id) {
      const brand = await findBrand(db, id);
      if (!brand) throw notFound('This brand does not exist.');
      return brand;
    },
  };
}
