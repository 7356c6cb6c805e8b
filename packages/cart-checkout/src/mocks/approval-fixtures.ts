import type { ApprovalRequest } from '@marketplace/contracts';
import { approvalRequestFor, mockApprover } from './approval-handlers';
import { mockCartLines, mockProject, mockRequirements } from './fixtures';
import { cartView } from './handlers';

/** A request for the mock cart: pending, asked by Dana; override what a state needs. */
export const mockApprovalRequest = (overrides: Partial<ApprovalRequest> = {}): ApprovalRequest =>
  approvalRequestFor(cartView(mockCartLines(), mockRequirements()), mockProject.name, overrides);

/** The mock request once the owner approved it for Dana to pay by card. */
export const mockApprovedRequest = () =>
  mockApprovalRequest({ status: 'approved', settlement: 'buyer_card', decided_by: mockApprover, decided_at: '2026-11-22T09:30:00.000Z', decision_note: 'Fine for the framing phase.' });

/** The mock request once the owner rejected it. */
export const mockRejectedRequest = () =>
  mockApprovalRequest({ status: 'rejected', decided_by: mockApprover, decided_at: '2026-11-22T09:30:00.000Z', decision_note: 'Order the plywood next month.' });
