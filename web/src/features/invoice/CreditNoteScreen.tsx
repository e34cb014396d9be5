// /invoice/creditNote (CREDIT_NOTE): an issued invoice is corrected by a credit note that names it
// (core-platform §2; issue 13). The desk chooses the invoice, credits it wholly or chosen lines by
// chosen amounts (never above what remains of a line: the domain's rule, checked here and by the
// server), gives the reason and, with CREDIT_NOTE_EXPIRY_DATE, the date until which a credit kept for
// a later stay may be used. Below: the hotel's credit notes, each with its PDF.

import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Money, toCurrency } from '@hotel/domain';
import {
  useCreateCreditNoteMutation,
  useInvoiceQuery,
  useInvoicesQuery,
  type InvoiceFieldsFragment,
  type InvoiceRowFieldsFragment,
} from '../../graphql/hooks.gen';
import { DocumentType } from '../../graphql/schema-enums.gen';
import { errorMessage, fieldErrors } from '../../graphql/errors';
import { serverNotice } from '../../graphql/notices';
import { useCan } from '../../session/permissions';
import { confirm } from '../../ui/confirm';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { moneyColumn } from '../../ui/data-table/money-column';
import { useList } from '../../ui/data-table/use-list';
import { formatAmount, formatDate, formatDateTime, today } from '../../ui/format';
import { MoneyInput, SearchPicker, type SearchResult } from '../../ui/form';
import { LoadError } from '../../ui/LoadError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeading } from '../../ui/PageHeading';
import { FrontOffice } from '../room/front-office';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDocumentView, printableOf, shownOf } from './InvoiceDocumentView';
import { printInvoice } from './invoice-pdf';
import { creditNotesList } from './lists';

type Row = InvoiceRowFieldsFragment;

export function CreditNoteScreen({ invoiceId }: { invoiceId: number | null }) {
  return <FrontOffice>{(hotel) => <CreditNotes hotelId={hotel.hotelId} chosenId={invoiceId} />}</FrontOffice>;
}

/** Invoices whose number (when the text holds a digit) or recipient contains what is typed. */
function useInvoiceSearch(text: string, hotelId: number): SearchResult<Row> {
  const byNumber = /\d/.test(text);
  const { data, loading, error } = useInvoicesQuery({
    variables: {
      hotelId,
      page: 0,
      size: 20,
      documentType: DocumentType.INVOICE,
      number: byNumber ? text : null,
      recipient: !byNumber && text ? text : null,
    },
  });
  return { items: data?.invoices.items ?? [], loading, error };
}

