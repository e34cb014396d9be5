// /invoice/invoice-history (INVOICE): every invoice and credit note of the hotel, newest first,
// searched by number, recipient (guest or company), stay, document type and issue dates, each with
// its PDF and, for an invoice, the way to a credit note.

import { Badge, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, toCurrency } from '@hotel/domain';
import type { InvoiceRowFieldsFragment } from '../../graphql/hooks.gen';
import { DocumentType, InvoiceStatus } from '../../graphql/schema-enums.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { moneyColumn } from '../../ui/data-table/money-column';
import { useList } from '../../ui/data-table/use-list';
import { formatDateTime } from '../../ui/format';
import { useCan } from '../../session/permissions';
import { RefundButton } from '../receipt';
import { FrontOffice } from '../room/front-office';
import { InvoiceActions } from './InvoiceActions';
import { invoiceHistoryList } from './lists';

type Row = InvoiceRowFieldsFragment;

export function InvoiceHistoryScreen() {
  return <FrontOffice>{(hotel) => <InvoiceHistory hotelId={hotel.hotelId} />}</FrontOffice>;
}

function InvoiceHistory({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('invoice');
  const list = useList(invoiceHistoryList);
  const { filters } = list.table.state;
  const canRefund = useCan('REFUND', 'ADD');
  /** What may still be refunded of an invoice: its total less its credit notes (the dialog limits it by the receipts). */
  const refundable = (row: Row) =>
    Money.fromWire(row.total, toCurrency(row.currency))
      .minus(Money.fromWire(row.credited, toCurrency(row.currency)))
      .toWire();
  return (
    <ListScreen<Row>
      ns="invoice"
      title={t('history.title')}
      description={t('history.description')}
      feature="INVOICE"
      list={list}
      csvName={t('history.title')}
      pdfTitle={t('history.title')}
      editable={false}
      toolbarActions={
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={t('fields.documentType')}
            placeholder={t('fields.documentType')}
            clearable
            w={160}
            data={Object.values(DocumentType).map((value) => ({ value, label: t(`documentType.${value}`) }))}
            value={filters['documentType'] ?? null}
            onChange={(value) => list.table.setFilter('documentType', value ?? '')}
          />
          <Select
            aria-label={t('fields.status')}
            placeholder={t('fields.status')}
            clearable
            w={180}
            data={Object.values(InvoiceStatus).map((value) => ({ value, label: t(`status.${value}`) }))}
            value={filters['status'] ?? null}
            onChange={(value) => list.table.setFilter('status', value ?? '')}
          />
          <TextInput
            type="date"
            aria-label={t('history.from')}
            w={150}
            value={filters['from'] ?? ''}
            onChange={(e) => list.table.setFilter('from', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            aria-label={t('history.to')}
            w={150}
            value={filters['to'] ?? ''}
            onChange={(e) => list.table.setFilter('to', e.currentTarget.value)}
          />
        </Group>
      }
      columns={[
        { key: 'number', header: 'fields.number', sortable: true, searchable: true, width: 160 },
        {
          key: 'documentType',
          header: 'fields.documentType',
          width: 120,
          render: (row) => (
            <Badge variant="light" color={row.documentType === 'CREDIT_NOTE' ? 'orange' : 'blue'}>
              {t(`documentType.${row.documentType}`)}
            </Badge>
          ),
          exportValue: (row) => t(`documentType.${row.documentType}`),
        },
        {
          key: 'recipientName',
          header: 'fields.recipient',
          sortable: true,
          searchable: true,
          filterKey: 'recipient',
        },
        { key: 'refNumber', header: 'fields.refNumber', searchable: true, width: 130 },
        {
          key: 'creditedInvoiceNumber',
          header: 'fields.creditedInvoice',
          width: 150,
        },
        {
          key: 'issuedAt',
          header: 'fields.issuedAt',
          sortable: true,
          width: 170,
          render: (row) => formatDateTime(row.issuedAt),
        },
        moneyColumn<Row>('total', 'fields.total', undefined, { sortable: true, width: 120 }),
        moneyColumn<Row>('credited', 'fields.credited', undefined, { width: 110 }),
        {
          key: 'status',
          header: 'fields.status',
          width: 150,
          render: (row) => (
            <Badge
              variant="dot"
              color={row.status === 'CREDITED' ? 'gray' : row.status === 'PARTLY_CREDITED' ? 'yellow' : 'green'}
            >
              {t(`status.${row.status}`)}
            </Badge>
          ),
          exportValue: (row) => t(`status.${row.status}`),
        },
        {
          key: 'actions',
          header: 'fields.actions',
          width: canRefund ? 260 : 150,
          exportValue: false,
          render: (row) => (
            <InvoiceActions hotelId={hotelId} row={row}>
              {canRefund && row.documentType === 'INVOICE' && (
                <RefundButton invoiceId={row.id} refundable={refundable(row)} onRefunded={() => void list.refetch()} />
              )}
            </InvoiceActions>
          ),
        },
      ]}
      rowLabel={(row) => row.number}
    />
  );
}
