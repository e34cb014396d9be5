// Small badges the admin lists share: active/inactive, a table's status, yes/no flags.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod, TableStatus } from '../../../graphql/hooks.gen';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}

const TABLE_STATUS_COLOR: Record<TableStatus, string> = {
  VACANT: 'gray',
  OCCUPIED: 'orange',
  RESERVED: 'grape',
  WAITING_FOR_ORDER: 'blue',
  READY_TO_SERVE: 'green',
  SERVED: 'teal',
};

export function TableStatusBadge({ status }: { status: TableStatus }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Badge variant="light" color={TABLE_STATUS_COLOR[status]}>
      {t(`tableStatus.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ method, room }: { method: PaymentMethod; room?: string | null }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Badge variant="light" color={method === 'CASH' ? 'green' : 'blue'}>
      {method === 'ROOM_BILL' && room ? t('payment.roomNumber', { room }) : t(`payment.${method}`)}
    </Badge>
  );
}
