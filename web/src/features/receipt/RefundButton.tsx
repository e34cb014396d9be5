// The 'Refund Amount' dialog (operations §2 Refund and VAT, §4 Refund flow, §5 Refund, §9 Refund): a
// Refund button on an invoice, disabled when the refundable amount is zero or less or when the
// disabled flag is set; the dialog (width 1000) asks the method (two tiles: Cash and Card), the status
// (FULL_REFUND or PARTIAL_REFUND), for partial an amount, then the receipts to take it from (10 a
// page), ticked by the domain's allocation (tick, untick with top-up, locked zero-balance rows,
// PENDING receipts not yet authorised). Refund enables by the domain's rule; on success the dialog
// closes and the receipts and lists reload.

import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Input,
  Loader,
  Modal,
  Pagination,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconCash, IconCreditCard, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  Money,
  REFUND_PICKER_METHODS,
  REFUND_RECEIPT_PAGE_SIZE,
  REFUND_TYPES,
  chooseRefundMethod,
  chooseRefundType,
  enterPartialAmount,
  isReceiptLocked,
  isTicked,
  newRefundDraft,
  partialAmountRefusal,
  receiptBalance,
  refundEnabled,
  refundFormRefusals,
  refundRequestOf,
  tickReceipt,
  untickReceipt,
  type Currency,
  type PaymentMethod,
  type ReceiptReason,
  type RefundDraft,
  type RefundType,
  type RefundableReceipt,
} from '@hotel/domain';
import { useInvoiceReceiptsQuery, useRefundMutation, type ReceiptFieldsFragment } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useChosenService } from '../../session/use-chosen';
import { MoneyInput } from '../../ui/form';
import { formatAmount, formatDateTime } from '../../ui/format';
import { notifySuccess } from '../../ui/notify';

export interface RefundButtonProps {
  invoiceId: number;
  /** What can still be refunded of the invoice; the button is disabled at zero or less. */
  refundable: number;
  disabled?: boolean;
  /** Called after a refund was made (the dialog has closed): reload what shows the invoice. */
  onRefunded?: () => void;
}

