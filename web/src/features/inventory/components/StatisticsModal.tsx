// The statistics modal 'Statistics Product Quantity Of {item}' (operations §2, §9): the next 14
// days of an item at a location, projected by the domain's projectStock from the last 28 days'
// real consumption, against today's quantity and the reorder level.

import { LineChart } from '@mantine/charts';
import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStockProjectionQuery } from '../../../graphql/hooks.gen';
import { LoadError } from '../../../ui/LoadError';
import { formatNumber, formatShortDate } from '../../../ui/format';

export interface StatisticsLine {
  itemId: number;
  itemName: string;
  locationId: number;
  locationName: string;
}

export function StatisticsModal({
  serviceId,
  line,
  onClose,
}: {
  serviceId: number;
  line: StatisticsLine | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      size="xl"
      title={line ? t('dashboard.statistics', { item: line.itemName }) : ''}
    >
      {line && <Projection serviceId={serviceId} line={line} />}
    </Modal>
  );
}

function Projection({ serviceId, line }: { serviceId: number; line: StatisticsLine }) {
  const { t } = useTranslation('inventory');
  const { data, loading, error } = useStockProjectionQuery({
    variables: { serviceId, itemId: line.itemId, locationId: line.locationId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }
  if (error || !data) return <LoadError error={error} fallback={t('dashboard.loadFailed')} />;
  const p = data.stockProjection;
  const current = t('dashboard.currentQuantity');
  const expected = t('dashboard.expectedQuantity');
  const reorder = t('dashboard.reorderLine');
  const rows = p.points.map((point) => ({
    date: formatShortDate(point.date),
    [current]: p.currentQuantity,
    [expected]: point.quantity,
    [reorder]: p.reorderLevel,
  }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('dashboard.projectionNote', {
          location: line.locationName,
          perDay: formatNumber(p.dailyConsumption),
        })}
      </Text>
      {p.dailyConsumption === 0 && <Alert variant="light">{t('dashboard.noConsumption')}</Alert>}
      <LineChart
        h={300}
        data={rows}
        dataKey="date"
        withLegend
        valueFormatter={formatNumber}
        series={[
          { name: current, color: 'blue.6' },
          { name: expected, color: 'teal.6' },
          { name: reorder, color: 'red.6', strokeDasharray: '5 5' },
        ]}
        curveType="linear"
      />
    </Stack>
  );
}
