// What the hotel has free for the stay being booked: each room type with its free rooms, and each stay
// type's price for two adults from the server's pricing engine (with the channel chosen). Picking a
// price puts a room of that type and stay type on the reservation. The search is the server's
// availability search, the rule the booking itself is held to, so what it offers can be booked.

import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailabilityQuery } from '../../../graphql/hooks.gen';
import { errorMessage, paramsOf, refusalText } from '../../../graphql/errors';
import { formatAmount } from '../../../ui/format';

/** The party the panel prices for: a room as a new room line starts. */
export const PANEL_ADULTS = 2;

export interface StayDates {
  checkInDate: string;
  checkOutDate: string;
}

/** The stay's dates when both are given and in order, else null (nothing to search yet). */
export function stayDatesOf(values: { checkInDate: string | null; checkOutDate: string | null }): StayDates | null {
  const { checkInDate, checkOutDate } = values;
  return checkInDate && checkOutDate && checkOutDate > checkInDate ? { checkInDate, checkOutDate } : null;
}

export interface AvailabilityPanelProps {
  hotelId: number;
  dates: StayDates | null;
  resident: boolean;
  channelId: number | null;
  onPick: (roomTypeId: number, stayTypeId: number) => void;
}

export function AvailabilityPanel({ hotelId, dates, resident, channelId, onPick }: AvailabilityPanelProps) {
  const { t } = useTranslation('reservation');
  const availability = useAvailabilityQuery({
    variables: {
      hotelId,
      checkInDate: dates?.checkInDate ?? '',
      checkOutDate: dates?.checkOutDate ?? '',
      adults: PANEL_ADULTS,
      resident,
      channelId,
    },
    skip: !dates,
    fetchPolicy: 'cache-and-network',
  });
  const types = availability.data?.availability.items ?? [];
  return (
    <Card withBorder padding="md" data-testid="availability">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('availability.title')}
        </Title>
        {availability.loading && <Loader size="xs" aria-label={t('availability.loading')} />}
      </Group>
      {!dates ? (
        <Text size="sm" c="dimmed">
          {t('availability.pickDates')}
        </Text>
      ) : availability.error ? (
        <Alert color="red" title={t('availability.failed')}>
          <Group justify="space-between">
            <Text size="sm">{errorMessage(availability.error, t('availability.failed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void availability.refetch()}>
              {t('availability.retry')}
            </Button>
          </Group>
        </Alert>
      ) : availability.data && types.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('availability.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {!channelId && (
            <Text size="xs" c="dimmed">
              {t('availability.pickChannel')}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('availability.prices', { adults: PANEL_ADULTS })}
          </Text>
          {types.map((type) => (
            <Stack
              key={type.roomTypeId}
              gap={6}
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              data-testid="availability-type"
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {type.roomTypeName}
                </Text>
                <Badge
                  variant="light"
                  tt="none"
                  style={{ flexShrink: 0 }}
                  color={type.freeRooms.length > 0 ? 'green' : 'gray'}
                  title={t('availability.free')}
                >
                  {t('availability.freeOf', { free: type.freeRooms.length, rooms: type.rooms })}
                </Badge>
              </Group>
              <Group gap={6}>
                {type.stayTypes.map((stayType) => (
                  <Button
                    key={stayType.stayTypeId}
                    size="compact-xs"
                    variant="light"
                    disabled={type.freeRooms.length === 0}
                    title={
                      stayType.reason
                        ? refusalText(stayType.reason, paramsOf(stayType.params))
                        : t('availability.add', { roomType: type.roomTypeName, stayType: stayType.stayTypeName })
                    }
                    onClick={() => onPick(type.roomTypeId, stayType.stayTypeId)}
                  >
                    {stayType.stayTypeName}
                    {stayType.total !== null && stayType.total !== undefined
                      ? ` · ${type.currency} ${formatAmount(stayType.total)}`
                      : ''}
                  </Button>
                ))}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
