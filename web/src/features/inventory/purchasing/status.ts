// The colours of the purchasing statuses (badges).
import type { PurchaseOrderStatus, TrolleyRequestStatus } from '../../../graphql/schema-enums.gen';

const COLORS: Record<PurchaseOrderStatus | TrolleyRequestStatus, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  PARTLY_RECEIVED: 'yellow',
  RECEIVED: 'green',
  CLOSED: 'dark',
  REQUEST: 'blue',
  ISSUED: 'green',
  REFUSED: 'red',
};
export const statusColor = (status: PurchaseOrderStatus | TrolleyRequestStatus): string => COLORS[status];
