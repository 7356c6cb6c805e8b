import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type {
  AttributeValue,
  LowStockQuery,
  LowStockResponse,
  OfferWriteInput,
  PriceListImportResponse,
  ProductDetail,
  ProductSupplierVariant,
  ProductWriteInput,
  VariantCreateInput,
  VariantDetail,
  VariantImagesResponse,
  VariantUpdateInput,
} from '@marketplace/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { VariantImagesTable } from '../../db/catalog-schema';
import type { Dialect } from '../../db/dialect';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound, permissionDenied, validationError } from '../../lib/app-error';
import { ImageTooLargeError, imageTooLargeMessage, UnsupportedImageError } from '../../lib/image-inspection';
import { slugify } from '../../lib/slug';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { contentTypeOfKey } from '../../providers/storage/object-store';
import type { ObjectStore } from '../../providers/storage/object-store';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import type { CatalogService } from '../catalog/catalog.service';
import { imagesByVariant } from '../catalog/variant-images.repository';
import { hydratePsvs } from '../product-supplier-variants/psv-hydration';
import { findPsv } from '../product-supplier-variants/psv.repository';
import { attributeCategoryIds, attributeValuesByVariant } from '../product-attributes/product-attributes.repository';
import { refreshSearchDocuments, refreshVariantSearchDocuments } from '../search/search-index.repository';
import { recordHeldOfferWish, supplierOffersHeld } from '../supplier-approval/offer-holds';
import { sanitizeDescription } from './description-sanitizer';
import { processImage } from './image-processing';
import type { ProcessedImage } from './image-processing';
import { readPriceList } from './price-list-rows';
import {
  brandExists,
  deleteImages,
  findCategory,
  findVariant,
  imageRowsOfVariant,
  insertAttributeValues,
  insertImages,
  insertOffer,
  insertProduct,
  insertVariant,
  lowStockOffers,
  nextVariantPosition,
  offerOfVariant,
  offersBySku,
  optionsWithAttributes,
  productForSupplier,
  reorderImages,
  replaceAttributeValues,
  replaceTiers,
  slugTaken,
  updateOwnOffer,
  updateOfferStock,
  updateProduct,
  updateVariant,
  variantWithSku,
} from './supplier-catalog.repository';
import type { ProductForSupplier } from './supplier-catalog.repository';

/** An attribute value a write sets: what is stored, and what the answer shows. */
type ChosenValue = AttributeValue & { position: number };

/** An uploaded file as the route read it. */
export interface UploadedFile {
  filename: string;
  bytes: Buffer;
}

/** The supplier's side of the catalogue: products, variants, images, offers and price lists. */
export interface SupplierCatalogService {
  createProduct(auth: Auth, input: ProductWriteInput): Promise<ProductDetail>;
  updateProduct(auth: Auth, productId: string, input: ProductWriteInput): Promise<ProductDetail>;
  createVariant(auth: Auth, productId: string, input: VariantCreateInput): Promise<VariantDetail>;
  getVariant(auth: Auth, variantId: string): Promise<VariantDetail>;
  updateVariant(auth: Auth, variantId: string, input: VariantUpdateInput): Promise<VariantDetail>;
  /** Refuses before any upload is read when the caller may not change this variant. */
  checkCanEditVariant(auth: Auth, variantId: string): Promise<void>;
  addImages(auth: Auth, variantId: string, files: readonly UploadedFile[]): Promise<VariantImagesResponse>;
  removeImages(auth: Auth, variantId: string, imageIds: readonly string[]): Promise<VariantImagesResponse>;
  updateOffer(auth: Auth, offerId: string, input: OfferWriteInput): Promise<ProductSupplierVariant>;
  importPriceList(auth: Auth, csv: string): Promise<PriceListImportResponse>;
  lowStock(auth: Auth, query: LowStockQuery): Promise<LowStockResponse>;
}

/** The company whose catalogue this user manages; supplier accounts only (spec section 6). */
export function supplierCompanyOf(auth: Auth): string {
  if (auth.user.user_type !== 'supplier') throw permissionDenied('Only supplier accounts manage products.');
  return auth.user.company_id;
}

