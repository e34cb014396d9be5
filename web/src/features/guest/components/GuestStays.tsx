// The guest's stays: the reservations booked for the profile, newest arrival first, each opening its
// reservation.

import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { GuestQuery } from '../../../graphql/hooks.gen';
import { formatAmount, formatShortDate } from '../../../ui/format';
import { StatusBadge } from '../../reservation/components/StatusBadge';

export function GuestStays({ stays }: { stays: GuestQuery['guest']['stays'] }) {
  const { t } = useTranslation('guest');
  return (
    <section aria-label={t('stays.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('stays.title')}
      </Title>
      {stays.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('stays.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stays.refNumber')}</Table.Th>
                <Table.Th>{t('stays.status')}</Table.Th>
                <Table.Th>{t('stays.dates')}</Table.Th>
                <Table.Th>{t('stays.rooms')}</Table.Th>
                <Table.Th ta="right">{t('stays.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stays.map((stay) => (
                <Table.Tr key={stay.reservationId}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(rootProps) => (
                        <Link
                          {...rootProps}
                          to="/reservation/$reservationId"
                          params={{ reservationId: String(stay.reservationId) }}
                        />
                      )}
                    >
                      {stay.refNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={stay.status} />
                  </Table.Td>
                  <Table.Td>
                    {formatShortDate(stay.checkInDate)} – {formatShortDate(stay.checkOutDate)}
                  </Table.Td>
                  <Table.Td>{stay.roomNos}</Table.Td>
                  <Table.Td ta="right">
                    {stay.currency} {formatAmount(stay.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
