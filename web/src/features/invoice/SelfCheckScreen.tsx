// /invoice/self-check (INVOICE VIEW): the hotel's journal checked now (issue 13, "A daily self-check";
// docs/invoicing.md): every series without gap or duplicate, every document's hash chain intact, the
// charges equal to the invoiced lines plus the open balances. Green when nothing is found; otherwise each
// finding with what is wrong and where (the series and number, or the folio). The night audit runs the
// same check and shows its result on its runs.
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useJournalSelfCheckQuery, type JournalSelfCheckQuery } from '../../graphql/hooks.gen';
import { LoadError } from '../../ui/LoadError';
import { PageHeading } from '../../ui/PageHeading';
import { formatInstant } from '../../ui/format';
import { FrontOffice } from '../room/front-office';

type Finding = JournalSelfCheckQuery['journalSelfCheck']['findings'][number];

export function SelfCheckScreen() {
  return <FrontOffice>{(hotel) => <SelfCheck hotelId={hotel.hotelId} />}</FrontOffice>;
}

function SelfCheck({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('invoice');
  const query = useJournalSelfCheckQuery({
    variables: { hotelId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const check = query.data?.journalSelfCheck;
  return (
    <Stack gap="lg">
      <PageHeading title={t('selfCheck.title')} description={t('selfCheck.description')} />
      <Group>
        <Button leftSection={<IconRefresh size={16} />} loading={query.loading} onClick={() => void query.refetch()}>
          {t('selfCheck.run')}
        </Button>
        {check && (
          <Text size="sm" c="dimmed">
            {t('selfCheck.checkedAt', { at: formatInstant(check.checkedAt) })}
          </Text>
        )}
      </Group>
      <LoadError error={query.error} fallback={t('selfCheck.loadFailed')} />
      {!check && query.loading && (
        <Group>
          <Loader size="sm" />
          <Text>{t('selfCheck.running')}</Text>
        </Group>
      )}
      {check && (
        <>
          {check.ok ? (
            <Alert color="green" icon={<IconCircleCheck />} title={t('selfCheck.okTitle')} data-testid="self-check-ok">
              {t('selfCheck.okText', {
                documents: check.series.reduce((n, s) => n + s.documents, 0),
                charges: check.charges,
                folios: check.folios,
              })}
            </Alert>
          ) : (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title={t('selfCheck.failTitle', { count: check.findingCount })}
              data-testid="self-check-failed"
            >
              {check.findingCount > check.findings.length
                ? t('selfCheck.listed', { count: check.findings.length })
                : t('selfCheck.failText')}
            </Alert>
          )}
          {check.findings.length > 0 && (
            <Card withBorder padding={0}>
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('selfCheck.finding')}</Table.Th>
                      <Table.Th>{t('selfCheck.where')}</Table.Th>
                      <Table.Th>{t('selfCheck.expected')}</Table.Th>
                      <Table.Th>{t('selfCheck.actual')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {check.findings.map((f, i) => (
                      <FindingRow key={i} finding={f} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
          <Card withBorder>
            <Text fw={600} mb="xs">
              {t('selfCheck.series')}
            </Text>
            {check.series.length === 0 ? (
              <Text c="dimmed">{t('selfCheck.noDocuments')}</Text>
            ) : (
              <Group gap="xs">
                {check.series.map((s) => (
                  <Badge key={`${s.series}-${s.year}`} variant="light" size="lg">
                    {t('selfCheck.seriesBadge', {
                      series: t(`selfCheck.seriesNames.${s.series}`),
                      year: s.year,
                      documents: s.documents,
                    })}
                  </Badge>
                ))}
              </Group>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}

function FindingRow({ finding }: { finding: Finding }) {
  const { t } = useTranslation('invoice');
  const where =
    finding.finding === 'FOLIO_BALANCE'
      ? t('selfCheck.folio', { name: finding.number ?? '', id: finding.recordId ?? '' })
      : `${finding.series ? t(`selfCheck.seriesNames.${finding.series}`) : ''} ${finding.number ?? ''}`.trim();
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {t(`selfCheck.findings.${finding.finding}`)}
        </Text>
      </Table.Td>
      <Table.Td>{where}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{finding.expected ?? '—'}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{finding.actual ?? '—'}</Table.Td>
    </Table.Tr>
  );
}
