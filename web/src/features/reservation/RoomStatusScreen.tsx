// /rooms-status-overview (OVERVIEW): each room of the chosen hotel today (core-platform §2) — vacant or
// occupied, the guest arriving, the guest departing, out of order — with the day's counts and a
// filter. Live like /overview: every change of the hotel's stays refetches the board.

import { useState } from 'react';
import { Anchor, Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBed, IconDoor, IconLogin, IconLogout, IconTool } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  useOverviewChangesSubscription,
  useRoomStatusBoardQuery,
  type RoomStatusBoardQuery,
} from '../../graphql/hooks.gen';
import { liveCaughtUp } from '../../graphql/live-connection';
import { formatDate } from '../../ui/format';
import { LoadError } from '../../ui/LoadError';
import { PageHeading } from '../../ui/PageHeading';
import { StatCard } from '../../ui/StatCard';
import { LiveStatus } from '../layout/LiveStatus';
import { FrontOffice } from '../room/front-office';
import { reservationPath } from './reservation-paths';

type Room = RoomStatusBoardQuery['roomStatus']['rooms'][number];

const FILTERS = {
  ALL: () => true,
  OCCUPIED: (r: Room) => r.occupancy === 'OCCUPIED',
  VACANT: (r: Room) => r.occupancy === 'VACANT' && !r.outOfOrder,
  ARRIVING: (r: Room) => r.arriving !== null,
  DEPARTING: (r: Room) => r.departing !== null,
  OUT_OF_ORDER: (r: Room) => r.outOfOrder,
} as const;
type Filter = keyof typeof FILTERS;
const ICONS = {
  OCCUPIED: <IconBed />,
  VACANT: <IconDoor />,
  ARRIVING: <IconLogin />,
  DEPARTING: <IconLogout />,
  OUT_OF_ORDER: <IconTool />,
} as const;

export function RoomStatusScreen() {
  return <FrontOffice>{(hotel) => <RoomStatusBoard hotelId={hotel.hotelId} />}</FrontOffice>;
}

function RoomStatusBoard({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('overview');
  const [filter, setFilter] = useState<Filter>('ALL');
  const query = useRoomStatusBoardQuery({
    variables: { hotelId },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const { refetch } = query;
  useOverviewChangesSubscription({
    variables: { hotelId },
    onData: ({ data }) => {
      const kind = data.data?.overviewChanges.kind;
      if (!kind) return;
      refetch()
        .then(() => (kind === 'RESYNC' ? liveCaughtUp() : undefined))
        .catch(() => undefined);
    },
  });
  const board = query.data?.roomStatus ?? null;
  const rooms = board?.rooms ?? [];
  const count = (f: Filter) => rooms.filter(FILTERS[f]).length;
  const shown = rooms.filter(FILTERS[filter]);

  return (
    <Stack gap="md" w="100%">
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={t('status.title')}
          description={board ? t('status.descriptionOn', { date: formatDate(board.today) }) : t('status.description')}
        />
        <LiveStatus />
      </Group>
      <LoadError error={query.error} fallback={t('status.loadFailed')} />
      {board && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((f) => (
            <StatCard key={f} label={t(`status.filter.${f}`)} value={String(count(f))} icon={ICONS[f]} />
          ))}
        </SimpleGrid>
      )}
      <SegmentedControl
        aria-label={t('status.show')}
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        data={(Object.keys(FILTERS) as Filter[]).map((f) => ({ value: f, label: t(`status.filter.${f}`) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {board === null ? (
        query.loading ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : null
      ) : shown.length === 0 ? (
        <Text c="dimmed">{rooms.length === 0 ? t('empty') : t('status.none')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, xl: 4 }} spacing="sm">
          {shown.map((room) => (
            <RoomCard key={room.roomId} room={room} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RoomCard({ room }: { room: Room }) {
  const { t } = useTranslation('overview');
  const router = useRouter();
  const guestLine = (label: string, guest: { reservationId: number; refNumber: string; guestName: string } | null) =>
    guest && (
      <Text size="sm">
        {label}:{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => router.history.push(reservationPath(guest.reservationId))}
        >
          {guest.guestName}
        </Anchor>{' '}
        <Text span size="xs" c="dimmed">
          {guest.refNumber}
        </Text>
      </Text>
    );
  return (
    <Card withBorder padding="sm" data-room={room.roomNo}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          {room.roomNo}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            {room.roomTypeName}
          </Text>
        </Text>
        <Group gap={4}>
          {room.outOfOrder && <Badge color="gray">{t('status.filter.OUT_OF_ORDER')}</Badge>}
          <Badge color={room.occupancy === 'OCCUPIED' ? 'green' : 'blue'} variant="light">
            {t(`status.filter.${room.occupancy}`)}
          </Badge>
        </Group>
      </Group>
      <Stack gap={2} mt={6}>
        {guestLine(t('status.inHouse'), room.inHouse)}
        {guestLine(t('status.filter.ARRIVING'), room.arriving)}
        {guestLine(t('status.filter.DEPARTING'), room.departing)}
        {!room.inHouse && !room.arriving && !room.departing && (
          <Text size="sm" c="dimmed">
            {t('status.noGuest')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
