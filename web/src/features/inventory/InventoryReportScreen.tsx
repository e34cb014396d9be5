// /inventory-admin/inventory-report (INVENTORY_REPORT): for a period, each item at each location
// with what was on hand when it started, received, issued, transferred in and out, adjusted, and on
// hand when it ended — summed from the ledger — as a table, PDF and CSV.

import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInventoryReportQuery, type InventoryReportQuery } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { PageHeading } from '../../ui/PageHeading';
import { downloadCsv } from '../../ui/csv';
import { formatDate, formatNumber, today } from '../../ui/format';
import { exportPdf, type PdfColumn } from '../../ui/pdf';

type Line = InventoryReportQuery['inventoryReport'][number];
const FIGURES = ['opening', 'received', 'issued', 'transferredIn', 'transferredOut', 'adjusted', 'closing'] as const;

export function InventoryReportScreen() {
  const stores = useChosenService('INVENTORY');
  return stores ? <InventoryReport stores={stores} /> : <NotChosen what="INVENTORY" />;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

function InventoryReport({ stores }: { stores: ChosenService }) {
  const { t } = useTranslation('inventory');
  const [fromDate, setFromDate] = useState<string>(monthStart(today()));
  const [toDate, setToDate] = useState<string>(today());
  const [item, setItem] = useState('');
  const ready = Boolean(fromDate && toDate && fromDate <= toDate);
  const { data, loading, error, refetch } = useInventoryReportQuery({
    variables: { serviceId: stores.serviceId, fromDate, toDate, item: item.trim() || null },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  const lines = data?.inventoryReport ?? [];
  const columns = (pdf: boolean): PdfColumn<Line>[] => [
    { header: t('report.item'), value: (l) => (l.unitName ? `${l.itemName} (${l.unitName})` : l.itemName) },
    { header: t('report.location'), value: (l) => l.locationName },
    ...FIGURES.map((key): PdfColumn<Line> => ({
      header: t(`report.${key}`),
      value: (l) => (pdf ? formatNumber(l[key]) : l[key]),
      align: 'right',
    })),
  ];
  const period = `${formatDate(fromDate)} – ${formatDate(toDate)}`;
  const fileName = `${t('report.fileName')}-${fromDate}-${toDate}`;
  return (
    <Stack gap="md">
      <PageHeading title={t('report.title')} description={t('report.description', { store: stores.serviceName })} />
      <Group align="flex-end" wrap="wrap">
        <DateInput
          label={t('report.from')}
          valueFormat="YYYY-MM-DD"
          value={fromDate}
          onChange={(value) => setFromDate(value ?? '')}
          maxDate={toDate || undefined}
          w={160}
        />
        <DateInput
          label={t('report.to')}
          valueFormat="YYYY-MM-DD"
          value={toDate}
          onChange={(value) => setToDate(value ?? '')}
          minDate={fromDate || undefined}
          w={160}
        />
        <TextInput label={t('report.item')} value={item} onChange={(e) => setItem(e.currentTarget.value)} w={200} />
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          disabled={lines.length === 0}
          onClick={() => downloadCsv({ fileName, columns: columns(false), rows: lines })}
        >
          CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} />}
          disabled={lines.length === 0}
          onClick={() =>
            void exportPdf({
              title: `${t('report.title')} · ${stores.serviceName}`,
              subtitle: period,
              columns: columns(true),
              rows: lines,
              fileName,
            })
          }
        >
          PDF
        </Button>
      </Group>
      {error ? (
        <Alert color="red" title={errorMessage(error, t('report.loadFailed'))}>
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : loading && !data ? (
        <Skeleton height={240} />
      ) : lines.length === 0 ? (
        <Text c="dimmed">{t('report.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {columns(true).map((c) => (
                  <Table.Th key={c.header} ta={c.align ?? 'left'}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={`${l.itemId}:${l.locationId}`}>
                  {columns(true).map((c) => (
                    <Table.Td key={c.header} ta={c.align ?? 'left'}>
                      {String(c.value(l))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
