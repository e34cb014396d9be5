// The bill of 1,000 LKR with the taxes as they are (or as the form would leave them): without VAT
// and with VAT side by side, each line as the server would charge it.

import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantBillWire } from '@hotel/domain';
import { PREVIEW_AMOUNT, type BillPreview } from '../bill-preview';
import { formatAmount, formatLkr, formatRate } from '../../../ui/format';

function BillLines({ title, bill }: { title: string; bill: RestaurantBillWire }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{t('bill.subTotal')}</Table.Td>
            <Table.Td ta="right">{formatAmount(bill.subTotal)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>{t('bill.serviceCharge', { rate: formatRate(bill.serviceChargeRate) })}</Table.Td>
            <Table.Td ta="right">{formatAmount(bill.serviceCharge)}</Table.Td>
          </Table.Tr>
          {bill.taxResponseList.map((line, index) => (
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

export function BillPreviewCard({ preview, compact = false }: { preview: BillPreview; compact?: boolean }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Card withBorder radius="md" padding={compact ? 'sm' : 'lg'}>
      <Group justify="space-between" mb="xs">
        <Title order={compact ? 6 : 5}>{t('bill.previewTitle', { amount: formatLkr(PREVIEW_AMOUNT) })}</Title>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('bill.previewHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: compact ? 1 : 2 }} spacing="lg">
        <BillLines title={t('bill.withoutVat')} bill={preview.withoutVat} />
        <BillLines title={t('bill.withVat')} bill={preview.withVat} />
      </SimpleGrid>
    </Card>
  );
}
