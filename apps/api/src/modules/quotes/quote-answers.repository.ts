import type { QuoteAnswerStatus } from '@marketplace/contracts';
import type { QuoteAnswerLinesTable, QuoteAnswersTable } from '../../db/quotes-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** Versions that no longer speak for the supplier: replaced by a later one, or taken back by a decline. */
const PAST_VERSIONS: readonly QuoteAnswerStatus[] = ['superseded', 'withdrawn'];

/** An answer version with its supplier's name. */
export type AnswerRow = QuoteAnswersTable & { supplier_name: string };

/** The current answer of each supplier of a request (one supplier's only, when given). */
export async function currentAnswers(db: Executor, requestId: string, supplierId?: string): Promise<AnswerRow[]> {
  let query = db
    .selectFrom('quote_answers as a')
    .innerJoin('companies as c', 'c.id', 'a.supplier_company_id')
    .selectAll('a')
    .select('c.name as supplier_name')
    .where('a.quote_request_id', '=', requestId)
    .where('a.status', 'not in', PAST_VERSIONS);
  if (supplierId) query = query.where('a.supplier_company_id', '=', supplierId);
  return query.orderBy('c.name').orderBy('a.id').execute();
}

/** An answer line with the names of the offer it quotes. */
export type AnswerLineRow = QuoteAnswerLinesTable & { product_name: string | null; variant_name: string | null };

/** The lines of these answers. */
export async function answerLines(db: Executor, answerIds: readonly string[]): Promise<AnswerLineRow[]> {
  if (answerIds.length === 0) return [];
  return db
    .selectFrom('quote_answer_lines as l')
    .leftJoin('product_supplier_variants as psv', 'psv.id', 'l.psv_id')
    .leftJoin('products as p', 'p.id', 'psv.product_id')
    .leftJoin('variants as v', 'v.id', 'psv.variant_id')
    .selectAll('l')
    .select(['p.name as product_name', 'v.name as variant_name'])
    .where('l.quote_answer_id', 'in', [...answerIds])
    .execute();
}

/** The version the supplier's next answer to this request takes. */
export async function nextVersion(db: Executor, requestId: string, supplierId: string): Promise<number> {
  const row = await db
    .selectFrom('quote_answers')
    .select((eb) => eb.fn.max<number | string | null>('version').as('latest'))
    .where('quote_request_id', '=', requestId)
    .where('supplier_company_id', '=', supplierId)
    .executeTakeFirst();
  return Number(row?.latest ?? 0) + 1;
}

export async function insertAnswer(db: Executor, answer: QuoteAnswersTable, lines: readonly QuoteAnswerLinesTable[]): Promise<void> {
  await db.insertInto('quote_answers').values(answer).execute();
  await db.insertInto('quote_answer_lines').values([...lines]).execute();
}

/** Moves an answer version only if it is still in `from`; answers whether this call did. */
export async function moveAnswer(db: Executor, id: string, from: QuoteAnswerStatus, to: QuoteAnswerStatus, at: IsoTime): Promise<boolean> {
  const result = await db.updateTable('quote_answers').set({ status: to, updated_at: at }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A catalogue offer as a quote needs it. */
export interface QuotableOffer {
  id: string;
  company_id: string;
  variant_id: string;
  product_id: string;
  sku: string;
  product_name: string;
  variant_name: string;
  unit_of_measure: string;
  active: number;
}

/** These offers by id, with their product's names and unit. */
export async function offersById(db: Executor, psvIds: readonly string[]): Promise<Map<string, QuotableOffer>> {
  if (psvIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('variants as v', 'v.id', 'psv.variant_id')
    .innerJoin('products as p', 'p.id', 'psv.product_id')
    .select(['psv.id', 'psv.company_id', 'psv.variant_id', 'psv.product_id', 'v.sku', 'p.name as product_name', 'v.name as variant_name', 'p.unit_of_measure', 'psv.active'])
    .where('psv.id', 'in', [...new Set(psvIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The supplier's own offers on sale of these variants, by variant: what "offered" quotes. */
export async function ownOffersOfVariants(db: Executor, supplierId: string, variantIds: readonly string[]): Promise<Map<string, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_supplier_variants')
    .select(['id', 'variant_id'])
    .where('company_id', '=', supplierId)
    .where('active', '=', 1)
    .where('variant_id', 'in', [...new Set(variantIds)])
    .orderBy('id')
    .execute();
  const byVariant = new Map<string, string>();
  for (const row of rows) if (!byVariant.has(row.variant_id)) byVariant.set(row.variant_id, row.id);
  return byVariant;
}
