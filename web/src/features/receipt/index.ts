// What other areas use of receipts: the invoice screens' Refund button and the receipt status badge.
export { RefundButton, type RefundButtonProps } from './RefundButton';
export { ReceiptStatusBadge } from './ReceiptsScreen';
