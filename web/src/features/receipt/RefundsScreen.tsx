// /invoice/refund (REFUND): the hotel's refunds (number, invoice, type, method, amount, date), newest
// first, and a refund started for an invoice named by its id: its receipts give the refundable amount
// and the 'Refund Amount' dialog opens from the same RefundButton an invoice shows.

import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, refundableOf, type Currency } from '@hotel/domain';
import { useInvoiceReceiptsLazyQuery, type RefundFieldsFragment } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useCan } from '../../session/permissions';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatAmount, formatDateTime } from '../../ui/format';
import { FrontOffice } from '../room/front-office';
import { refundsList } from './lists';
import { RefundButton } from './RefundButton';

type Row = RefundFieldsFragment;

export function RefundsScreen() {
  return <FrontOffice>{(hotel) => <Refunds hotelId={hotel.hotelId} hotelTitle={hotel.hotelTitle} />}</FrontOffice>;
}

function Refunds({ hotelId, hotelTitle }: { hotelId: number; hotelTitle: string }) {
  const { t } = useTranslation('receipt');
  const list = useList(refundsList);
  const canRefund = useCan('REFUND', 'ADD');
  return (
    <Stack gap="lg">
      {canRefund && <StartRefund hotelId={hotelId} onRefunded={() => void list.refetch()} />}
      <ListScreen<Row>
        ns="receipt"
        title={t('refunds.title')}
        description={t('refunds.description')}
        feature="REFUND"
        list={list}
        csvName={t('refunds.title')}
        pdfTitle={hotelTitle}
        columns={[
          { key: 'refundNumber', header: 'fields.refundNumber', sortable: true, searchable: true, width: 150 },
          {
            key: 'invoiceNumber',
            header: 'fields.invoice',
            sortable: true,
            searchable: true,
            render: (row) => `${row.invoiceNumber} (#${row.invoiceId})`,
            exportValue: (row) => row.invoiceNumber,
          },
          {
            key: 'refundType',
            header: 'fields.refundType',
            width: 150,
            render: (row) => (
              <Badge variant="light" color={row.refundType === 'FULL_REFUND' ? 'grape' : 'blue'}>
                {t(`refundType.${row.refundType}`)}
              </Badge>
            ),
            exportValue: (row) => t(`refundType.${row.refundType}`),
          },
          {
            key: 'paymentMethod',
            header: 'fields.paymentMethod',
            width: 140,
            render: (row) => t(`method.${row.paymentMethod}`),
            exportValue: (row) => t(`method.${row.paymentMethod}`),
          },
          {
            key: 'refundAmount',
            header: 'fields.refundAmount',
            sortable: true,
            align: 'right',
            width: 140,
            render: (row) => `${row.prefix} ${formatAmount(Math.abs(row.refundAmount))}`,
            exportValue: (row) => formatAmount(Math.abs(row.refundAmount)),
          },
          {
            key: 'receipts',
            header: 'fields.receipts',
            render: (row) => row.receipts.map((a) => a.receiptNumber).join(', '),
            exportValue: (row) => row.receipts.map((a) => `${a.receiptNumber} ${formatAmount(a.amount)}`).join('; '),
          },
          {
            key: 'createdAt',
            header: 'fields.createdAt',
            sortable: true,
            width: 170,
            render: (row) => formatDateTime(row.createdAt),
            exportValue: (row) => row.createdAt,
          },
        ]}
        rowLabel={(row) => row.refundNumber}
      />
    </Stack>
  );
}

/** Names an invoice by id, shows what can be refunded of it, and offers the Refund button. */
function StartRefund({ hotelId, onRefunded }: { hotelId: number; onRefunded: () => void }) {
  const { t } = useTranslation('receipt');
  const [invoiceId, setInvoiceId] = useState<number | ''>('');
  const [load, { data, loading, error, variables, refetch }] = useInvoiceReceiptsLazyQuery({
    fetchPolicy: 'network-only',
  });
  const receipts = data?.invoiceReceipts ?? [];
  const currency: Currency = receipts[0]?.currency === 'USD' ? 'USD' : 'LKR';
  const refundable = refundableOf(
    receipts.map((r) => ({
      id: r.id,
      chargeAmount: Money.fromWire(r.chargeAmount, currency),
      refundAmount: Money.fromWire(r.refundAmount, currency),
      receiptStatus: r.receiptStatus,
    })),
    currency,
  );
  const shown = variables?.invoiceId;
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{t('refunds.start')}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t('fields.invoiceId')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={180}
            value={invoiceId}
            onChange={(v) => setInvoiceId(typeof v === 'number' ? v : '')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && invoiceId) void load({ variables: { hotelId, invoiceId } });
            }}
          />
          <Button
            variant="default"
            disabled={!invoiceId}
            loading={loading}
            onClick={() => invoiceId && void load({ variables: { hotelId, invoiceId } })}
          >
            {t('refunds.find')}
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(error, t('refund.loadFailed'))}
          </Text>
        )}
        {data && shown && !error && (
          <Group justify="space-between" wrap="wrap" data-testid="invoice-refundable">
            <Text size="sm">
              {t('refunds.invoiceSummary', {
                id: shown,
                count: receipts.length,
                refundable: `${currency} ${formatAmount(refundable.toWire())}`,
              })}
            </Text>
            <RefundButton
              invoiceId={shown}
              refundable={refundable.toWire()}
              onRefunded={() => {
                void refetch();
                onRefunded();
              }}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
