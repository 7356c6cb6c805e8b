/**
 * The cache tag of the approval requests the cart reads. Its own module so the cart calls can
 * refresh it without loading the approval calls with the shell's cart badge.
 */
export const approvalRequestsTag = { type: 'ApprovalRequest' as const, id: 'LIST' };
