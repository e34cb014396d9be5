// An invoice, credit note or proforma on screen: the hotel and the recipient as frozen on it, the
// lines with net, tax and amount, the taxes summed by name and the totals; and the same document as
// an A4 PDF (printable).

import { Badge, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type {
  InvoiceFieldsFragment,
  InvoiceIssuerFieldsFragment,
  InvoiceLineFieldsFragment,
  InvoiceRecipientFieldsFragment,
  InvoiceTaxFieldsFragment,
} from '../../graphql/hooks.gen';
import { formatAmount, formatDate, formatDateTime, formatRate, today } from '../../ui/format';
import type { PrintableInvoice } from './invoice-pdf';

/** What the view shows: an issued document or a proforma. */
export interface ShownInvoice {
  kind: 'PROFORMA' | 'INVOICE' | 'CREDIT_NOTE';
  number: string | null;
  issuedAt: string | null;
  currency: string;
  issuer: InvoiceIssuerFieldsFragment;
  recipient: InvoiceRecipientFieldsFragment;
  lines: readonly InvoiceLineFieldsFragment[];
  taxSummary: readonly InvoiceTaxFieldsFragment[];
  net: number;
  tax: number;
  total: number;
  refNumber: string | null;
  creditedInvoiceNumber?: string | null;
  reason?: string;
  creditExpiresOn?: string | null;
}

export const shownOf = (doc: InvoiceFieldsFragment): ShownInvoice => ({
  kind: doc.documentType,
  number: doc.number,
  issuedAt: doc.issuedAt,
  currency: doc.currency,
  issuer: doc.issuer,
  recipient: doc.recipient,
  lines: doc.lines,
  taxSummary: doc.taxSummary,
  net: doc.net,
  tax: doc.tax,
  total: doc.total,
  refNumber: doc.refNumber,
  creditedInvoiceNumber: doc.creditedInvoiceNumber,
  reason: doc.reason,
  creditExpiresOn: doc.creditExpiresOn,
});

const money = (currency: string, value: number) => `${currency} ${formatAmount(value)}`;

/** The document as the PDF prints it, in the user's language. */
export function printableOf(doc: ShownInvoice, t: TFunction<'invoice'>): PrintableInvoice {
  const notes = [
    doc.refNumber ? `${t('fields.refNumber')}: ${doc.refNumber}` : '',
    doc.creditedInvoiceNumber ? `${t('fields.creditedInvoice')}: ${doc.creditedInvoiceNumber}` : '',
    doc.reason ? `${t('fields.reason')}: ${doc.reason}` : '',
    doc.creditExpiresOn ? `${t('fields.creditExpiresOn')}: ${formatDate(doc.creditExpiresOn)}` : '',
  ].filter(Boolean);
  return {
    title: t(`documentType.${doc.kind}`),
    number: doc.number ?? t('proforma.noNumber'),
    issuedOn: doc.issuedAt ? formatDateTime(doc.issuedAt) : formatDate(today()),
    currency: doc.currency,
    issuer: doc.issuer,
    recipient: doc.recipient,
    notes,
    lines: doc.lines.map((l) => ({
      description: l.description,
      date: l.businessDate ? formatDate(l.businessDate) : '',
      net: formatAmount(l.net),
      tax: formatAmount(l.tax),
      amount: formatAmount(l.amount),
    })),
    taxSummary: doc.taxSummary.map((tax) => ({
      label: `${tax.name} (${formatRate(tax.rate)})`,
      amount: money(doc.currency, tax.amount),
    })),
    totals: [
      { label: t('fields.net'), amount: money(doc.currency, doc.net) },
      { label: t('fields.tax'), amount: money(doc.currency, doc.tax) },
      { label: t('fields.total'), amount: money(doc.currency, doc.total), bold: true },
    ],
    labels: {
      recipient: t('fields.recipient'),
      vatNumber: t('fields.vatNumber'),
      description: t('fields.description'),
      date: t('fields.date'),
      net: t('fields.net'),
      tax: t('fields.tax'),
      amount: t('fields.amount'),
    },
    fileName: doc.number ?? `${t('documentType.PROFORMA')} ${doc.refNumber ?? ''}`.trim(),
  };
}

function Party({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {lines.filter(Boolean).map((line, i) => (
        <Text key={i} size="sm" fw={i === 0 ? 600 : 400}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function InvoiceDocumentView({ doc }: { doc: ShownInvoice }) {
  const { t } = useTranslation('invoice');
  const vat = (n: string) => (n ? `${t('fields.vatNumber')}: ${n}` : '');
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" align="center">
            <Text fw={700} size="lg">
              {t(`documentType.${doc.kind}`)}
            </Text>
            {doc.number ? (
              <Badge size="lg" variant="light" data-testid="document-number">
                {doc.number}
              </Badge>
            ) : (
              <Badge size="lg" variant="outline" color="gray">
                {t('proforma.noNumber')}
              </Badge>
            )}
          </Group>
          {doc.issuedAt && <Text size="sm">{formatDateTime(doc.issuedAt)}</Text>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Party
            title={t('fields.issuer')}
            lines={[doc.issuer.name, doc.issuer.address, doc.issuer.contactNumber, vat(doc.issuer.vatNumber)]}
          />
          <Party
            title={t('fields.recipient')}
            lines={[doc.recipient.name, doc.recipient.address, doc.recipient.email, vat(doc.recipient.vatNumber)]}
          />
        </SimpleGrid>
        {(doc.creditedInvoiceNumber || doc.reason) && (
          <Text size="sm">
            {doc.creditedInvoiceNumber && `${t('fields.creditedInvoice')}: ${doc.creditedInvoiceNumber}. `}
            {doc.reason && `${t('fields.reason')}: ${doc.reason}`}
          </Text>
        )}
        <ScrollArea type="auto">
          <Table striped miw={560} aria-label={t('fields.lines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.description')}</Table.Th>
                <Table.Th>{t('fields.date')}</Table.Th>
                <Table.Th ta="right">{t('fields.net')}</Table.Th>
                <Table.Th ta="right">{t('fields.tax')}</Table.Th>
                <Table.Th ta="right">{t('fields.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {doc.lines.map((line) => (
                <Table.Tr key={line.position}>
                  <Table.Td>
                    {line.description}
                    {line.source && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {t(`source.${line.source}`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.businessDate ? formatDate(line.businessDate) : ''}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.net)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.tax)}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Stack gap={4} ml="auto" miw={260}>
          {doc.taxSummary.map((tax) => (
            <Group key={`${tax.name}-${tax.rate}`} justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {tax.name} ({formatRate(tax.rate)})
              </Text>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {money(doc.currency, tax.amount)}
              </Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text size="sm">{t('fields.net')}</Text>
            <Text size="sm">{money(doc.currency, doc.net)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('fields.tax')}</Text>
            <Text size="sm">{money(doc.currency, doc.tax)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{t('fields.total')}</Text>
            <Text fw={700} data-testid="document-total">
              {money(doc.currency, doc.total)}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
