// A reservation's status as a badge, in the calendar's colours (core-platform §9: reserved green,
// cancelled plum, expired teal, checkout pink).

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '../../../graphql/hooks.gen';

export const STATUS_COLOURS: Readonly<Record<ReservationStatus, string>> = {
  RESERVED: 'green',
  CHECKED_IN: 'blue',
  NOT_PAID: 'orange',
  CHECKED_OUT: 'pink',
  EXPIRED: 'teal',
  CANCELLED: 'grape',
};

export function StatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation('reservation');
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