export function CreditForm({
  hotelId,
  invoice,
  onIssued,
}: {
  hotelId: number;
  invoice: InvoiceFieldsFragment;
  onIssued: (doc: InvoiceFieldsFragment) => void;
}) {
  const { t } = useTranslation('invoice');
  const canExpire = useCan('CREDIT_NOTE_EXPIRY_DATE', 'ADD');
  const [create, { loading }] = useCreateCreditNoteMutation();
  const currency = toCurrency(invoice.currency);
  const remaining = useMemo(
    () =>
      new Map(
        invoice.lines.map((l) => [
          l.id!,
          Money.fromWire(l.amount, currency).minus(Money.fromWire(l.credited, currency)),
        ]),
      ),
    [invoice, currency],
  );
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const lineError = (id: number): string | null => {
    const text = chosen[id];
    if (text === undefined) return null;
    const amount = Money.parse(text, currency);
    if (!amount || !amount.isPositive()) return t('refusal:CREDIT_NOTE_EMPTY');
    const left = remaining.get(id)!;
    return amount.compare(left) > 0 ? t('refusal:CREDIT_ABOVE_REMAINING', { remaining: left.toFixed() }) : null;
  };
  const open = invoice.lines.filter((l) => remaining.get(l.id!)!.isPositive());
  const creditTotal =
    mode === 'whole'
      ? Money.sum([...remaining.values()], currency)
      : Money.sum(
          Object.values(chosen).map((v) => Money.parse(v, currency) ?? Money.zero(currency)),
          currency,
        );

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!reason.trim()) local['reason'] = t('refusal:CREDIT_NOTE_REASON_REQUIRED');
    if (expires && expires < today()) local['creditExpiresOn'] = t('refusal:CREDIT_EXPIRY_IN_PAST');
    if (mode === 'lines') {
      if (Object.keys(chosen).length === 0) local['lines'] = t('refusal:CREDIT_NOTE_EMPTY');
      for (const id of Object.keys(chosen).map(Number)) {
        const e = lineError(id);
        if (e) local[`line.${id}`] = e;
      }
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const ok = await confirm({
      title: t('credit.confirmTitle'),
      message: t('credit.confirm', {
        number: invoice.number,
        total: `${invoice.currency} ${formatAmount(creditTotal.toWire())}`,
      }),
      confirmLabel: t('credit.issue'),
    });
    if (!ok) return;
    const ids = Object.keys(chosen).map(Number);
    try {
      const { data } = await create({
        variables: {
          input: {
            hotelId,
            invoiceId: invoice.id,
            reason: reason.trim(),
            whole: mode === 'whole',
            lines:
              mode === 'whole'
                ? []
                : ids.map((lineId) => ({ lineId, amount: Money.parse(chosen[lineId]!, currency)!.toWire() })),
            creditExpiresOn: expires || null,
          },
        },
      });
      if (!data) return;
      notifySuccess(serverNotice(data.createCreditNote.message));
      setChosen({});
      setReason('');
      setExpires('');
      onIssued(data.createCreditNote.invoice);
    } catch (error) {
      const fields = fieldErrors(error);
      const byField: Record<string, string> = {};
      for (const f of fields) {
        const m = /^lines\.(\d+)\./.exec(f.field);
        byField[m ? `line.${ids[Number(m[1])]}` : f.field] = f.message;
      }
      setErrors(byField);
      notifyError(errorMessage(error, t('credit.failed')));
    }
  };

  if (open.length === 0) return <Alert color="gray">{t('credit.fullyCredited')}</Alert>;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <SegmentedControl
          w="fit-content"
          value={mode}
          onChange={(v) => setMode(v as 'whole' | 'lines')}
          data={[
            { value: 'whole', label: t('credit.whole') },
            { value: 'lines', label: t('credit.partial') },
          ]}
        />
        {mode === 'lines' && (
          <ScrollArea type="auto">
            <Table miw={520} aria-label={t('fields.lines')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('fields.description')}</Table.Th>
                  <Table.Th ta="right">{t('credit.remaining')}</Table.Th>
                  <Table.Th w={170}>{t('credit.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {open.map((line) => {
                  const id = line.id!;
                  const on = chosen[id] !== undefined;
                  return (
                    <Table.Tr key={id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={line.description}
                          checked={on}
                          onChange={(e) => {
                            const checked = e.currentTarget.checked;
                            setChosen((was) => {
                              const next = { ...was };
                              if (checked) next[id] = remaining.get(id)!.toFixed();
                              else delete next[id];
                              return next;
                            });
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        {line.description}
                        {line.businessDate && (
                          <Text span size="xs" c="dimmed" ml={6}>
                            {formatDate(line.businessDate)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{formatAmount(remaining.get(id)!.toWire())}</Table.Td>
                      <Table.Td>
                        <MoneyInput
                          aria-label={`${t('credit.amount')} ${line.description}`}
                          disabled={!on}
                          value={chosen[id] ?? ''}
                          onChange={(v) => setChosen((was) => ({ ...was, [id]: v }))}
                          error={errors[`line.${id}`] ?? (on ? lineError(id) : null)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {errors['lines'] && (
              <Text c="red" size="sm">
                {errors['lines']}
              </Text>
            )}
          </ScrollArea>
        )}
        <Textarea
          label={t('fields.reason')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setErrors(({ reason: _cleared, ...rest }) => rest);
          }}
          error={errors['reason']}
        />
        {canExpire && (
          <TextInput
            type="date"
            label={t('fields.creditExpiresOn')}
            description={t('credit.expiryHint')}
            min={today()}
            w={220}
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
            error={errors['creditExpiresOn']}
          />
        )}
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            {t('credit.total')}: {invoice.currency} {formatAmount(creditTotal.toWire())}
          </Text>
          <Button leftSection={<IconReceiptRefund size={16} />} loading={loading} onClick={() => void submit()}>
            {t('credit.issue')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CreditNotes({ hotelId, chosenId }: { hotelId: number; chosenId: number | null }) {
  const { t } = useTranslation('invoice');
  const list = useList(creditNotesList);
  const navigate = useNavigate();
  const canCredit = useCan('CREDIT_NOTE', 'ADD');
  const [issued, setIssued] = useState<InvoiceFieldsFragment | null>(null);
  const { data, loading, error, refetch } = useInvoiceQuery({
    variables: { hotelId, id: chosenId ?? 0 },
    skip: chosenId === null,
    fetchPolicy: 'cache-and-network',
  });
  const choose = (id: number | null) => {
    setIssued(null);
    void navigate({
      to: '/invoice/creditNote',
      search: ({ invoiceId: _was, ...rest }: Record<string, unknown>) => (id ? { ...rest, invoiceId: id } : rest),
    });
  };
  return (
    <Stack gap="lg">
      {canCredit && (
        <Stack gap="sm">
          <PageHeading title={t('credit.newTitle')} description={t('credit.newDescription')} />
          <SearchPicker
            label={t('credit.invoice')}
            placeholder={t('credit.invoicePlaceholder')}
            useSearch={useInvoiceSearch}
            context={hotelId}
            selectedKey={chosenId}
            itemKey={(r) => r.id}
            itemLabel={(r) => `${r.number} · ${r.recipientName} · ${r.currency} ${formatAmount(r.total)}`}
            empty={t('credit.noInvoice')}
            onChange={(r) => choose(r?.id ?? null)}
            maw={560}
          />
          <LoadError error={error} fallback={t('credit.loadFailed')} />
          {error && (
            <Button variant="default" w="fit-content" onClick={() => void refetch()}>
              {t('actions.retry')}
            </Button>
          )}
          {issued && (
            <Alert color="green" title={t('credit.issuedTitle', { number: issued.number })}>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPrinter size={14} />}
                onClick={() => void printInvoice(printableOf(shownOf(issued), t))}
              >
                {t('actions.printPdf')}
              </Button>
            </Alert>
          )}
          {chosenId !== null && loading && !data && <Loader size="sm" />}
          {data && (
            <>
              <InvoiceDocumentView doc={shownOf(data.invoice)} />
              <CreditForm
                key={`${data.invoice.id}-${data.invoice.credited}`}
                hotelId={hotelId}
                invoice={data.invoice}
                onIssued={(doc) => {
                  setIssued(doc);
                  void refetch();
                  void list.refetch();
                }}
              />
            </>
          )}
        </Stack>
      )}
      <ListScreen<Row>
        ns="invoice"
        title={t('credit.title')}
        description={t('credit.description')}
        feature="CREDIT_NOTE"
        list={list}
        csvName={t('credit.title')}
        editable={false}
        columns={[
          { key: 'number', header: 'fields.number', sortable: true, searchable: true, width: 160 },
          { key: 'creditedInvoiceNumber', header: 'fields.creditedInvoice', width: 160 },
          {
            key: 'recipientName',
            header: 'fields.recipient',
            sortable: true,
            searchable: true,
            filterKey: 'recipient',
          },
          { key: 'reason', header: 'fields.reason' },
          {
            key: 'creditExpiresOn',
            header: 'fields.creditExpiresOn',
            width: 130,
            render: (row) => (row.creditExpiresOn ? formatDate(row.creditExpiresOn) : '—'),
          },
          {
            key: 'issuedAt',
            header: 'fields.issuedAt',
            sortable: true,
            width: 170,
            render: (row) => formatDateTime(row.issuedAt),
          },
          moneyColumn<Row>('total', 'fields.total', undefined, { sortable: true, width: 120 }),
          {
            key: 'actions',
            header: 'fields.actions',
            width: 80,
            exportValue: false,
            render: (row) => <InvoiceActions hotelId={hotelId} row={row} />,
          },
        ]}
        rowLabel={(row) => row.number}
      />
    </Stack>
  );
}
