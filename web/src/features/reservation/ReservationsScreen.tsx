// The reservation lists of the front office (core-platform §2): /reservations (the active list,
// status ids 1, 2, 3, 5), /history (4, 6), /not-paid-reservation (3) and /expired-reservation (5).
// One list definition, paged by 25 on the server, searchable by reference, guest and room, sortable;
// a failure shows the server's message and an empty list (§8). Every committed change of the hotel's
// stays (reservationChanges) refetches the page, so every desk sees it without a reload.

import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cancellationReasonText } from './cancellation-reason';
import { useReservationChangesSubscription, type ReservationRowFieldsFragment } from '../../graphql/hooks.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatAmount, formatShortDate } from '../../ui/format';
import { useCan } from '../../session/permissions';
import { FrontOffice } from '../room/front-office';
import { StatusBadge } from './components/StatusBadge';
import { reservationLists, type ReservationListKind } from './lists';

type Row = ReservationRowFieldsFragment;

function ReservationsScreen({ kind }: { kind: ReservationListKind }) {
  return <FrontOffice>{(hotel) => <Reservations kind={kind} hotelId={hotel.hotelId} />}</FrontOffice>;
}

export const ActiveReservationsScreen = () => <ReservationsScreen kind="active" />;
export const ReservationHistoryScreen = () => <ReservationsScreen kind="history" />;
export const NotPaidReservationsScreen = () => <ReservationsScreen kind="notPaid" />;
export const ExpiredReservationsScreen = () => <ReservationsScreen kind="expired" />;

function Reservations({ kind, hotelId }: { kind: ReservationListKind; hotelId: number }) {
  const { t } = useTranslation('reservation');
  const list = useList(reservationLists[kind]);
  const canAdd = useCan('RESERVATION', 'ADD');
  const canOpenForm = useCan('RESERVE_ROOM', 'VIEW');
  const canBook = canAdd && canOpenForm;
  const { refetch } = list;
  useReservationChangesSubscription({
    variables: { hotelId },
    onData: () => void refetch().catch(() => undefined),
  });
  return (
    <ListScreen<Row>
      ns="reservation"
      title={t(`lists.${kind}.title`)}
      description={t(`lists.${kind}.description`)}
      feature="RESERVATION"
      list={list}
      csvName={t(`lists.${kind}.title`)}
      toolbarActions={
        canBook && kind === 'active' ? (
          <Button component={Link} to="/reservation" leftSection={<IconPlus size={16} />}>
            {t('actions.new')}
          </Button>
        ) : undefined
      }
      columns={[
        {
          key: 'refNumber',
          header: 'fields.refNumber',
          sortable: true,
          searchable: true,
          width: 150,
          render: (row) => (
            <Anchor
              size="sm"
              fw={500}
              renderRoot={(rootProps) => (
                <Link {...rootProps} to="/reservation/$reservationId" params={{ reservationId: String(row.id) }} />
              )}
            >
              {row.refNumber}
            </Anchor>
          ),
        },
        { key: 'guestName', header: 'fields.guestName', sortable: true, searchable: true },
        {
          key: 'status',
          header: 'fields.status',
          sortable: true,
          width: 140,
          render: (row) => <StatusBadge status={row.status} />,
          exportValue: (row) => t(`status.${row.status}`),
        },
        {
          key: 'checkInDate',
          header: 'fields.checkIn',
          sortable: true,
          width: 120,
          render: (row) => formatShortDate(row.checkInDate),
        },
        {
          key: 'checkOutDate',
          header: 'fields.checkOut',
          sortable: true,
          width: 120,
          render: (row) => formatShortDate(row.checkOutDate),
        },
        { key: 'nights', header: 'fields.nights', align: 'right', width: 80 },
        {
          key: 'roomNo',
          header: 'fields.rooms',
          searchable: true,
          width: 140,
          render: (row) => row.roomNos || t('rooms.count', { count: row.roomCount }),
          exportValue: (row) => row.roomNos,
        },
        { key: 'channelName', header: 'fields.channel' },
        {
          key: 'total',
          header: 'fields.total',
          sortable: true,
          align: 'right',
          width: 150,
          render: (row) => `${row.currency} ${formatAmount(row.total)}`,
          exportValue: (row) => `${row.currency} ${formatAmount(row.total)}`,
        },
        // The history says why a stay ended cancelled (the night audit's no-show, or the words given).
        ...(kind === 'history'
          ? [
              {
                key: 'cancellationReason' as const,
                header: 'fields.cancellationReason',
                render: (row: Row) =>
                  row.status === 'CANCELLED' ? cancellationReasonText(t, row.cancellationReason) : '',
                exportValue: (row: Row) =>
                  row.status === 'CANCELLED' ? cancellationReasonText(t, row.cancellationReason) : '',
              },
            ]
          : []),
      ]}
      rowLabel={(row) => row.refNumber}
    />
  );
}