export function RefundButton({ invoiceId, refundable, disabled, onRefunded }: RefundButtonProps) {
  const { t } = useTranslation('receipt');
  const hotel = useChosenService('HOTEL');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        color="orange"
        leftSection={<IconReceiptRefund size={16} />}
        disabled={Boolean(disabled) || !(refundable > 0) || !hotel}
        onClick={() => setOpened(true)}
      >
        {t('refund.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} size={1000} title={t('refund.title')}>
        {opened && hotel && (
          <RefundDialog
            hotelId={hotel.hotelId}
            invoiceId={invoiceId}
            refundable={refundable}
            onCancel={() => setOpened(false)}
            onDone={() => {
              setOpened(false);
              onRefunded?.();
            }}
          />
        )}
      </Modal>
    </>
  );
}

interface RefundDialogProps {
  hotelId: number;
  invoiceId: number;
  refundable: number;
  onCancel: () => void;
  onDone: () => void;
}

type Refusal = { reason: ReceiptReason; params?: Record<string, string> };

const toRefundable = (r: ReceiptFieldsFragment, currency: Currency): RefundableReceipt => ({
  id: r.id,
  chargeAmount: Money.fromWire(r.chargeAmount, currency),
  refundAmount: Money.fromWire(r.refundAmount, currency),
  receiptStatus: r.receiptStatus,
});

function RefundDialog({ hotelId, invoiceId, refundable, onCancel, onDone }: RefundDialogProps) {
  const { t } = useTranslation(['receipt', 'common']);
  const receiptsQuery = useInvoiceReceiptsQuery({ variables: { hotelId, invoiceId }, fetchPolicy: 'network-only' });
  const rows = useMemo(() => receiptsQuery.data?.invoiceReceipts ?? [], [receiptsQuery.data]);
  const currency: Currency = rows[0]?.currency === 'USD' ? 'USD' : 'LKR';
  const receipts = useMemo(() => rows.map((r) => toRefundable(r, currency)), [rows, currency]);
  const total = Money.fromWire(refundable, currency);
  const [draft, setDraft] = useState<RefundDraft>(() => newRefundDraft(currency));
  const [amountText, setAmountText] = useState('');
  const [page, setPage] = useState(1);
  const [shownRefusals, setShownRefusals] = useState<ReturnType<typeof refundFormRefusals>>({});
  const [notice, setNotice] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per refund asked in this dialog: a retry after a lost answer is not a second refund.
  const [requestKey] = useState(() => crypto.randomUUID());
  // The receipts' balances and the lists changed: whichever of them is shown loads again.
  const [refund, { loading }] = useRefundMutation({
    update: (cache) => {
      // A refund of what paid an invoice credits it: its status and the history change too.
      for (const fieldName of ['invoiceReceipts', 'receipts', 'refunds', 'invoices', 'invoice'])
        cache.evict({ fieldName });
      cache.gc();
    },
  });

  const refusalText = (r: Refusal | null | undefined) => (r ? t(`refusal:${r.reason}`, r.params ?? {}) : null);
  const partialError =
    shownRefusals.partialAmount ??
    (draft.refundType === 'PARTIAL_REFUND' && amountText ? partialAmountRefusal(draft.partialAmount, total) : null);

  const setType = (type: RefundType) => {
    setDraft((d) => chooseRefundType(d, type, total));
    setAmountText('');
    setNotice(null);
    setShownRefusals((s) => ({ ...s, refundType: undefined, partialAmount: undefined }));
  };
  const setAmount = (text: string) => {
    setAmountText(text);
    setDraft((d) => enterPartialAmount(d, text ? Money.parse(text, currency) : null));
    setNotice(null);
    setShownRefusals((s) => ({ ...s, partialAmount: undefined }));
  };
  const toggle = (receipt: RefundableReceipt, ticked: boolean) => {
    setNotice(null);
    if (ticked) {
      const next = tickReceipt(draft, receipt);
      if (next.refusal) setNotice({ reason: next.refusal });
      else setDraft(next.draft);
    } else {
      setDraft(untickReceipt(draft, receipt.id, receipts));
    }
  };
  const submit = async () => {
    const refusals = refundFormRefusals(draft, total);
    setShownRefusals(refusals);
    const request = refundRequestOf(draft, invoiceId, hotelId, total);
    if (!request) return;
    const input = { ...request, idempotencyKey: requestKey };
    setFailure(null);
    try {
      const { data } = await refund({ variables: { input } });
      if (data) {
        notifySuccess(t(`notice:REFUND_COMPLETED`));
        const creditNote = data.refund.refund.creditNoteNumber;
        if (creditNote) notifySuccess(t('refund.creditNoteIssued', { number: creditNote }));
      }
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('refund.failed')));
    }
  };

  if (receiptsQuery.loading && !receiptsQuery.data) {
    return (
      <Center p="xl">
        <Loader aria-label={t('common:states.loading')} />
      </Center>
    );
  }
  if (receiptsQuery.error) {
    return (
      <Alert color="red" title={t('refund.loadFailed')}>
        <Stack gap="xs">
          <Text size="sm">{errorMessage(receiptsQuery.error, t('refund.loadFailed'))}</Text>
          <Group>
            <Button size="xs" variant="default" onClick={() => void receiptsQuery.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const allocated = new Map(draft.allocations.map((a) => [a.receiptId, a.amount]));
  const pageRows = rows.slice((page - 1) * REFUND_RECEIPT_PAGE_SIZE, page * REFUND_RECEIPT_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(rows.length / REFUND_RECEIPT_PAGE_SIZE));
  const money = (m: Money) => `${currency} ${formatAmount(m.toWire())}`;

  return (
    <Stack gap="md" data-testid="refund-dialog">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Summary label={t('refund.refundable')} value={money(total)} />
        <Summary
          label={t('refund.allocated')}
          value={money(draft.allocations.reduce((s, a) => s.plus(a.amount), Money.zero(currency)))}
        />
        <Summary label={t('refund.remaining')} value={money(draft.remaining)} />
      </SimpleGrid>

      <Radio.Group
        label={t('refund.method')}
        withAsterisk
        value={draft.method ?? ''}
        onChange={(value) => {
          setDraft((d) => chooseRefundMethod(d, value as PaymentMethod));
          setShownRefusals((s) => ({ ...s, method: undefined }));
        }}
        error={refusalText(shownRefusals.method)}
      >
        <SimpleGrid cols={2} mt="xs" maw={420}>
          {REFUND_PICKER_METHODS.map((method) => (
            <Radio.Card key={method} value={method} p="sm" radius="md" aria-label={t(`method.${method}`)}>
              <Group gap="sm" wrap="nowrap">
                <Radio.Indicator />
                {method === 'CASH' ? <IconCash size={20} /> : <IconCreditCard size={20} />}
                <Text fw={500}>{t(`method.${method}`)}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      <Input.Wrapper label={t('refund.status')} withAsterisk error={refusalText(shownRefusals.refundType)}>
        <SegmentedControl
          mt="xs"
          display="flex"
          maw={420}
          aria-label={t('refund.status')}
          value={draft.refundType ?? ''}
          onChange={(value) => setType(value as RefundType)}
          data={REFUND_TYPES.map((type) => ({ value: type, label: t(`refundType.${type}`) }))}
        />
      </Input.Wrapper>

      {draft.refundType === 'PARTIAL_REFUND' && (
        <MoneyInput
          label={t('refund.partialAmount')}
          required
          w={260}
          currency={currency}
          value={amountText}
          onChange={setAmount}
          error={refusalText(partialError)}
        />
      )}

      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label={t('refund.receipts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>{t('fields.receiptNumber')}</Table.Th>
              <Table.Th>{t('fields.createdAt')}</Table.Th>
              <Table.Th>{t('fields.paymentMethod')}</Table.Th>
              <Table.Th ta="right">{t('fields.chargeAmount')}</Table.Th>
              <Table.Th ta="right">{t('fields.refundAmount')}</Table.Th>
              <Table.Th ta="right">{t('fields.balance')}</Table.Th>
              <Table.Th ta="right">{t('refund.allocation')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('refund.noReceipts')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {pageRows.map((row) => {
              const receipt = receipts.find((r) => r.id === row.id)!;
              const locked = isReceiptLocked(receipt);
              const pending = row.receiptStatus === 'PENDING';
              const ticked = isTicked(draft, row.id);
              return (
                <Table.Tr
                  key={row.id}
                  data-locked={locked || undefined}
                  style={locked || row.receiptStatus === 'REJECTED' ? { opacity: 0.45 } : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      aria-label={t('refund.tick', { number: row.receiptNumber })}
                      checked={ticked}
                      disabled={locked || row.receiptStatus !== 'AUTHORISED'}
                      onChange={(e) => toggle(receipt, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.receiptNumber}
                    </Text>
                    {pending && (
                      <Text size="xs" c="orange.8">
                        {t('refusal:RECEIPT_NOT_AUTHORISED')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>{t(`method.${row.paymentMethod}`)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.chargeAmount)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.refundAmount)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(receiptBalance(receipt).toWire())}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {allocated.has(row.id) ? formatAmount(allocated.get(row.id)!.toWire()) : ''}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}

      {notice && (
        <Alert color="orange" role="status">
          {refusalText(notice)}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}

      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          color="orange"
          disabled={!refundEnabled(draft, loading)}
          loading={loading}
          onClick={() => void submit()}
        >
          {t('refund.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function Summary({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
