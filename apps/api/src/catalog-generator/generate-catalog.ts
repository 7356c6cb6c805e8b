import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ObjectStore } from '../providers/storage/object-store';
import type { CatalogPlanOptions } from './generator-types';
import { writePictures } from './images/picture-files';
import { planCatalogBatches } from './plan-catalog';
import { writeCatalog } from './write-catalog';

/** What a generation run added. */
export interface GeneratedCatalog {
  products: number;
  variants: number;
  productSupplierVariants: number;
  images: number;
  /** Picture files drawn by this run (files already present are reused). */
  picturesWritten: number;
}

/** Options of {@link generateCatalog}. */
export interface GenerateCatalogOptions extends CatalogPlanOptions {
  /** The media store the pictures are written to. Without it, rows only (tests). */
  pictures?: ObjectStore;
  /** Told after each batch how many PSVs are written so far (progress of large runs). */
  onProgress?: (productSupplierVariants: number) => void;
}

/**
 * Generates a catalogue (see planCatalogBatches) into the database in one transaction, and
 * draws its pictures into the media store. Deterministic for a seed; a second run into the
 * same database needs another namespace.
 */
export async function generateCatalog(db: Kysely<Database>, options: GenerateCatalogOptions): Promise<GeneratedCatalog> {
  const outcome: GeneratedCatalog = { products: 0, variants: 0, productSupplierVariants: 0, images: 0, picturesWritten: 0 };
  const { pictures, onProgress } = options;
  await writeCatalog(db, planCatalogBatches(options), async (plan) => {
    if (pictures) outcome.picturesWritten += await writePictures(pictures, plan.pictures);
    outcome.products += plan.products.length;
    outcome.variants += plan.variants.length;
    outcome.productSupplierVariants += plan.psvs.length;
    outcome.images += plan.images.length;
    onProgress?.(outcome.productSupplierVariants);
  });
  return outcome;
}
