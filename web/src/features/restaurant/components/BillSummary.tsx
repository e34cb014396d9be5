// The totals of an order (operations §3 bill, §9 "Totals"), as the server computed them.

import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { restaurantMoney } from '@hotel/domain';
import type { OrderFieldsFragment } from '../../../graphql/hooks.gen';
import { formatLkr, formatNumber } from '../../../ui/format';

export type OrderBill = OrderFieldsFragment['bill'];

function Row({ label, amount, strong }: { label: string; amount: unknown; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatLkr(amount)}
      </Text>
    </Group>
  );
}

export function BillSummary({ bill, serviceChargeRate }: { bill: OrderBill | null; serviceChargeRate: number }) {
  const { t } = useTranslation('restaurant');
  return (
    <Stack gap={4} data-testid="bill">
      <Row label={t('order.subtotal')} amount={bill?.subTotal ?? 0} />
      {bill && restaurantMoney(bill.discount).isPositive() && (
        <Row label={t('order.discount')} amount={bill.discount} />
      )}
      <Row
        label={t('order.serviceCharge', { rate: formatNumber(bill?.serviceChargeRate ?? serviceChargeRate) })}
        amount={bill?.serviceCharge ?? 0}
      />
      {bill?.taxes.map((tax) => (
        <Row
          key={tax.name}
          label={t('order.tax', { name: tax.name, rate: formatNumber(tax.originRate) })}
          amount={tax.amount}
        />
      ))}
      <Divider my={4} />
      <Row label={t('order.total')} amount={bill?.totalCharge ?? 0} strong />
    </Stack>
  );
}
