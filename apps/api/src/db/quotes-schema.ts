import type { QuoteAnswerLineStatus, QuoteAnswerStatus, QuoteInvitationStatus, QuoteMessageSide, QuoteRequestStatus } from '@marketplace/contracts';
import type { IsoTime } from '../lib/time';

/*
 * Quote requests, their lines, one invitation per supplier, and the suppliers' answers in
 * versions (migration 026, decision 0611); a message thread per invitation (migration 029). Money
 * is integer cents; dates are YYYY-MM-DD; times UTC ISO strings. The quote columns of
 * cart_items and order_line_items live in ordering-schema.ts.
 */

/** A builder's request for quote on one of its company's projects. */
export interface QuoteRequestsTable {
  id: string;
  company_id: string;
  project_id: string;
  requested_by: string;
  status: QuoteRequestStatus;
  /** YYYY-MM-DD: when the goods are needed on site. */
  needed_by: string;
  /** Answers are taken until then. */
  respond_by: IsoTime;
  note: string | null;
  currency: string;
  /** Who awarded or cancelled it, and when. */
  closed_by: string | null;
  closed_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One line asked: a catalogue offer (psv and variant set) or free text; awarded once at most. */
export interface QuoteLinesTable {
  id: string;
  quote_request_id: string;
  position: number;
  /** The offer the builder picked; any invited supplier may quote its own offer of the variant. */
  psv_id: string | null;
  variant_id: string | null;
  sku: string | null;
  /** The builder's words, or the catalogue's names as asked. */
  description: string;
  quantity: number;
  unit: string | null;
  awarded_supplier_company_id: string | null;
  awarded_answer_line_id: string | null;
  awarded_psv_id: string | null;
  awarded_quantity: number | null;
  awarded_unit_price_cents: number | null;
}

/** A supplier asked to quote: invited → viewed → responded | declined | expired. */
export interface QuoteInvitationsTable {
  id: string;
  quote_request_id: string;
  supplier_company_id: string;
  status: QuoteInvitationStatus;
  viewed_at: IsoTime | null;
  responded_at: IsoTime | null;
  declined_at: IsoTime | null;
  decline_note: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One version of a supplier's answer; a new one supersedes the last, which is kept. */
export interface QuoteAnswersTable {
  id: string;
  quote_request_id: string;
  supplier_company_id: string;
  version: number;
  status: QuoteAnswerStatus;
  /** YYYY-MM-DD: the prices hold through this day (UTC). */
  valid_until: string;
  note: string | null;
  submitted_by: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** The answer to one line. */
export interface QuoteAnswerLinesTable {
  id: string;
  quote_answer_id: string;
  quote_line_id: string;
  status: QuoteAnswerLineStatus;
  /** The supplier's own offer quoted (of the line's variant, or the substitute); null when none. */
  psv_id: string | null;
  unit_price_cents: number | null;
  available_quantity: number | null;
  ship_date: string | null;
  note: string | null;
}

export interface QuotesDatabase {
  quote_requests: QuoteRequestsTable;
  quote_lines: QuoteLinesTable;
  quote_invitations: QuoteInvitationsTable;
  quote_answers: QuoteAnswersTable;
  quote_answer_lines: QuoteAnswerLinesTable;
  quote_messages: QuoteMessagesTable;
}

/**
 * A message of a request's thread with one invited supplier (migration 029): the builder and that
 * supplier read it, no other supplier. One the builder sends to all is stored once per thread.
 */
export interface QuoteMessagesTable {
  id: string;
  quote_request_id: string;
  /** The thread: the invited supplier the builder writes with. */
  supplier_company_id: string;
  /** 1, 2, … within the thread, in the order written. */
  sequence: number;
  author_side: QuoteMessageSide;
  author_company_id: string;
  author_user_id: string;
  body: string;
  /** The line of the request it points at. */
  quote_line_id: string | null;
  /** Shared by the copies of a message the builder sent to every supplier asked; null otherwise. */
  to_all_id: string | null;
  created_at: IsoTime;
}
