// The status tag (operations §4): ACCEPTED orange, BEING_PREPARED blue with a spinner,
// READY_TO_SERVE and the others green.

import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, TableStatus } from '../../../graphql/hooks.gen';
import { showsSpinner, statusTagColor } from '../restaurant-format';

export function StatusTag({ status, size = 'md' }: { status: OrderStatus | TableStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('restaurant');
  return (
    <Badge
      color={statusTagColor(status)}
      variant="light"
      size={size}
      leftSection={showsSpinner(status) ? <Loader size={10} color="blue" /> : undefined}
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
