// /inquiries (INQUIRY): the hotel's quotes, newest first, by guest name and status. An open one is
// booked in one step (Convert: a reservation priced again today, rooms assigned from the free ones;
// pressing twice books once) or closed as lost; a converted one links to its reservation.

import { Anchor, Badge, Button, Group, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConvertInquiryMutation, useLoseInquiryMutation, type InquiryFieldsFragment } from '../../graphql/hooks.gen';
import { InquiryStatus } from '../../graphql/schema-enums.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatAmount, formatShortDate } from '../../ui/format';
import { runAndNotify } from '../../ui/run-mutation';
import { useCan } from '../../session/permissions';
import { FrontOffice } from '../room/front-office';
import { inquiriesList } from './lists';

type Row = InquiryFieldsFragment;

export const INQUIRY_COLOURS: Readonly<Record<InquiryStatus, string>> = {
  OPEN: 'blue',
  CONVERTED: 'green',
  LOST: 'gray',
  EXPIRED: 'teal',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('guest');
  return (
    <Badge color={INQUIRY_COLOURS[status]} variant="light" data-status={status}>
      {t(`inquiryStatus.${status}`)}
    </Badge>
  );
}

export function InquiriesScreen() {
  return <FrontOffice>{(hotel) => <Inquiries hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Inquiries({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('guest');
  const list = useList(inquiriesList);
  const navigate = useNavigate();
  const [convert] = useConvertInquiryMutation();
  const [lose] = useLoseInquiryMutation();
  const canAdd = useCan('INQUIRY', 'ADD');
  const canEdit = useCan('INQUIRY', 'EDIT');
  const canReserve = useCan('RESERVATION', 'ADD');
  const canBook = canEdit && canReserve;
  const status = list.table.state.filters['status'] ?? null;
  const book = (row: Row) =>
    runAndNotify(async () => {
      const result = (await convert({ variables: { hotelId, id: row.id } })).data?.convertInquiry;
      if (result) {
        void navigate({
          to: '/reservation/$reservationId',
          params: { reservationId: String(result.reservation.id) },
        });
      }
      return result;
    }, t('inquiries.convertFailed'));
  return (
    <ListScreen<Row>
      ns="guest"
      title={t('inquiries.title')}
      description={t('inquiries.description')}
      feature="INQUIRY"
      list={list}
      csvName={t('inquiries.title')}
      toolbarActions={
        <Group gap="xs">
          <Select
            aria-label={t('inquiry.status')}
            placeholder={t('inquiry.status')}
            clearable
            w={170}
            data={Object.values(InquiryStatus).map((value) => ({ value, label: t(`inquiryStatus.${value}`) }))}
            value={status}
            onChange={(value) => list.table.setFilter('status', value ?? '')}
          />
          {canAdd && (
            <Button component={Link} to="/create-inquiry" leftSection={<IconPlus size={16} />}>
              {t('inquiries.new')}
            </Button>
          )}
        </Group>
      }
      columns={[
        { key: 'id', header: 'inquiry.number', sortable: true, width: 80, align: 'right' },
        { key: 'guestName', header: 'inquiry.guestName', sortable: true, searchable: true },
        {
          key: 'status',
          header: 'inquiry.status',
          width: 130,
          render: (row) => <InquiryStatusBadge status={row.status} />,
          exportValue: (row) => t(`inquiryStatus.${row.status}`),
        },
        {
          key: 'checkInDate',
          header: 'inquiry.dates',
          sortable: true,
          width: 190,
          render: (row) => `${formatShortDate(row.checkInDate)} – ${formatShortDate(row.checkOutDate)}`,
        },
        {
          key: 'rooms',
          header: 'inquiry.rooms',
          render: (row) => row.rooms.map((r) => `${r.count} × ${r.roomTypeName}`).join(', '),
          exportValue: (row) => row.rooms.map((r) => `${r.count} x ${r.roomTypeName}`).join(', '),
        },
        {
          key: 'total',
          header: 'inquiry.total',
          sortable: true,
          align: 'right',
          width: 150,
          render: (row) => `${row.currency} ${formatAmount(row.total)}`,
          exportValue: (row) => `${row.currency} ${formatAmount(row.total)}`,
        },
        {
          key: 'actions',
          header: 'inquiry.actions',
          width: 220,
          exportValue: (row) => row.refNumber ?? '',
          render: (row) =>
            row.reservationId && row.refNumber ? (
              <Anchor
                size="sm"
                renderRoot={(rootProps) => (
                  <Link
                    {...rootProps}
                    to="/reservation/$reservationId"
                    params={{ reservationId: String(row.reservationId) }}
                  />
                )}
              >
                {row.refNumber}
              </Anchor>
            ) : row.status === InquiryStatus.OPEN && canEdit ? (
              <Group gap={6} wrap="nowrap">
                {canBook && (
                  <Button size="compact-sm" onClick={() => void book(row)}>
                    {t('inquiries.convert')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="gray"
                  onClick={() =>
                    void runAndNotify(
                      async () => (await lose({ variables: { hotelId, id: row.id } })).data?.loseInquiry,
                      t('inquiries.loseFailed'),
                      list.refetch,
                    )
                  }
                >
                  {t('inquiries.lose')}
                </Button>
              </Group>
            ) : null,
        },
      ]}
      rowLabel={(row) => row.guestName}
    />
  );
}
