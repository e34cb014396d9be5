// The stay's account on the reservation page (read-only): every charge posted to the reservation's
// rooms — each night the night audit posted, the restaurant bills charged to the room — by business
// date, with a running total per currency added up exactly with the domain's Money.

import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money, isCurrency, type Currency } from '@hotel/domain';
import { useStayChargesQuery, type StayChargesQuery } from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { formatAmount, formatDate } from '../../../ui/format';

type Charge = StayChargesQuery['stayCharges'][number];

const currencyOf = (code: string): Currency => (isCurrency(code) ? code : 'LKR');

/** Each charge with the running total of its currency after it, and the totals by currency. */
export function withRunningTotals(charges: readonly Charge[]): {
  rows: { charge: Charge; running: Money }[];
  totals: Money[];
} {
  const sums = new Map<Currency, Money>();
  const rows = charges.map((charge) => {
    const currency = currencyOf(charge.currency);
    const running = (sums.get(currency) ?? Money.zero(currency)).plus(Money.fromWire(charge.amount, currency));
    sums.set(currency, running);
    return { charge, running };
  });
  return { rows, totals: [...sums.values()] };
}

export function StayAccount({
  hotelId,
  reservationId,
  version,
}: {
  hotelId: number;
  reservationId: number;
  version: number;
}) {
  const { t } = useTranslation('reservation');
  const query = useStayChargesQuery({
    variables: { hotelId, reservationId },
    fetchPolicy: 'cache-and-network',
  });
  // Every saved change of the stay (a new version) may have posted to its account: read it again. (Not
  // by remounting under a new key: the browser was left with the old card beside the new one.)
  const { refetch } = query;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void refetch().catch(() => undefined);
  }, [version, refetch]);
  const charges = query.data?.stayCharges ?? null;
  return (
    <Card withBorder padding="md" data-testid="stay-account" data-version={version}>
      <Title order={3} size="h5" mb="sm">
        {t('account.title')}
      </Title>
      {charges === null ? (
        query.error ? (
          <Alert color="red" icon={<IconAlertTriangle />} title={t('account.failed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(query.error, t('account.failed'))}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch().catch(() => undefined)}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Text c="dimmed">{t('common:states.loading')}</Text>
        )
      ) : charges.length === 0 ? (
        <Text c="dimmed">{t('account.empty')}</Text>
      ) : (
        <AccountTable charges={charges} />
      )}
    </Card>
  );
}

function AccountTable({ charges }: { charges: readonly Charge[] }) {
  const { t } = useTranslation('reservation');
  const { rows, totals } = withRunningTotals(charges);
  const right = { textAlign: 'right' } as const;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.date')}</Table.Th>
            <Table.Th>{t('account.room')}</Table.Th>
            <Table.Th>{t('account.kind')}</Table.Th>
            <Table.Th style={right}>{t('account.amount')}</Table.Th>
            <Table.Th style={right}>{t('account.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ charge, running }) => (
            <Table.Tr key={charge.id}>
              <Table.Td>{formatDate(charge.businessDate)}</Table.Td>
              <Table.Td>{charge.roomNo}</Table.Td>
              <Table.Td>
                {charge.kind === 'ROOM_NIGHT'
                  ? t('account.roomNight', { roomNo: charge.roomNo })
                  : `${t(`account.kinds.${charge.kind}`)} · ${charge.description}`}
                {charge.invoiced ? ` (${t('account.invoiced')})` : ''}
              </Table.Td>
              <Table.Td style={right}>
                {charge.currency} {formatAmount(charge.amount)}
              </Table.Td>
              <Table.Td style={right}>
                {running.currency} {formatAmount(running.toWire())}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((total) => (
            <Table.Tr key={total.currency}>
              <Table.Th colSpan={4}>{t('account.total')}</Table.Th>
              <Table.Th style={right} data-testid={`account-total-${total.currency}`}>
                {total.currency} {formatAmount(total.toWire())}
              </Table.Th>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
