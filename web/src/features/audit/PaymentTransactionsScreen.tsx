// /group-admin/payment-transaction (PAYMENT_TRANSACTION; the route itself has no guard, core §2):
// the payments taken in the group's hotels, today the completed restaurant orders paid in cash or
// posted to a guest's room, newest first and paged by the server; filtered by hotel (or the whole
// group), date range and method; CSV and PDF of every match.

import { useEffect } from 'react';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditPaymentTransactionFieldsFragment } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { DataTable, FilterSelect, PeriodFilter, type DataTableController } from '../../ui/data-table';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { HotelScopeSelect } from '../../ui/form';
import { formatAmount, plainAmount } from '../../ui/format';
import { formatDate, formatInstant, plainDateTime } from '../../ui/format';
import { PAYMENT_METHODS, paymentTransactionsList } from './lists';
import { useAdminScope, type AdminScope } from './use-admin-scope';

type Row = AuditPaymentTransactionFieldsFragment;

export function PaymentTransactionsScreen() {
  const { t } = useTranslation('audit');
  const allowed = useCan('PAYMENT_TRANSACTION', 'VIEW');
  if (!allowed) {
    return (
      <Alert color="gray" icon={<IconLock />} title={t('payments.title')} maw={560}>
        {t('payments.notAllowed')}
      </Alert>
    );
  }
  return <PaymentTransactions />;
}

function PaymentTransactions() {
  const { t } = useTranslation('audit');
  const list = useList(paymentTransactionsList);
  const scope = useAdminScope('group');
  const { table } = list;
  const f = table.state.filters;
  const chosen = list.scope;
  // The session names no group to start on (a system administrator): the first one offered.
  const { initialKey } = scope;
  useEffect(() => {
    if (!chosen && initialKey) table.setFilter('scope', initialKey);
  }, [chosen, initialKey, table]);
  const title = chosen
    ? ((chosen.groupId !== null ? scope.groupName(chosen.groupId) : scope.hotelTitle(chosen.hotelId ?? 0)) ?? '')
    : '';
  const period =
    f['from'] && f['to']
      ? f['from'] === f['to']
        ? formatDate(f['from'])
        : t('common.range', { from: formatDate(f['from']), to: formatDate(f['to']) })
      : t('common.allDates');
  const methodText = (row: Row) =>
    row.paymentMethod === 'ROOM_BILL' && row.roomNumber
      ? t('payments.roomCharge', { room: row.roomNumber })
      : t(`method.${row.paymentMethod}`);

  return (
    <Stack gap="lg">
      <DataTable
        ns="audit"
        title={t('payments.title')}
        description={t('payments.description')}
        {...listTableProps(list)}
        loading={list.loading || (!chosen && scope.loading)}
        toolbarActions={<PaymentFilters table={table} scope={scope} />}
        columns={[
          { key: 'receiptNumber', header: 'payments.receipt', width: 140, sortable: true, sortField: 'id' },
          {
            key: 'paidAt',
            header: 'payments.paidAt',
            sortable: true,
            width: 160,
            render: (row) => formatInstant(row.paidAt),
            exportValue: (row) => plainDateTime(row.paidAt),
          },
          { key: 'hotelName', header: 'common.hotel', sortable: true, sortField: 'hotel', width: 150 },
          { key: 'serviceName', header: 'reports.service', width: 140 },
          {
            key: 'paymentMethod',
            header: 'payments.method',
            width: 140,
            render: (row) => (
              <Badge variant="light" color={row.paymentMethod === 'CASH' ? 'teal' : 'grape'}>
                {methodText(row)}
              </Badge>
            ),
            exportValue: methodText,
          },
          {
            key: 'reservationRef',
            header: 'payments.reservation',
            width: 120,
            render: (row) => row.reservationRef ?? <Text c="dimmed">—</Text>,
            exportValue: (row) => row.reservationRef ?? '',
          },
          {
            key: 'customerName',
            header: 'payments.customer',
            render: (row) => row.customerName || <Text c="dimmed">—</Text>,
          },
          {
            key: 'amount',
            header: 'payments.amount',
            sortable: true,
            align: 'right',
            width: 120,
            render: (row) => (
              <Text fw={600} size="sm">
                {formatAmount(row.amount)}
              </Text>
            ),
            exportValue: (row) => plainAmount(row.amount),
          },
        ]}
        resetFilters
        csv={{ fileName: t('payments.file'), rows: list.allRows }}
        pdf={{
          fileName: t('payments.file'),
          title,
          subtitle: `${t('payments.title')} · ${period}`,
          rows: list.allRows,
        }}
      />
    </Stack>
  );
}

function PaymentFilters({ table, scope }: { table: DataTableController; scope: AdminScope }) {
  const { t } = useTranslation('audit');
  const f = table.state.filters;
  return (
    <Group gap="sm">
      <HotelScopeSelect
        {...scope.input}
        aria-label={t('common.hotel')}
        label={null}
        value={f['scope'] ?? scope.initialKey}
        onChange={(value) => table.setFilter('scope', value && value !== scope.initialKey ? value : '')}
        w={260}
      />
      <PeriodFilter table={table} aria-label={t('common.period')} placeholder={t('common.periodPlaceholder')} w={240} />
      <FilterSelect
        table={table}
        filterKey="method"
        aria-label={t('payments.method')}
        placeholder={t('payments.allMethods')}
        data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
        w={170}
      />
    </Group>
  );
}
