import type { VariantImage } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';

/** An image row as the catalogue reads it. */
interface ImageRow {
  id: string;
  variant_id: string;
  position: number;
  path: string;
  thumbnail_path: string;
  width: number;
  height: number;
}

/** The wire form of an image: URLs under /media/. */
export function toVariantImage(row: ImageRow): VariantImage {
  return {
    id: row.id,
    position: row.position,
    url: mediaUrl(row.path),
    thumbnail_url: mediaUrl(row.thumbnail_path),
    width: row.width,
    height: row.height,
  };
}

/**
 * The images of these variants in order, per variant; with `firstOnly`, just the first of
 * each (read by the (variant_id, position) index, no other image is loaded).
 */
export async function imagesByVariant(db: Executor, variantIds: readonly string[], firstOnly: boolean): Promise<Map<string, VariantImage[]>> {
  const byVariant = new Map<string, VariantImage[]>();
  if (variantIds.length === 0) return byVariant;
  let query = db
    .selectFrom('variant_images as vi')
    .select(['vi.id', 'vi.variant_id', 'vi.position', 'vi.path', 'vi.thumbnail_path', 'vi.width', 'vi.height'])
    .where('vi.variant_id', 'in', [...new Set(variantIds)]);
  if (firstOnly) {
    query = query.where('vi.position', '=', (eb) =>
      eb.selectFrom('variant_images as first').select((inner) => inner.fn.min('first.position').as('position')).whereRef('first.variant_id', '=', 'vi.variant_id'),
    );
  }
  const rows = await query.orderBy('vi.variant_id').orderBy('vi.position').execute();
  for (const row of rows) {
    const list = byVariant.get(row.variant_id) ?? [];
    list.push(toVariantImage(row));
    byVariant.set(row.variant_id, list);
  }
  return byVariant;
}
