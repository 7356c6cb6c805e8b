import type { QuoteAnswerData, QuoteLineData, QuoteRequestData } from '../../api/quotes-api';

/** A supplier that answered: a column of the comparison. */
export interface ComparedSupplier {
  id: string;
  name: string;
  validUntil: string;
  /** Its answer is past `validUntil`: shown, never awarded. */
  expired: boolean;
  totalCents: number;
  linesOffered: number;
  linesNotOffered: number;
}

/** One supplier's answer to one line: the comparison's figures and the answer's own details. */
export interface ComparedOffer {
  supplier: ComparedSupplier;
  /** False when the supplier's answer says nothing of this line. */
  answered: boolean;
  status: 'offered' | 'substitute' | 'unavailable' | null;
  unitPriceCents: number | null;
  /** What the supplier would supply: what was asked, or less when it has less. */
  quantity: number | null;
  lineTotalCents: number | null;
  /** The lowest unit price of the line among answers still valid. */
  cheapest: boolean;
  notOffered: boolean;
  awardable: boolean;
  shipDate: string | null;
  availableQuantity: number | null;
  /** The product proposed instead, for a substitute. */
  substitute: string | null;
  note: string | null;
}

/** A line asked and every answer to it, in the suppliers' order. */
export interface ComparedLine {
  line: QuoteLineData;
  offers: ComparedOffer[];
  /** Nobody offers it (or nobody answered yet). */
  missing: boolean;
}

/** The request's answers side by side. */
export interface Comparison {
  suppliers: ComparedSupplier[];
  lines: ComparedLine[];
}

function offerOf(request: QuoteRequestData, line: QuoteLineData, supplier: ComparedSupplier, answer: QuoteAnswerData | undefined): ComparedOffer {
  const compared = request.comparison?.lines.find((candidate) => candidate.quoteLineId === line.id)?.offers.find((offer) => offer.supplierCompanyId === supplier.id);
  const answered = answer?.lines.find((candidate) => candidate.quoteLineId === line.id);
  const substitute = answered?.status === 'substitute' && answered.productName ? [answered.productName, answered.variantName].filter(Boolean).join(', ') : null;
  return {
    supplier,
    answered: Boolean(compared),
    status: compared?.status ?? null,
    unitPriceCents: compared?.unitPriceCents ?? null,
    quantity: compared?.quantity ?? null,
    lineTotalCents: compared?.lineTotalCents ?? null,
    cheapest: compared?.cheapest ?? false,
    notOffered: compared ? compared.notOffered : true,
    awardable: compared?.awardable ?? false,
    shipDate: answered?.shipDate ?? null,
    availableQuantity: answered?.availableQuantity ?? null,
    substitute,
    note: answered?.note ?? null,
  };
}

/**
 * The comparison the page draws: the API's (cheapest, awardable, totals) joined with each
 * supplier's answer (ship date, what is available, the substitute, its note). Suppliers that
 * declined or have not answered have no column; their invitations say where they stand.
 */
export function comparisonOf(request: QuoteRequestData): Comparison {
  const suppliers: ComparedSupplier[] = (request.comparison?.suppliers ?? []).map((entry) => ({
    id: entry.supplier.id,
    name: entry.supplier.name,
    validUntil: entry.validUntil,
    expired: entry.expired,
    totalCents: entry.totalCents,
    linesOffered: entry.linesOffered,
    linesNotOffered: entry.linesNotOffered,
  }));
  const answers = new Map(request.answers.map((answer) => [answer.supplier.id, answer]));
  const lines = request.lines.map((line) => {
    const offers = suppliers.map((supplier) => offerOf(request, line, supplier, answers.get(supplier.id)));
    return { line, offers, missing: offers.every((offer) => offer.notOffered) };
  });
  return { suppliers, lines };
}

/** For each line, the supplier of its cheapest offer that can be awarded, or '' for none. */
export function cheapestChoices(comparison: Comparison): string[] {
  return comparison.lines.map(({ offers }) => offers.find((offer) => offer.cheapest && offer.awardable)?.supplier.id ?? '');
}

/** The whole request to one supplier: every line it can be awarded; the others are left unawarded. */
export function allToSupplier(comparison: Comparison, supplierId: string): string[] {
  return comparison.lines.map(({ offers }) => (offers.some((offer) => offer.supplier.id === supplierId && offer.awardable) ? supplierId : ''));
}
