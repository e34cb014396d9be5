// /invoice/receipt (RECEIPT): the hotel's receipts with their status, paged from the server and
// searched by number and guest, filtered by status and method; 'Record receipt' takes a payment on a
// stay; a pending card receipt is authorised (RECEIPT EDIT); a receipt is rejected with a reason
// (RECEIPT_REJECT); each receipt prints as an A4 PDF.

import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, RECEIPT_STATUSES, type ReceiptStatus } from '@hotel/domain';
import {
  useAuthoriseReceiptMutation,
  useRejectReceiptMutation,
  type ReceiptFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useCan } from '../../session/permissions';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { formatAmount, formatDateTime } from '../../ui/format';
import { notifyError, notifySuccess } from '../../ui/notify';
import { FrontOffice } from '../room/front-office';
import { ReceiptForm } from './components/ReceiptForm';
import { receiptsList } from './lists';
import { downloadReceiptPdf } from './receipt-pdf';

type Row = ReceiptFieldsFragment;

const STATUS_COLOR: Record<ReceiptStatus, string> = { PENDING: 'orange', AUTHORISED: 'teal', REJECTED: 'red' };

export function ReceiptStatusBadge({ status }: { status: ReceiptStatus }) {
  const { t } = useTranslation('receipt');
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ReceiptsScreen() {
  return <FrontOffice>{(hotel) => <Receipts hotelId={hotel.hotelId} hotelTitle={hotel.hotelTitle} />}</FrontOffice>;
}

function Receipts({ hotelId, hotelTitle }: { hotelId: number; hotelTitle: string }) {
  const { t } = useTranslation('receipt');
  const list = useList(receiptsList);
  const { filters } = list.table.state;
  const canAuthorise = useCan('RECEIPT', 'EDIT');
  const canReject = useCan('RECEIPT_REJECT', 'EDIT');
  const [authorise, authorising] = useAuthoriseReceiptMutation();
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const doAuthorise = async (row: Row) => {
    try {
      const { data } = await authorise({ variables: { hotelId, id: row.id } });
      if (data) notifySuccess(data.authoriseReceipt.message);
      void list.refetch();
    } catch (error) {
      notifyError(errorMessage(error, t('authorise.failed')));
    }
  };
  const print = (row: Row) =>
    void downloadReceiptPdf(hotelTitle, row, {
      title: t('pdf.title'),
      lines: [
        [t('fields.createdAt'), formatDateTime(row.createdAt)],
        [t('fields.reservation'), row.refNumber ?? ''],
        [t('fields.guestName'), row.guestName],
        [t('fields.paymentMethod'), t(`method.${row.paymentMethod}`)],
        [t('fields.reference'), row.reference],
        [t('fields.receiptStatus'), t(`status.${row.receiptStatus}`)],
        ...(row.rejectReason ? ([[t('fields.rejectReason'), row.rejectReason]] as [string, string][]) : []),
      ],
      amountLabel: t('fields.amount'),
      amount: `${row.currency} ${formatAmount(row.amount)}`,
      footer: t('pdf.footer'),
    });

  return (
    <>
      <ListScreen<Row>
        ns="receipt"
        title={t('receipts.title')}
        description={t('receipts.description')}
        feature="RECEIPT"
        list={list}
        csvName={t('receipts.title')}
        pdfTitle={hotelTitle}
        editable={false}
        toolbarActions={
          <Group gap="xs">
            <Select
              aria-label={t('fields.receiptStatus')}
              placeholder={t('fields.receiptStatus')}
              clearable
              w={150}
              data={RECEIPT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={filters['receiptStatus'] ?? null}
              onChange={(value) => list.table.setFilter('receiptStatus', value ?? '')}
            />
            <Select
              aria-label={t('fields.paymentMethod')}
              placeholder={t('fields.paymentMethod')}
              clearable
              w={170}
              data={PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
              value={filters['paymentMethod'] ?? null}
              onChange={(value) => list.table.setFilter('paymentMethod', value ?? '')}
            />
          </Group>
        }
        columns={[
          { key: 'receiptNumber', header: 'fields.receiptNumber', sortable: true, searchable: true, width: 140 },
          {
            key: 'createdAt',
            header: 'fields.createdAt',
            sortable: true,
            width: 120,
            render: (row) => formatDateTime(row.createdAt),
            exportValue: (row) => row.createdAt,
          },
          { key: 'guestName', header: 'fields.guestName', sortable: true, searchable: true },
          { key: 'refNumber', header: 'fields.reservation', width: 110 },
          {
            key: 'paymentMethod',
            header: 'fields.paymentMethod',
            sortable: true,
            width: 100,
            render: (row) => t(`method.${row.paymentMethod}`),
            exportValue: (row) => t(`method.${row.paymentMethod}`),
          },
          {
            key: 'amount',
            header: 'fields.amount',
            sortable: true,
            align: 'right',
            width: 130,
            render: (row) => `${row.currency} ${formatAmount(row.amount)}`,
            exportValue: (row) => formatAmount(row.amount),
          },
          {
            key: 'refundAmount',
            header: 'fields.refundAmount',
            align: 'right',
            width: 90,
            render: (row) => formatAmount(row.refundAmount),
            exportValue: (row) => formatAmount(row.refundAmount),
          },
          {
            key: 'receiptStatus',
            header: 'fields.receiptStatus',
            sortable: true,
            width: 120,
            render: (row) => (
              <Tooltip label={row.rejectReason} disabled={!row.rejectReason} withinPortal>
                <span>
                  <ReceiptStatusBadge status={row.receiptStatus} />
                </span>
              </Tooltip>
            ),
            exportValue: (row) => t(`status.${row.receiptStatus}`),
          },
        ]}
        rowLabel={(row) => row.receiptNumber}
        createTitle={t('receipts.create')}
        form={({ close, saved }) => <ReceiptForm hotelId={hotelId} onCancel={close} onSaved={saved} />}
        extra={{
          addLabel: t('receipts.create'),
          rowActions: (row) => (
            <>
              <Tooltip label={t('pdf.download')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('pdf.downloadOf', { number: row.receiptNumber })}
                  onClick={() => print(row)}
                >
                  <IconFileTypePdf size={16} />
                </ActionIcon>
              </Tooltip>
              {canAuthorise && row.receiptStatus === 'PENDING' && (
                <Tooltip label={t('authorise.action')} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="teal"
                    loading={authorising.loading}
                    aria-label={t('authorise.actionOf', { number: row.receiptNumber })}
                    onClick={() => void doAuthorise(row)}
                  >
                    <IconCircleCheck size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              {canReject && row.receiptStatus !== 'REJECTED' && row.refundAmount === 0 && (
                <Tooltip label={t('reject.action')} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('reject.actionOf', { number: row.receiptNumber })}
                    onClick={() => setRejecting(row)}
                  >
                    <IconCircleX size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </>
          ),
        }}
      />
      <RejectDialog
        hotelId={hotelId}
        receipt={rejecting}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          void list.refetch();
        }}
      />
    </>
  );
}

function RejectDialog(props: { hotelId: number; receipt: Row | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['receipt', 'common']);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reject, { loading }] = useRejectReceiptMutation();
  const close = () => {
    setReason('');
    setError(null);
    props.onClose();
  };
  const submit = async () => {
    if (!props.receipt) return;
    if (!reason.trim()) {
      setError(t('refusal:RECEIPT_REJECT_REASON_REQUIRED'));
      return;
    }
    try {
      const { data } = await reject({
        variables: { hotelId: props.hotelId, id: props.receipt.id, reason: reason.trim() },
      });
      if (data) notifySuccess(data.rejectReceipt.message);
      setReason('');
      setError(null);
      props.onDone();
    } catch (e) {
      setError(errorMessage(e, t('reject.failed')));
    }
  };
  return (
    <Modal
      opened={props.receipt !== null}
      onClose={close}
      title={t('reject.title', { number: props.receipt?.receiptNumber ?? '' })}
    >
      <Stack gap="md">
        <Text size="sm">
          {props.receipt &&
            `${props.receipt.guestName} · ${props.receipt.currency} ${formatAmount(props.receipt.amount)}`}
        </Text>
        <Textarea
          label={t('fields.rejectReason')}
          required
          autosize
          minRows={2}
          maxLength={200}
          data-autofocus
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()}>
            {t('reject.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
