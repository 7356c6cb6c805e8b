import { errorCodes } from '@marketplace/contracts';
import type { QuoteAnswerStatus, QuoteInvitationStatus, QuoteRequestStatus } from '@marketplace/contracts';
import { AppError } from '../../lib/app-error';
import { statusWords } from '../orders/order-status-rules';

/*
 * The moves of a quote request, of each supplier's invitation and of each answer version
 * (PROCUREMENT.md "Quotes", decision 0611). Everything not listed is a 409 naming from and to;
 * the repositories make each move a conditional update from the status read, so of two callers
 * racing, one moves and the other is refused the same way.
 */

/** sent → closed (awarded) | cancelled | expired (its deadline passed and no answer still holds). */
const requestMoves: Record<QuoteRequestStatus, readonly QuoteRequestStatus[]> = {
  sent: ['closed', 'cancelled', 'expired'],
  closed: [],
  cancelled: [],
  expired: [],
};

/**
 * invited → viewed (first read) → responded (again: a new version) | declined; expired at the
 * deadline unless answered. Declining after answering withdraws the answer; a decline is final.
 */
const invitationMoves: Record<QuoteInvitationStatus, readonly QuoteInvitationStatus[]> = {
  invited: ['viewed', 'responded', 'declined', 'expired'],
  viewed: ['responded', 'declined', 'expired'],
  responded: ['responded', 'declined'],
  declined: [],
  expired: [],
};

/** The current version is superseded by the next, withdrawn by a decline, or settled by the award. */
const answerMoves: Record<QuoteAnswerStatus, readonly QuoteAnswerStatus[]> = {
  submitted: ['superseded', 'withdrawn', 'accepted', 'partially_accepted', 'rejected'],
  superseded: [],
  withdrawn: [],
  accepted: [],
  partially_accepted: [],
  rejected: [],
};

export function canMoveRequest(from: QuoteRequestStatus, to: QuoteRequestStatus): boolean {
  return requestMoves[from].includes(to);
}

export function canMoveInvitation(from: QuoteInvitationStatus, to: QuoteInvitationStatus): boolean {
  return invitationMoves[from].includes(to);
}

export function canMoveAnswer(from: QuoteAnswerStatus, to: QuoteAnswerStatus): boolean {
  return answerMoves[from].includes(to);
}

/** Why a request in `from` cannot go on, in words the caller reads. */
const REQUEST_REFUSALS: Record<QuoteRequestStatus, string> = {
  sent: 'This quote request is still open.',
  closed: 'This quote request was awarded already.',
  cancelled: 'This quote request was cancelled.',
  expired: 'This quote request expired: its deadline passed with no answer still valid.',
};

/** 409 unless the request may move from `from` to `to`. */
export function checkRequestMove(from: QuoteRequestStatus, to: QuoteRequestStatus): void {
  if (!canMoveRequest(from, to)) throw new AppError(409, errorCodes.conflict, REQUEST_REFUSALS[from], undefined, `A quote request cannot move from ${statusWords(from)} to ${statusWords(to)}.`);
}

/** 409 unless the request is still open (sent): what answering and declining need. */
export function checkRequestOpen(status: QuoteRequestStatus): void {
  if (status !== 'sent') throw new AppError(409, errorCodes.conflict, REQUEST_REFUSALS[status], undefined, `A quote request that is ${statusWords(status)} takes no answers.`);
}

const INVITATION_REFUSALS: Partial<Record<QuoteInvitationStatus, string>> = {
  declined: 'You declined this quote request.',
  expired: 'The time to answer this quote request has passed.',
};

/** 409 unless the invitation may move from `from` to `to`. */
export function checkInvitationMove(from: QuoteInvitationStatus, to: QuoteInvitationStatus): void {
  if (!canMoveInvitation(from, to)) {
    throw new AppError(409, errorCodes.conflict, INVITATION_REFUSALS[from] ?? `This invitation is ${statusWords(from)}.`, undefined, `An invitation cannot move from ${statusWords(from)} to ${statusWords(to)}.`);
  }
}

/** What an answer becomes at the award: every line it offered awarded to it, some, or none. */
export function answerOutcome(offeredLines: number, awardedLines: number): Extract<QuoteAnswerStatus, 'accepted' | 'partially_accepted' | 'rejected'> {
  if (awardedLines === 0) return 'rejected';
  return awardedLines >= offeredLines ? 'accepted' : 'partially_accepted';
}
