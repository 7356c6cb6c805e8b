import { describe, expect, it } from 'vitest';
import { answerOutcome, canMoveAnswer, canMoveInvitation, canMoveRequest, checkRequestMove, checkRequestOpen } from './quote-status-rules';

describe('quote request moves', () => {
  it('go from sent to closed, cancelled or expired, and nowhere after', () => {
    expect(['closed', 'cancelled', 'expired'].every((to) => canMoveRequest('sent', to as 'closed'))).toBe(true);
    for (const from of ['closed', 'cancelled', 'expired'] as const) {
      for (const to of ['sent', 'closed', 'cancelled', 'expired'] as const) expect(canMoveRequest(from, to), `${from} → ${to}`).toBe(false);
    }
  });

  it('are refused 409 in words, and only an open request takes answers', () => {
    expect(() => checkRequestMove('closed', 'cancelled')).toThrow(expect.objectContaining({ statusCode: 409, displayError: 'This quote request was awarded already.' }));
    expect(() => checkRequestMove('cancelled', 'closed')).toThrow(expect.objectContaining({ statusCode: 409, displayError: 'This quote request was cancelled.' }));
    expect(() => checkRequestMove('sent', 'closed')).not.toThrow();
    expect(() => checkRequestOpen('expired')).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() => checkRequestOpen('sent')).not.toThrow();
  });
});

describe('invitation moves', () => {
  it('follow invited → viewed → responded (again) | declined, expiring unanswered', () => {
    expect(canMoveInvitation('invited', 'viewed')).toBe(true);
    expect(canMoveInvitation('invited', 'responded')).toBe(true);
    expect(canMoveInvitation('viewed', 'expired')).toBe(true);
    expect(canMoveInvitation('responded', 'responded')).toBe(true);
    expect(canMoveInvitation('responded', 'declined')).toBe(true);
    expect(canMoveInvitation('responded', 'expired')).toBe(false);
    expect(canMoveInvitation('viewed', 'invited')).toBe(false);
    expect(canMoveInvitation('declined', 'responded')).toBe(false);
    expect(canMoveInvitation('expired', 'responded')).toBe(false);
  });
});

describe('answer moves', () => {
  it('settle only the current version', () => {
    expect(canMoveAnswer('submitted', 'superseded')).toBe(true);
    expect(canMoveAnswer('submitted', 'accepted')).toBe(true);
    expect(canMoveAnswer('superseded', 'accepted')).toBe(false);
    expect(canMoveAnswer('accepted', 'rejected')).toBe(false);
  });

  it('are accepted when every offered line was won, partially when some, rejected when none', () => {
    expect(answerOutcome(3, 3)).toBe('accepted');
    expect(answerOutcome(3, 1)).toBe('partially_accepted');
    expect(answerOutcome(3, 0)).toBe('rejected');
    expect(answerOutcome(0, 0)).toBe('rejected');
  });
});
