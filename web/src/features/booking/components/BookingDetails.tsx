// A guest's booking as the guest sees it: the hotel, the stay, the rooms by type, the total and status.
import { Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestBookingFieldsFragment } from '../../../graphql/hooks.gen';
import { formatAmount, formatDate } from '../../../ui/format';

const STATUS_COLOR: Record<GuestBookingFieldsFragment['status'], string> = {
  RESERVED: 'green',
  NOT_PAID: 'yellow',
  CHECKED_IN: 'blue',
  CHECKED_OUT: 'gray',
  EXPIRED: 'teal',
  CANCELLED: 'grape',
};

export const money = (currency: string, amount: unknown) => `${currency} ${formatAmount(amount)}`;

export function BookingDetails({ booking }: { booking: GuestBookingFieldsFragment }) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="sm" data-testid="guest-booking">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3}>{t('booking.reference', { refNumber: booking.refNumber })}</Title>
        <Badge
          color={STATUS_COLOR[booking.status]}
          variant="light"
          aria-label={t('booking.status')}
          style={{ flexShrink: 0 }}
        >
          {t(`status.${booking.status}`)}
        </Badge>
      </Group>
      <Table variant="vertical" layout="fixed" withRowBorders={false}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="40%">{t('booking.guest')}</Table.Th>
            <Table.Td>{booking.guestName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('booking.hotel')}</Table.Th>
            <Table.Td>
              <Text size="sm">{booking.hotel.name}</Text>
              {booking.hotel.address ? (
                <Text size="xs" c="dimmed">
                  {booking.hotel.address}
                </Text>
              ) : null}
              {booking.hotel.contactNumber || booking.hotel.email ? (
                <Text size="xs" c="dimmed">
                  {[booking.hotel.contactNumber, booking.hotel.email].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('booking.checkIn')}</Table.Th>
            <Table.Td>{formatDate(booking.checkInDate)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('booking.checkOut')}</Table.Th>
            <Table.Td>
              {formatDate(booking.checkOutDate)} ({t('booking.nights', { count: booking.nights })})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('booking.rooms')}</Table.Th>
            <Table.Td>
              <Stack gap={2}>
                {booking.rooms.map((room, i) => (
                  <Text size="sm" key={i}>
                    {[room.roomTypeName, room.stayTypeName].filter(Boolean).join(', ')} —{' '}
                    {t('booking.guests', { adults: room.adults, children: room.children })}
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>{t('booking.total')}</Text>
        <Text fw={600} data-testid="booking-total">
          {money(booking.currency, booking.total)}
        </Text>
      </Group>
      {booking.cancellationFee !== null && booking.cancellationFee !== undefined ? (
        <Group justify="space-between">
          <Text size="sm">{t('booking.cancellationFee')}</Text>
          <Text size="sm">{money(booking.currency, booking.cancellationFee)}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
