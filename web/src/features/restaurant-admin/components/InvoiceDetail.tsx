// One invoice: where and when, who paid how, the lines (rejected and cancelled ones shown, not
// charged) and the bill as charged.

import { Badge, Divider, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { restaurantMoney } from '@hotel/domain';
import type { AdminInvoiceFieldsFragment } from '../../../graphql/hooks.gen';
import { formatAmount, formatDateTime, formatLkr, formatRate } from '../../../ui/format';
import { PaymentBadge } from './StatusBadges';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

export function InvoiceDetail({ invoice }: { invoice: AdminInvoiceFieldsFragment }) {
  const { t } = useTranslation('restaurant-admin');
  const bill = invoice.bill;
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('invoices.number')}>{invoice.invoiceNumber}</Fact>
        <Fact label={t('invoices.completedAt')}>{formatDateTime(invoice.completedAt)}</Fact>
        <Fact label={t('invoices.table')}>{invoice.tableNumber}</Fact>
        <Fact label={t('invoices.orderTime')}>{invoice.orderTime}</Fact>
        <Fact label={t('invoices.waiter')}>{invoice.waiterName}</Fact>
        <Fact label={t('invoices.payment')}>
          <PaymentBadge method={invoice.paymentMethod} room={invoice.roomNumber} />
        </Fact>
        {invoice.customerName && <Fact label={t('invoices.customer')}>{invoice.customerName}</Fact>}
        <Fact label={t('invoices.vat')}>{invoice.vatApplicable ? t('common.yes') : t('common.no')}</Fact>
      </SimpleGrid>
      {invoice.vatCustomer && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('invoices.vatCustomer')}
          </Text>
          <Text size="sm" fw={500}>
            {invoice.vatCustomer.name} · {invoice.vatCustomer.vatNumber}
          </Text>
          <Text size="xs">
            {invoice.vatCustomer.email} · {invoice.vatCustomer.address}
          </Text>
        </Stack>
      )}
      <Divider />
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.item')}</Table.Th>
            <Table.Th ta="right">{t('invoices.quantity')}</Table.Th>
            <Table.Th ta="right">{t('invoices.price')}</Table.Th>
            <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.items.map((line) => (
            <Table.Tr key={line.id} c={line.counted ? undefined : 'dimmed'}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" td={line.counted ? undefined : 'line-through'}>
                    {line.name}
                  </Text>
                  {!line.counted && (
                    <Badge size="xs" color="red" variant="light">
                      {t(`lineStatus.${line.status}`, { defaultValue: line.status })}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatAmount(line.price)}</Table.Td>
              <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('bill.subTotal')}</Table.Td>
            <Table.Td ta="right">{formatAmount(bill.subTotal)}</Table.Td>
          </Table.Tr>
          {restaurantMoney(bill.discount).isPositive() && (
            <Table.Tr>
              <Table.Td>{t('bill.discount')}</Table.Td>
              <Table.Td ta="right">−{formatAmount(bill.discount)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Td>{t('bill.serviceCharge', { rate: formatRate(bill.serviceChargeRate) })}</Table.Td>
            <Table.Td ta="right">{formatAmount(bill.serviceCharge)}</Table.Td>
          </Table.Tr>
          {bill.taxes.map((line, index) => (
            <Table.Tr key={`${line.name}-${index}`}>
              <Table.Td>
                {line.name} ({formatRate(line.originRate)})
              </Table.Td>
              <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Table.Td fw={700}>{t('bill.total')}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatLkr(bill.totalCharge)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
