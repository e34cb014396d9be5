// /restaurant-admin/dashboard (RESTAURANT_DASHBOARD): a day's sales (today by default), what is open
// now (orders by status, tables in use), the day's tickets by status and its best sellers.

import { useState } from 'react';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconArmchair, IconCash, IconChefHat, IconReceipt, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminRestaurantDashboardQuery } from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { LoadError } from '../../ui/LoadError';
import { StatCard, StatGrid } from '../../ui/StatCard';
import { formatAmount, formatLkr, today } from '../../ui/format';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { PageHeading } from '../../ui/PageHeading';

const TICKET_STATUSES = ['PLACED', 'ACCEPTED', 'BEING_PREPARED', 'READY_TO_SERVE', 'SERVED', 'CANCELLED'] as const;

export function DashboardScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Dashboard restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function Dashboard({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const [date, setDate] = useState<string>(today());
  const query = useAdminRestaurantDashboardQuery({
    variables: { serviceId: restaurant.serviceId, date },
    fetchPolicy: 'cache-and-network',
    pollInterval: 60_000,
  });
  const d = (query.data ?? query.previousData)?.restaurantDashboard;
  const tickets = (type: 'KOT' | 'BOT', status: string) =>
    d?.ticketsByStatus.find((x) => x.ticketType === type && x.status === status)?.count ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageHeading
          title={t('dashboard.title')}
          description={
            <>
              {restaurant.serviceName} · {restaurant.hotelTitle}
            </>
          }
        />
        <DatePickerInput
          label={t('dashboard.day')}
          value={date}
          onChange={(value) => setDate(value ?? today())}
          valueFormat="YYYY-MM-DD"
          maxDate={today()}
          w={170}
        />
      </Group>
      <LoadError error={query.error} fallback={t('errors.loadFailed')} />
      {!d ? (
        <StatGrid>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </StatGrid>
      ) : (
        <>
          <StatGrid>
            <StatCard
              label={t('dashboard.sales')}
              value={formatLkr(d.sales.totalCharge)}
              hint={t('dashboard.salesHint', { orders: d.sales.orders })}
              icon={<IconReceipt />}
            />
            <StatCard label={t('dashboard.averageBill')} value={formatLkr(d.averageBill)} icon={<IconCash />} />
            <StatCard
              label={t('dashboard.openOrders')}
              value={d.openOrders}
              hint={t('dashboard.openOrdersHint')}
              icon={<IconChefHat />}
            />
            <StatCard
              label={t('dashboard.tablesInUse')}
              value={`${d.tables.inUse} / ${d.tables.total}`}
              hint={t('dashboard.tablesHint', { vacant: d.tables.vacant, reserved: d.tables.reserved })}
              icon={<IconArmchair />}
            />
          </StatGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder radius="md">
              <Title order={5} mb="sm">
                {t('dashboard.ticketsTitle')}
              </Title>
              <Table fz="sm" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.status')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.kot')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.bot')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {TICKET_STATUSES.map((status) => (
                    <Table.Tr key={status}>
                      <Table.Td>{t(`lineStatus.${status}`)}</Table.Td>
                      <Table.Td ta="right">{tickets('KOT', status)}</Table.Td>
                      <Table.Td ta="right">{tickets('BOT', status)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
            <Card withBorder radius="md">
              <Title order={5} mb="sm">
                {t('dashboard.openByStatus')}
              </Title>
              {d.ordersByStatus.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t('dashboard.noOpenOrders')}
                </Text>
              ) : (
                <Group gap="xs">
                  {d.ordersByStatus.map((s) => (
                    <Badge key={s.status} size="lg" variant="light">
                      {t(`lineStatus.${s.status}`)}: {s.count}
                    </Badge>
                  ))}
                </Group>
              )}
              <Title order={5} mt="lg" mb="sm">
                {t('dashboard.payments')}
              </Title>
              <Group gap="lg">
                <Text size="sm">
                  {t('payment.CASH')}: <b>{formatLkr(d.sales.cash)}</b>
                </Text>
                <Text size="sm">
                  {t('payment.ROOM_BILL')}: <b>{formatLkr(d.sales.roomBill)}</b>
                </Text>
              </Group>
            </Card>
          </SimpleGrid>
          <Card withBorder radius="md">
            <Group gap="xs" mb="sm">
              <IconToolsKitchen2 size={18} />
              <Title order={5}>{t('dashboard.topItems')}</Title>
            </Group>
            {d.topItems.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('dashboard.noSales')}
              </Text>
            ) : (
              <Table fz="sm" verticalSpacing={4} striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports.item')}</Table.Th>
                    <Table.Th ta="right">{t('reports.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('reports.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.topItems.map((item) => (
                    <Table.Tr key={item.itemId}>
                      <Table.Td>{item.name}</Table.Td>
                      <Table.Td ta="right">{item.quantity}</Table.Td>
                      <Table.Td ta="right">{formatAmount(item.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
