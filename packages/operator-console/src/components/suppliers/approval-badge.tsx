import type { SupplierApprovalStatus } from '@marketplace/contracts';
import type { ReactElement } from 'react';
import { approvalWords } from './approval-words';

/** A supplier's approval status on a tinted pill; the words carry the meaning. */
export function ApprovalBadge({ status }: { status: SupplierApprovalStatus }): ReactElement {
  const { words, tone } = approvalWords[status];
  return <span className={`mk-console-badge mk-console-badge--${tone}`}>{words}</span>;
}
