// Success notices of receipts and refunds.
import type { Catalogue } from '../messages/message.js';

export const RECEIPT_NOTICES = {
  RECEIPT_RECORDED: 'Receipt recorded successfully',
  RECEIPT_AUTHORISED: 'Receipt authorised successfully',
  RECEIPT_REJECTED: 'Receipt rejected',
  REFUND_COMPLETED: 'Refund completed successfully',
} as const satisfies Catalogue;
