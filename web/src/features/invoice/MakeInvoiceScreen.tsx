// /invoice/make-invoice (INVOICE): the proforma (core-platform §2). The desk picks a stay by its
// reference or guest, sees the proforma of each of its folios with uninvoiced charges (lines, taxes,
// totals; no number), prints it on A4, and issues it as an invoice after a confirmation; the issued
// number is shown with its PDF.

import { useState } from 'react';
import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useIssueInvoiceMutation,
  useProformaInvoicesQuery,
  useReservationsQuery,
  type InvoiceFieldsFragment,
  type ProformaInvoicesQuery,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { serverNotice } from '../../graphql/notices';
import { useCan } from '../../session/permissions';
import { confirm } from '../../ui/confirm';
import { formatAmount } from '../../ui/format';
import { LoadError } from '../../ui/LoadError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeading } from '../../ui/PageHeading';
import { FrontOffice } from '../room/front-office';
import { InvoiceDocumentView, printableOf, shownOf, type ShownInvoice } from './InvoiceDocumentView';
import { printInvoice } from './invoice-pdf';

type Proforma = ProformaInvoicesQuery['proformaInvoices'][number];

export function MakeInvoiceScreen({ reservationId }: { reservationId: number | null }) {
  return <FrontOffice>{(hotel) => <MakeInvoice hotelId={hotel.hotelId} reservationId={reservationId} />}</FrontOffice>;
}

const shownOfProforma = (p: Proforma): ShownInvoice => ({
  kind: 'PROFORMA',
  number: null,
  issuedAt: null,
  currency: p.currency,
  issuer: p.issuer,
  recipient: p.recipient,
  lines: p.lines,
  taxSummary: p.taxSummary,
  net: p.net,
  tax: p.tax,
  total: p.total,
  refNumber: p.refNumber,
});

/** The stay picker: reservations whose reference or guest name contains what is typed. */
function StayPicker({
  hotelId,
  value,
  onChange,
}: {
  hotelId: number;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('invoice');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const byRef = /\d/.test(text);
  const { data, loading } = useReservationsQuery({
    variables: {
      hotelId,
      page: 0,
      size: 20,
      refNumber: byRef ? text : null,
      guestName: !byRef && text ? text : null,
    },
  });
  const options = (data?.reservations.items ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.refNumber} · ${r.guestName} · ${r.checkInDate} – ${r.checkOutDate}`,
  }));
  return (
    <Select
      label={t('make.reservation')}
      placeholder={t('make.reservationPlaceholder')}
      searchable
      clearable
      data={options}
      value={value ? String(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={loading ? t('make.searching') : t('make.noReservation')}
      onChange={(id) => onChange(id ? Number(id) : null)}
      maw={560}
    />
  );
}

function FolioProforma({
  hotelId,
  proforma,
  onIssued,
}: {
  hotelId: number;
  proforma: Proforma;
  onIssued: (doc: InvoiceFieldsFragment) => void;
}) {
  const { t } = useTranslation('invoice');
  const canIssue = useCan('INVOICE', 'ADD');
  const [issue, { loading }] = useIssueInvoiceMutation();
  const shown = shownOfProforma(proforma);
  const run = async () => {
    const ok = await confirm({
      title: t('make.confirmTitle'),
      message: t('make.confirmIssue', {
        folio: proforma.folioName,
        total: `${proforma.currency} ${formatAmount(proforma.total)}`,
      }),
      confirmLabel: t('make.issue'),
    });
    if (!ok) return;
    try {
      const { data } = await issue({ variables: { hotelId, folioId: proforma.folioId } });
      if (!data) return;
      notifySuccess(serverNotice(data.issueInvoice.message));
      onIssued(data.issueInvoice.invoice);
    } catch (error) {
      notifyError(errorMessage(error, t('make.issueFailed')));
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{t('make.folio', { number: proforma.folioNumber, name: proforma.folioName })}</Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => void printInvoice(printableOf(shown, t))}
          >
            {t('actions.printPdf')}
          </Button>
          {canIssue && (
            <Button leftSection={<IconFileInvoice size={16} />} loading={loading} onClick={() => void run()}>
              {t('make.issue')}
            </Button>
          )}
        </Group>
      </Group>
      <InvoiceDocumentView doc={shown} />
    </Stack>
  );
}

function MakeInvoice({ hotelId, reservationId }: { hotelId: number; reservationId: number | null }) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const [issued, setIssued] = useState<InvoiceFieldsFragment[]>([]);
  const { data, loading, error, refetch } = useProformaInvoicesQuery({
    variables: { hotelId, reservationId },
    skip: reservationId === null,
    fetchPolicy: 'cache-and-network',
  });
  const choose = (id: number | null) => {
    setIssued([]);
    void navigate({ to: '/invoice/make-invoice', search: id ? { reservationId: id } : {} });
  };
  const proformas = data?.proformaInvoices ?? [];
  return (
    <Stack gap="md">
      <PageHeading title={t('make.title')} description={t('make.description')} />
      <StayPicker hotelId={hotelId} value={reservationId} onChange={choose} />
      <LoadError error={error} fallback={t('make.loadFailed')} />
      {error && (
        <Button variant="default" w="fit-content" onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      )}
      {issued.map((doc) => (
        <Stack key={doc.id} gap="xs">
          <Alert color="green" title={t('make.issuedTitle', { number: doc.number })}>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPrinter size={14} />}
                onClick={() => void printInvoice(printableOf(shownOf(doc), t))}
              >
                {t('actions.printPdf')}
              </Button>
            </Group>
          </Alert>
          <InvoiceDocumentView doc={shownOf(doc)} />
        </Stack>
      ))}
      {reservationId === null ? (
        <Text c="dimmed">{t('make.pickFirst')}</Text>
      ) : loading && !data ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">{t('make.loading')}</Text>
        </Group>
      ) : (
        !error &&
        proformas.length === 0 && <Text c="dimmed">{issued.length ? t('make.allInvoiced') : t('make.nothing')}</Text>
      )}
      {proformas.map((p) => (
        <FolioProforma
          key={p.folioId}
          hotelId={hotelId}
          proforma={p}
          onIssued={(doc) => {
            setIssued((was) => [doc, ...was]);
            void refetch();
          }}
        />
      ))}
    </Stack>
  );
}
