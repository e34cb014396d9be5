// /invoice/make-invoice (INVOICE): the proforma (core-platform §2). The desk picks a stay by its
// reference or guest, sees the proforma of each of its folios with uninvoiced charges (lines, taxes,
// totals; no number), prints it on A4, and issues it as an invoice after a confirmation; the issued
// number is shown with its PDF. Before issuing, the folio's VAT customer is chosen from the registry
// (InvoiceVatCustomer, PUT invoice/vat-registry-update/{id}).

import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useIssueInvoiceMutation,
  useProformaInvoicesQuery,
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
import { SearchPicker } from '../../ui/form';
import { useReservationSearch } from '../reservation/use-reservation-search';
import { FrontOffice } from '../room/front-office';
import { InvoiceVatCustomer } from '../vat-registry/components/InvoiceVatCustomer';
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

function FolioProforma({
  hotelId,
  proforma,
  onIssued,
  onChanged,
}: {
  hotelId: number;
  proforma: Proforma;
  onIssued: (doc: InvoiceFieldsFragment) => void;
  onChanged: () => void;
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
      <InvoiceVatCustomer
        key={proforma.recipient.vatRegistryId ?? 0}
        hotelId={hotelId}
        folioId={proforma.folioId}
        current={
          proforma.recipient.vatRegistryId
            ? {
                id: proforma.recipient.vatRegistryId,
                name: proforma.recipient.name,
                vatNumber: proforma.recipient.vatNumber,
              }
            : null
        }
        onChanged={onChanged}
      />
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
      <SearchPicker
        label={t('make.reservation')}
        placeholder={t('make.reservationPlaceholder')}
        useSearch={useReservationSearch}
        context={{ hotelId }}
        selectedKey={reservationId}
        itemKey={(r) => r.id}
        itemLabel={(r) => `${r.refNumber} · ${r.guestName} · ${r.checkInDate} – ${r.checkOutDate}`}
        empty={t('make.noReservation')}
        onChange={(r) => choose(r?.id ?? null)}
        maw={560}
      />
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
          onChanged={() => void refetch()}
        />
      ))}
    </Stack>
  );
}