const productNotFound = () => notFound('This product does not exist.');
const variantNotFound = () => notFound('This variant does not exist.');
const offerNotFound = () => notFound('This product offer does not exist.');
const notYourProduct = () => permissionDenied('Only the suppliers of this product may change it.');

/**
 * Ends a write to a product's searchable fields (name, brand, categories), inside its
 * transaction (decision 0103): the documents of all its variants are rebuilt and the catalogue
 * version moves on, so the very next search and cached catalogue answer see the change.
 */
async function productSearchFieldsChanged(trx: Executor, productId: string): Promise<void> {
  await refreshSearchDocuments(trx, [productId]);
}

/**
 * Ends a write to a variant's searchable fields (name, SKU, attribute values), inside its
 * transaction: only that variant's document is rebuilt (decision 0404), and the version moves on.
 */
async function variantSearchFieldsChanged(trx: Executor, variantId: string): Promise<void> {
  await refreshVariantSearchDocuments(trx, [variantId]);
}

/**
 * Ends a write to what no search document holds (offers, images, a product without variants yet:
 * decision 0404), inside its transaction: only the catalogue version moves on, so cached answers
 * showing the old values are not served again. Rebuilding documents here would rewrite the
 * full-text index for nothing.
 */
async function shownFieldsChanged(trx: Executor): Promise<void> {
  await bumpCatalogVersion(trx);
}

/** A product's slug: its name's, or `product` for a name without a letter or digit. */
function productSlug(name: string): string {
  return slugify(name, 80) || 'product';
}

