import type { Brand, BrandWriteRequest, CategoryCreateRequest, CategoryRenameRequest, SubCategory } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { createBrand, deleteBrand, renameBrand } from '../../brands/brand-writes';
import { createCategory, deleteCategory, renameCategory } from '../../categories/category-writes';
import { recordOperatorAction } from '../operator-audit';

/** Who acts: every write is audited in its name. */
interface Actor {
  operatorId: string;
}

/**
 * Brands and categories in the operator console: the writes `ops brand-create` and
 * `ops category-create` make, plus renaming and deleting, each audited in its own transaction.
 */
export type OperatorCatalogService = ReturnType<typeof createOperatorCatalogService>;

/** Creates the operator console's catalogue service. */
export function createOperatorCatalogService({ db }: { db: Kysely<Database> }) {
  return {
    createBrand: (actor: Actor, input: BrandWriteRequest): Promise<Brand> =>
      db.transaction().execute(async (trx) => {
        const brand = await createBrand(trx, input.name);
        await recordOperatorAction(trx, { operatorId: actor.operatorId, action: 'brand.create', subjectType: 'brand', subjectId: brand.id, details: { name: brand.name } });
        return brand;
      }),

    renameBrand: (actor: Actor, id: string, input: BrandWriteRequest): Promise<Brand> =>
      db.transaction().execute(async (trx) => {
        const { brand, previousName } = await renameBrand(trx, id, input.name);
        await recordOperatorAction(trx, { operatorId: actor.operatorId, action: 'brand.rename', subjectType: 'brand', subjectId: id, details: { from: previousName, to: brand.name } });
        return brand;
      }),

    deleteBrand: (actor: Actor, id: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const brand = await deleteBrand(trx, id);
        await recordOperatorAction(trx, { operatorId: actor.operatorId, action: 'brand.delete', subjectType: 'brand', subjectId: id, details: { name: brand.name } });
      }),

    createCategory: (actor: Actor, input: CategoryCreateRequest): Promise<SubCategory & { position: number }> =>
      db.transaction().execute(async (trx) => {
        const { category, position } = await createCategory(trx, { name: input.name, parentId: input.parent_id ?? null, position: input.position });
        await recordOperatorAction(trx, {
          operatorId: actor.operatorId,
          action: 'category.create',
          subjectType: 'category',
          subjectId: category.id,
          details: { name: category.name, parent_id: category.parent_id, position },
        });
        return { ...category, position };
      }),

    renameCategory: (actor: Actor, id: string, input: CategoryRenameRequest): Promise<SubCategory> =>
      db.transaction().execute(async (trx) => {
        const { category, previousName } = await renameCategory(trx, id, input.name);
        await recordOperatorAction(trx, { operatorId: actor.operatorId, action: 'category.rename', subjectType: 'category', subjectId: id, details: { from: previousName, to: category.name } });
        return category;
      }),

    deleteCategory: (actor: Actor, id: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const category = await deleteCategory(trx, id);
        await recordOperatorAction(trx, { operatorId: actor.operatorId, action: 'category.delete', subjectType: 'category', subjectId: id, details: { name: category.name } });
      }),
  };
}
