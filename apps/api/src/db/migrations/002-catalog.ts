import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The catalogue: brands, categories (one level of sub-categories), products, variants and
 * their images and attribute values, and what suppliers sell: product suppliers, product
 * supplier variants (PSVs) with pricing tiers, service areas and warehouses. Every index
 * serves a lookup of the catalogue modules or of the search index refresh.
 */
export const catalogMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('brands')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('brands_slug_key').unique().on('brands').column('slug').execute();
    await db.schema.createIndex('brands_name_idx').on('brands').column('name').execute();

    await db.schema
      .createTable('categories')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('parent_id', 'text', (col) => col.references('categories.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addCheckConstraint('categories_not_own_parent', sql`parent_id is null or parent_id <> id`)
      .execute();
    await db.schema.createIndex('categories_slug_key').unique().on('categories').column('slug').execute();
    await db.schema.createIndex('categories_parent_position_idx').on('categories').columns(['parent_id', 'position']).execute();

    await db.schema
      .createTable('products')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('description_html', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
      .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id'))
      .addColumn('sub_category_id', 'text', (col) => col.references('categories.id'))
      .addColumn('unit_of_measure', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('products_slug_key').unique().on('products').column('slug').execute();
    await db.schema.createIndex('products_created_at_idx').on('products').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('products_name_idx').on('products').columns(['name', 'id']).execute();
    await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'created_at']).execute();
    await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'created_at']).execute();
    await db.schema.createIndex('products_sub_category_idx').on('products').columns(['sub_category_id', 'created_at']).execute();

    await db.schema
      .createTable('variants')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('sku', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('variants_sku_key').unique().on('variants').column('sku').execute();
    await db.schema.createIndex('variants_product_position_idx').on('variants').columns(['product_id', 'position']).execute();

    await db.schema
      .createTable('variant_images')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('variant_id', 'text', (col) => col.notNull().references('variants.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('thumbnail_path', 'text', (col) => col.notNull())
      .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
      .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('variant_images_variant_position_key').unique().on('variant_images').columns(['variant_id', 'position']).execute();

    await db.schema
      .createTable('product_attributes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('product_attributes_category_code_key').unique().on('product_attributes').columns(['category_id', 'code']).execute();

    await db.schema
      .createTable('attribute_options')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('attribute_id', 'text', (col) => col.notNull().references('product_attributes.id').onDelete('cascade'))
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('attribute_options_attribute_value_key').unique().on('attribute_options').columns(['attribute_id', 'value']).execute();

    await db.schema
      .createTable('variant_attribute_values')
      .addColumn('variant_id', 'text', (col) => col.notNull().references('variants.id').onDelete('cascade'))
      .addColumn('attribute_id', 'text', (col) => col.notNull().references('product_attributes.id').onDelete('cascade'))
      .addColumn('option_id', 'text', (col) => col.notNull().references('attribute_options.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('variant_attribute_values_pkey', ['variant_id', 'attribute_id'])
      .execute();
    // Facet filters ask "which variants have option X"; facet counts group by option.
    await db.schema.createIndex('variant_attribute_values_option_idx').on('variant_attribute_values').columns(['option_id', 'variant_id']).execute();

    await db.schema
      .createTable('product_suppliers')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('product_suppliers_product_company_key').unique().on('product_suppliers').columns(['product_id', 'company_id']).execute();
    await db.schema.createIndex('product_suppliers_company_idx').on('product_suppliers').column('company_id').execute();

    await db.schema
      .createTable('product_supplier_variants')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('variant_id', 'text', (col) => col.notNull().references('variants.id').onDelete('cascade'))
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
      .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD').check(sql`length(currency) = 3`))
      .addColumn('stock_on_hand', 'integer', (col) => col.notNull().defaultTo(0).check(sql`stock_on_hand >= 0`))
      .addColumn('lead_time_days', 'integer', (col) => col.notNull().defaultTo(0).check(sql`lead_time_days >= 0`))
      .addColumn('minimum_order_quantity', 'integer', (col) => col.notNull().defaultTo(1).check(sql`minimum_order_quantity >= 1`))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1).check(sql`active in (0, 1)`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('psv_variant_company_key').unique().on('product_supplier_variants').columns(['variant_id', 'company_id']).execute();
    // The list's sort orders (newest first by default, or by price) walk these in order.
    await db.schema.createIndex('psv_active_created_idx').on('product_supplier_variants').columns(['active', 'created_at', 'id']).execute();
    await db.schema.createIndex('psv_active_price_idx').on('product_supplier_variants').columns(['active', 'price_cents', 'id']).execute();
    await db.schema.createIndex('psv_company_created_idx').on('product_supplier_variants').columns(['company_id', 'created_at']).execute();
    await db.schema.createIndex('psv_product_company_idx').on('product_supplier_variants').columns(['product_id', 'company_id']).execute();

    await db.schema
      .createTable('psv_pricing_tiers')
      .addColumn('psv_id', 'text', (col) => col.notNull().references('product_supplier_variants.id').onDelete('cascade'))
      .addColumn('min_quantity', 'integer', (col) => col.notNull().check(sql`min_quantity >= 1`))
      .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
      .addPrimaryKeyConstraint('psv_pricing_tiers_pkey', ['psv_id', 'min_quantity'])
      .execute();

    await db.schema
      .createTable('supplier_service_areas')
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('postal_prefix', 'text', (col) => col.notNull().check(sql`length(postal_prefix) >= 1`))
      .addPrimaryKeyConstraint('supplier_service_areas_pkey', ['company_id', 'postal_prefix'])
      .execute();
    // Availability asks "who serves any prefix of this postal code".
    await db.schema.createIndex('supplier_service_areas_prefix_idx').on('supplier_service_areas').columns(['postal_prefix', 'company_id']).execute();

    await db.schema
      .createTable('warehouses')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('postal_code', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('warehouses_company_idx').on('warehouses').column('company_id').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'warehouses',
      'supplier_service_areas',
      'psv_pricing_tiers',
      'product_supplier_variants',
      'product_suppliers',
      'variant_attribute_values',
      'attribute_options',
      'product_attributes',
      'variant_images',
      'variants',
      'products',
      'categories',
      'brands',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
