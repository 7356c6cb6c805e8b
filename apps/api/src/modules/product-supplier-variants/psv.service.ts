import type { ProductSupplierResponse, ProductSupplierVariant, PsvDetailQuery, PsvListQuery, PsvListResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { notFound, permissionDenied } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { availabilityOf } from '../availability/availability-rules';
import { loadProjectDelivery } from '../availability/project-delivery';
import { findProduct } from '../catalog/catalog.repository';
import { brandOf, productBase } from '../catalog/product-response';
import { attributeCategoryIds, attributesOfCategories, withOptions } from '../product-attributes/product-attributes.repository';
import { queryWords } from '../search/search-text';
import { OffsetAnchors } from './offset-anchors';
import { hydratePsvs, partsFromFlags } from './psv-hydration';
import { companiesById, findPsv, listPsvs, psvsOfProductSupplier, suppliersOfProduct } from './psv.repository';

/** Product supplier variants: the offers builders buy. */
export interface PsvService {
  list(query: PsvListQuery, auth: Auth): Promise<PsvListResponse>;
  get(id: string, query: PsvDetailQuery, auth: Auth): Promise<ProductSupplierVariant>;
  productSupplier(productId: string, supplierId: string, auth: Auth): Promise<ProductSupplierResponse>;
}

/** Creates the PSV service. */
export function createPsvService({ db, dialect, now = () => new Date() }: { db: Kysely<Database>; dialect: Dialect; now?: () => Date }): PsvService {
  /** The attributes (with options) of the given categories, sub-categories including their parent's. */
  async function productAttributes(categoryIds: string[]) {
    const applicable = await attributeCategoryIds(db, categoryIds);
    return withOptions(db, await attributesOfCategories(db, applicable));
  }

  const anchors = new OffsetAnchors();

  return {
    async list(query, auth) {
      let supplierId = query.supplier_id;
      if (query.suppliers_page) {
        // The supplier area's list: the caller's own offers, inactive ones included.
        if (auth.user.user_type !== 'supplier') throw permissionDenied('Only supplier accounts have a products page.');
        supplierId = auth.user.company_id;
      }
      // Checked first: another company's project is a 404 whatever the list holds.
      const delivery = query.project_id ? await loadProjectDelivery(db, query.project_id, auth.user.company_id) : null;
      const words = query.query ? queryWords(query.query) : [];
      const { rows, count } = await listPsvs(
        db,
        {
          activeOnly: !query.suppliers_page,
          supplierId,
          productId: query.product_id,
          brandId: query.brand_id,
          categoryId: query.category_id,
          subCategoryId: query.sub_category_id,
          text: words.length > 0 ? { dialect, match: { words, prefixAll: true } } : undefined,
        },
        { sort: query.sort, limit: query.limit, offset: query.offset, withTotal: query.fetch_total, deliverableFirst: delivery?.servingSuppliers, anchors },
      );
      const response: PsvListResponse = { results: await hydratePsvs(db, rows, partsFromFlags(query)) };
      if (delivery) {
        // One answer for the whole page, instead of one availability call per card.
        const today = now();
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const psv of response.results) {
          const row = byId.get(psv.id);
          if (row) psv.availability = availabilityOf(row, delivery.servingSuppliers, today);
        }
      }
      if (count !== undefined) response.count = count;
      if (query.get_product_attributes) {
        const filter = query.sub_category_id ?? query.category_id;
        response.product_attributes = await productAttributes(filter ? [filter] : [...new Set(rows.map((row) => row.category_id))]);
      }
      return response;
    },

    async get(id, query, auth) {
      const row = await findPsv(db, id);
      // An inactive offer is visible to its supplier only; to anyone else it does not exist.
      if (!row || (row.active !== 1 && row.company_id !== auth.user.company_id)) throw notFound('This product offer does not exist.');
      const [psv] = await hydratePsvs(db, [row], partsFromFlags(query));
      if (!psv) throw notFound('This product offer does not exist.');
      if (query.get_product_attributes) psv.product_attributes = await productAttributes([row.sub_category_id ?? row.category_id]);
      return psv;
    },

    async productSupplier(productId, supplierId, auth) {
      const own = auth.user.company_id === supplierId;
      const [product, rows, sellers] = await Promise.all([
        findProduct(db, productId),
        psvsOfProductSupplier(db, productId, supplierId, !own),
        suppliersOfProduct(db, productId),
      ]);
      if (!product || rows.length === 0) throw notFound('This supplier does not sell this product.');
      const others = sellers.filter((seller) => seller.id !== supplierId);
      const seller = sellers.find((candidate) => candidate.id === supplierId);
      const [psvs, supplier] = await Promise.all([
        hydratePsvs(db, rows, { pricing: true, pricingTiers: true, attributeOptions: true, supplier: false, supplierCompany: false, firstImageOnly: false }),
        // A supplier looking at its own product whose offers are all inactive is not among the sellers.
        seller ? { id: seller.id, name: seller.name } : companiesById(db, [supplierId]).then((companies) => companies.get(supplierId)),
      ]);
      if (!supplier) throw notFound('This supplier does not sell this product.');
      return { product: productBase(product), brand: brandOf(product), supplier, product_supplier_variants: psvs, other_suppliers: others };
    },
  };
}