/** Creates the supplier catalogue service. */
export function createSupplierCatalogService({
  db,
  dialect,
  catalog,
  storage,
  log,
}: {
  db: Kysely<Database>;
  dialect: Dialect;
  catalog: CatalogService;
  /** The media store (public pictures): the local MEDIA_DIR or the bucket's media/ prefix. */
  storage: ObjectStore;
  /** Told of pictures left behind when removing them failed after the rows were already gone. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}): SupplierCatalogService {
  /**
   * Removes picture files no row names any more. The rows' change is already committed, so a
   * store that fails now must not fail the request: the files stay behind, unnamed, and are logged.
   */
  async function removeUnnamedFiles(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await storage.delete(keys);
    } catch (error) {
      log.warn({ err: error, keys }, 'Picture files not removed; no row names them');
    }
  }

  /** The product's fields checked against the catalogue: 400 naming each unknown reference. */
  async function checkReferences(trx: Executor, input: ProductWriteInput): Promise<void> {
    const fields: Record<string, string> = {};
    const [brand, category, sub] = await Promise.all([
      brandExists(trx, input.brand_id),
      findCategory(trx, input.category_id),
      input.sub_category_id ? findCategory(trx, input.sub_category_id) : undefined,
    ]);
    if (!brand) fields.brand_id = 'Choose a brand from the list.';
    if (!category || category.parent_id !== null) fields.category_id = 'Choose a category from the list.';
    else if (input.sub_category_id && (!sub || sub.parent_id !== category.id)) fields.sub_category_id = 'Choose a sub-category of the chosen category.';
    if (Object.keys(fields).length > 0) throw validationError(fields);
  }

  /** The product a supplier may change, with its categories: 404 if absent, 403 if the supplier does not sell it. */
  async function ownProduct(trx: Executor, companyId: string, productId: string): Promise<ProductForSupplier> {
    const product = await productForSupplier(trx, productId, companyId);
    if (!product) throw productNotFound();
    if (!product.sold) throw notYourProduct();
    return product;
  }

  async function ownVariant(trx: Executor, companyId: string, variantId: string) {
    const variant = await findVariant(trx, variantId);
    if (!variant) throw variantNotFound();
    const product = await productForSupplier(trx, variant.product_id, companyId);
    if (!product?.sold) throw notYourProduct();
    return { variant, product };
  }

  /**
   * Attribute values from option ids: each option of the product's category (or its parent),
   * one per attribute; with what a response shows of each, in the attributes' order.
   */
  async function attributeValuesOf(trx: Executor, product: ProductForSupplier, optionIds: readonly string[]): Promise<ChosenValue[]> {
    if (optionIds.length === 0) return [];
    const [allowed, options] = await Promise.all([
      attributeCategoryIds(trx, [product.category_id, ...(product.sub_category_id ? [product.sub_category_id] : [])]).then((ids) => new Set(ids)),
      optionsWithAttributes(trx, optionIds).then((rows) => new Map(rows.map((option) => [option.id, option]))),
    ]);
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    const values: ChosenValue[] = [];
    optionIds.forEach((id, index) => {
      const option = options.get(id);
      if (!option || !allowed.has(option.category_id)) fields[`option_ids.${index}`] = 'Choose a value of an attribute of this product’s category.';
      else if (seen.has(option.attribute_id)) fields[`option_ids.${index}`] = 'Choose one value per attribute.';
      else {
        seen.add(option.attribute_id);
        values.push({ attribute_id: option.attribute_id, code: option.code, name: option.name, option_id: option.id, value: option.value, position: option.position });
      }
    });
    if (Object.keys(fields).length > 0) throw validationError(fields);
    return values.sort((a, b) => a.position - b.position);
  }

  async function checkSkuFree(trx: Executor, sku: string, exceptVariantId?: string): Promise<void> {
    const holder = await variantWithSku(trx, sku);
    if (holder && holder.id !== exceptVariantId) {
      throw new AppError(409, errorCodes.conflict, 'Another variant already has this SKU.', { sku: 'Another variant already has this SKU.' }, 'The SKU is taken.');
    }
  }

  async function variantDetail(variantId: string, companyId: string): Promise<VariantDetail> {
    const variant = await findVariant(db, variantId);
    if (!variant) throw variantNotFound();
    const [images, values, offer] = await Promise.all([
      imagesByVariant(db, [variantId], false),
      attributeValuesByVariant(db, [variantId]),
      offerOfVariant(db, variantId, companyId),
    ]);
    return {
      id: variant.id,
      product_id: variant.product_id,
      name: variant.name,
      sku: variant.sku,
      position: variant.position,
      attribute_values: values.get(variantId) ?? [],
      images: images.get(variantId) ?? [],
      product_supplier_variant_id: offer?.id ?? null,
    };
  }

  async function imagesOf(variantId: string): Promise<VariantImagesResponse> {
    return { images: (await imagesByVariant(db, [variantId], false)).get(variantId) ?? [] };
  }

  function offerValues(input: OfferWriteInput, updatedAt: string) {
    return {
      price_cents: input.price_cents,
      stock_on_hand: input.stock_on_hand,
      lead_time_days: input.lead_time_days,
      minimum_order_quantity: input.minimum_order_quantity,
      active: input.active ? 1 : 0,
      updated_at: updatedAt,
    };
  }

  return {
    async createProduct(auth, input) {
      const companyId = supplierCompanyOf(auth);
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await checkReferences(trx, input);
        let slug = productSlug(input.name);
        if (await slugTaken(trx, slug)) slug = `${slug}-${id.slice(0, 8)}`;
        const now = nowIso();
        await insertProduct(
          trx,
          {
            id,
            name: input.name,
            slug,
            description_html: sanitizeDescription(input.description_html),
            brand_id: input.brand_id,
            category_id: input.category_id,
            sub_category_id: input.sub_category_id,
            unit_of_measure: input.unit_of_measure,
            created_at: now,
            updated_at: now,
          },
          companyId,
          randomUUID(),
        );
        // A new product has no variants, hence no search documents yet.
        await shownFieldsChanged(trx);
      });
      return catalog.get(id);
    },

    async updateProduct(auth, productId, input) {
      const companyId = supplierCompanyOf(auth);
      await db.transaction().execute(async (trx) => {
        await ownProduct(trx, companyId, productId);
        await checkReferences(trx, input);
        await updateProduct(trx, productId, {
          name: input.name,
          description_html: sanitizeDescription(input.description_html),
          brand_id: input.brand_id,
          category_id: input.category_id,
          sub_category_id: input.sub_category_id,
          unit_of_measure: input.unit_of_measure,
          updated_at: nowIso(),
        });
        await productSearchFieldsChanged(trx, productId);
      });
      return catalog.get(productId);
    },

    async createVariant(auth, productId, input) {
      const companyId = supplierCompanyOf(auth);
      const id = randomUUID();
      const offerId = randomUUID();
      return db.transaction().execute(async (trx) => {
        const product = await ownProduct(trx, companyId, productId);
        await checkSkuFree(trx, input.sku);
        const values = await attributeValuesOf(trx, product, input.option_ids);
        const now = nowIso();
        const position = await nextVariantPosition(trx, productId);
        await insertVariant(trx, { id, product_id: productId, name: input.name, sku: input.sku, position, created_at: now });
        await insertAttributeValues(trx, id, values);
        // Without an offer the variant starts hidden from builders, for the supplier to price it.
        const offer = input.offer ?? { price_cents: 0, stock_on_hand: 0, lead_time_days: 0, minimum_order_quantity: 1, active: false, pricing_tiers: [] };
        // A supplier not approved yet (or suspended) prepares offers builders do not see (decision 0145).
        const held = await supplierOffersHeld(trx, companyId);
        const offerRow = { id: offerId, product_id: productId, variant_id: id, company_id: companyId, currency: 'USD', created_at: now, ...offerValues(offer, now) };
        await insertOffer(
          trx,
          held ? { ...offerRow, active: 0 } : offerRow,
          offer.pricing_tiers,
        );
        if (held) await recordHeldOfferWish(trx, offerId, companyId, offer.active);
        await variantSearchFieldsChanged(trx, id);
        // Everything the answer shows was just written: no need to read it back.
        const answer: VariantDetail = {
          id,
          product_id: productId,
          name: input.name,
          sku: input.sku,
          position,
          attribute_values: values.map(({ position: _position, ...value }) => value),
          images: [],
          product_supplier_variant_id: offerId,
        };
        return answer;
      });
    },

    async getVariant(auth, variantId) {
      return variantDetail(variantId, auth.user.company_id);
    },

    async checkCanEditVariant(auth, variantId) {
      await ownVariant(db, supplierCompanyOf(auth), variantId);
    },

    async updateVariant(auth, variantId, input) {
      const companyId = supplierCompanyOf(auth);
      await db.transaction().execute(async (trx) => {
        const { product } = await ownVariant(trx, companyId, variantId);
        await checkSkuFree(trx, input.sku, variantId);
        const values = await attributeValuesOf(trx, product, input.option_ids);
        if (input.image_order) {
          const current = (await imageRowsOfVariant(trx, variantId)).map((row) => row.id);
          const wanted = input.image_order;
          if (wanted.length !== current.length || new Set(wanted).size !== wanted.length || wanted.some((imageId) => !current.includes(imageId))) {
            throw validationError({ image_order: 'List every image of this variant once, in the new order.' });
          }
          await reorderImages(trx, variantId, wanted);
        }
        await updateVariant(trx, variantId, { name: input.name, sku: input.sku });
        await replaceAttributeValues(trx, variantId, values);
        await variantSearchFieldsChanged(trx, variantId);
      });
      return variantDetail(variantId, companyId);
    },

    async addImages(auth, variantId, files) {
      const companyId = supplierCompanyOf(auth);
      await ownVariant(db, companyId, variantId);
      if (files.length === 0) throw validationError({ images: 'Choose at least one image.' });
      const processed: ProcessedImage[] = [];
      const fields: Record<string, string> = {};
      for (const [index, file] of files.entries()) {
        try {
          processed.push(await processImage(file.bytes));
        } catch (error) {
          const name = file.filename || 'This file';
          if (error instanceof ImageTooLargeError) fields[`images.${index}`] = imageTooLargeMessage(name);
          else if (error instanceof UnsupportedImageError) fields[`images.${index}`] = `${name} is not a JPEG, PNG or WebP image.`;
          else throw error;
        }
      }
      if (Object.keys(fields).length > 0) throw validationError(fields);

      // Files first, then rows: a store that fails (503) or a failed transaction removes the files
      // written so far, and no row ever names a picture that is not stored.
      const now = nowIso();
      const rows: VariantImagesTable[] = [];
      const keys: string[] = [];
      try {
        for (const image of processed) {
          const id = randomUUID();
          const path = `variants/${variantId}/${id}.${image.extension}`;
          const thumbnailPath = `variants/${variantId}/${id}-thumb.${image.extension}`;
          await storage.put(path, image.picture, contentTypeOfKey(path));
          keys.push(path);
          await storage.put(thumbnailPath, image.thumbnail, contentTypeOfKey(thumbnailPath));
          keys.push(thumbnailPath);
          rows.push({ id, variant_id: variantId, position: 0, path, thumbnail_path: thumbnailPath, width: image.width, height: image.height, created_at: now });
        }
        await db.transaction().execute(async (trx) => {
          await ownVariant(trx, companyId, variantId);
          const existing = await imageRowsOfVariant(trx, variantId);
          const start = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
          await insertImages(trx, rows.map((row, index) => ({ ...row, position: start + index })));
          await shownFieldsChanged(trx);
        });
      } catch (error) {
        await removeUnnamedFiles(keys);
        throw error;
      }
      return imagesOf(variantId);
    },

    async removeImages(auth, variantId, imageIds) {
      const companyId = supplierCompanyOf(auth);
      const removed = await db.transaction().execute(async (trx) => {
        await ownVariant(trx, companyId, variantId);
        const rows = await imageRowsOfVariant(trx, variantId);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const fields: Record<string, string> = {};
        imageIds.forEach((imageId, index) => {
          if (!byId.has(imageId)) fields[`images.${index}`] = 'This image is not one of this variant’s.';
        });
        if (Object.keys(fields).length > 0) throw validationError(fields);
        await deleteImages(trx, variantId, imageIds);
        await reorderImages(trx, variantId, rows.filter((row) => !imageIds.includes(row.id)).map((row) => row.id));
        await shownFieldsChanged(trx);
        return rows.filter((row) => imageIds.includes(row.id));
      });
      // Only once the rows are gone: a failed delete leaves every picture it still names.
      await removeUnnamedFiles(removed.flatMap((row) => [row.path, row.thumbnail_path]));
      return imagesOf(variantId);
    },

    async updateOffer(auth, offerId, input) {
      const companyId = supplierCompanyOf(auth);
      await db.transaction().execute(async (trx) => {
        const held = await supplierOffersHeld(trx, companyId);
        const values = offerValues(input, nowIso());
        // Another supplier's offer answers as if it did not exist: its existence is not the caller's business.
        if (!(await updateOwnOffer(trx, offerId, companyId, held ? { ...values, active: 0 } : values))) throw offerNotFound();
        if (held) await recordHeldOfferWish(trx, offerId, companyId, input.active);
        await replaceTiers(trx, offerId, input.pricing_tiers);
        await shownFieldsChanged(trx);
      });
      const row = await findPsv(db, offerId);
      if (!row) throw offerNotFound();
      const [psv] = await hydratePsvs(db, [row], { pricing: true, pricingTiers: true, attributeOptions: true, supplier: false, supplierCompany: false, firstImageOnly: false });
      if (!psv) throw offerNotFound();
      return psv;
    },

    async importPriceList(auth, csv) {
      const companyId = supplierCompanyOf(auth);
      const { rows, updates } = await readPriceList(csv, (skus) => offersBySku(db, companyId, skus));
      const changed = updates.filter((update) => update.changed);
      if (changed.length > 0) {
        await db.transaction().execute(async (trx) => {
          await updateOfferStock(trx, changed, nowIso());
          await shownFieldsChanged(trx);
        });
        // Thousands of offers changed at once: the planner's statistics may no longer describe them.
        await refreshPlannerStatistics(db, dialect, ['product_supplier_variants']);
      }
      return { rows, updated: changed.length };
    },

    async lowStock(auth, query) {
      const companyId = supplierCompanyOf(auth);
      const { rows, count } = await lowStockOffers(db, companyId, query.threshold, query.limit);
      return { count, threshold: query.threshold, results: rows };
    },
  };
}
