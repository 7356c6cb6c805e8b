import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { quoteAwardRequestSchema } from '@marketplace/contracts';
import type { z } from 'zod';
import type { QuoteLinesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Executor } from '../../db/schema';
import { AppError, validationError } from '../../lib/app-error';
import { refuseWhileAwaitingApproval } from '../approvals/approval-gate';
import { ensureCart, findCartItemByPsv, insertCartItem, touchCart, updateCartItem } from '../cart/cart.repository';
import type { AnswerLineRow, AnswerRow } from './quote-answers.repository';
import { answerLines, currentAnswers, moveAnswer, offersById } from './quote-answers.repository';
import { answerExpired, suppliedQuantity } from './quote-comparison';
import { recordLineAward, requestLines } from './quote-requests.repository';
import { answerOutcome } from './quote-status-rules';

type AwardInput = z.output<typeof quoteAwardRequestSchema>;

/** One line as awarded: what goes into the cart, at what price, from whose answer. */
export interface AwardedLine {
  line: QuoteLinesTable;
  answer: AnswerRow;
  answerLine: AnswerLineRow;
  psvId: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Checks each line of an award against the suppliers' current answers (decision 0611): the
 * supplier answered, its answer still holds (409 otherwise: an expired answer cannot be accepted),
 * it offered the line with a catalogue offer still on sale (free text only through a substitute),
 * and no more than it has. Errors name the award's line.
 */
export async function checkAward(trx: Executor, request: QuoteRequestsTable, input: AwardInput, supplierNames: ReadonlyMap<string, string>, now: Date): Promise<{ awarded: AwardedLine[]; answers: AnswerRow[]; rows: AnswerLineRow[] }> {
  const [lines, answers] = await Promise.all([requestLines(trx, request.id), currentAnswers(trx, request.id)]);
  const rows = await answerLines(trx, answers.map((answer) => answer.id));
  const offers = await offersById(trx, rows.flatMap((row) => (row.psv_id ? [row.psv_id] : [])));
  const awarded = input.lines.map((wanted, index): AwardedLine => {
    const field = (name: string) => `lines.${index}.${name}`;
    const line = lines.find((candidate) => candidate.id === wanted.quote_line_id);
    if (!line) throw validationError({ [field('quote_line_id')]: 'This line is not part of the request.' });
    const name = supplierNames.get(wanted.supplier_company_id) ?? 'This supplier';
    const answer = answers.find((candidate) => candidate.supplier_company_id === wanted.supplier_company_id);
    if (!answer) throw validationError({ [field('supplier_company_id')]: `${name} has not answered this request.` });
    if (answerExpired(answer.valid_until, now)) {
      throw new AppError(409, errorCodes.conflict, `${name}’s answer was valid until ${answer.valid_until}: ask for a new answer, or award another one.`, { [field('supplier_company_id')]: `${name}’s answer has expired.` });
    }
    const answerLine = rows.find((row) => row.quote_answer_id === answer.id && row.quote_line_id === line.id);
    const supplied = answerLine ? suppliedQuantity(line.quantity, answerLine.available_quantity) : 0;
    if (!answerLine || answerLine.unit_price_cents === null || supplied === 0) throw validationError({ [field('quote_line_id')]: `${name} did not offer “${line.description}”.` });
    if (answerLine.psv_id === null) {
      throw validationError({ [field('quote_line_id')]: `${name} answered “${line.description}” without a catalogue offer: only a catalogue offer can go into the cart, so ask it for a substitute.` });
    }
    if (wanted.quantity !== undefined && wanted.quantity > supplied) throw validationError({ [field('quantity')]: `${name} offers at most ${supplied} of “${line.description}”.` });
    if (!offers.get(answerLine.psv_id)?.active) throw new AppError(409, errorCodes.conflict, `${name} no longer sells the offer it quoted for “${line.description}”.`);
    return { line, answer, answerLine, psvId: answerLine.psv_id, quantity: wanted.quantity ?? supplied, unitPriceCents: answerLine.unit_price_cents };
  });
  // The cart holds each offer once: two lines quoted with one offer would collide there.
  const psvIds = awarded.map((award) => award.psvId);
  const twice = psvIds.findIndex((psvId, index) => psvIds.indexOf(psvId) !== index);
  if (twice >= 0) throw validationError({ [`lines.${twice}.quote_line_id`]: 'Two awarded lines were quoted with the same offer: award only one of them.' });
  return { awarded, answers, rows };
}

/**
 * Puts the awarded lines into the project's cart at the quoted prices, inside the award's
 * transaction: the cart is locked first, as every cart change is, and a cart frozen for approval
 * refuses (409). An offer already in the cart becomes the quoted line: the cart holds it once.
 */
export async function putAwardInCart(trx: Executor, request: QuoteRequestsTable, awarded: readonly AwardedLine[], userId: string, now: Date): Promise<void> {
  const cart = await ensureCart(trx, request.company_id, request.project_id);
  await touchCart(trx, cart.id);
  await refuseWhileAwaitingApproval(trx, cart.id, userId);
  const at = now.toISOString();
  // The goods are needed by then; a date already past is left for the builder to choose.
  const requestedDate = request.needed_by >= at.slice(0, 10) ? request.needed_by : null;
  for (const award of awarded) {
    const quoted = { quote_line_id: award.line.id, quoted_unit_price_cents: award.unitPriceCents, quote_valid_until: award.answer.valid_until };
    const existing = await findCartItemByPsv(trx, cart.id, award.psvId);
    if (existing) {
      await updateCartItem(trx, cart.id, existing.id, { ...quoted, quantity: award.quantity, unit_price_cents_when_added: award.unitPriceCents, requested_delivery_date: requestedDate ?? existing.requested_delivery_date });
    } else {
      await insertCartItem(trx, {
        id: randomUUID(),
        cart_id: cart.id,
        psv_id: award.psvId,
        quantity: award.quantity,
        requested_delivery_date: requestedDate,
        requested_delivery_time: null,
        notes: null,
        unit_price_cents_when_added: award.unitPriceCents,
        ...quoted,
        created_at: at,
        updated_at: at,
      });
    }
    await recordLineAward(trx, award.line.id, {
      awarded_supplier_company_id: award.answer.supplier_company_id,
      awarded_answer_line_id: award.answerLine.id,
      awarded_psv_id: award.psvId,
      awarded_quantity: award.quantity,
      awarded_unit_price_cents: award.unitPriceCents,
    });
  }
}

/** Settles every current answer: accepted (all it offered won), partially accepted, or rejected. */
export async function settleAnswers(trx: Executor, answers: readonly AnswerRow[], rows: readonly AnswerLineRow[], awarded: readonly AwardedLine[], at: string): Promise<void> {
  for (const answer of answers) {
    const offered = rows.filter((row) => row.quote_answer_id === answer.id && row.unit_price_cents !== null && row.available_quantity !== 0).length;
    const won = awarded.filter((award) => award.answer.id === answer.id).length;
    await moveAnswer(trx, answer.id, 'submitted', answerOutcome(offered, won), at);
  }
}
