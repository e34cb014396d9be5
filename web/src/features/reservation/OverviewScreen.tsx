// /overview (OVERVIEW): the room-availability calendar of the chosen hotel (core-platform §2, §9;
// operations §2 Other) — rooms × days, a period of 14, 31 or 60 days from a chosen first day. Live:
// every change of the hotel's stays (and every reconnect) refetches the period, so a booking made at
// another desk shows within a second. Only today's cells open something: the stay's reservation, or a
// new booking for a free room.

import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { addDays, CALENDAR_CELL_STATES, todayIn } from '@hotel/domain';
import { useOverviewChangesSubscription, useRoomCalendarQuery } from '../../graphql/hooks.gen';
import { liveCaughtUp } from '../../graphql/live-connection';
import { LoadError } from '../../ui/LoadError';
import { PageHeading } from '../../ui/PageHeading';
import { useCan } from '../../session/permissions';
import { LiveStatus } from '../layout/LiveStatus';
import { FrontOffice } from '../room/front-office';
import { RoomCalendar } from './components/RoomCalendar';
import classes from './components/RoomCalendar.module.css';
import { NEW_RESERVATION_PATH, reservationPath } from './reservation-paths';
import { useBusinessDate } from './use-business-date';

const PERIODS = ['14', '31', '60'] as const;

export function OverviewScreen() {
  return <FrontOffice>{(hotel) => <Overview hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Overview({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('overview');
  const router = useRouter();
  // A stay opens on /reservation/{id}, a free room on /reservation: both the RESERVE_ROOM page's.
  const canOpenStay = useCan('RESERVE_ROOM', 'VIEW');
  const canAdd = useCan('RESERVATION', 'ADD');
  const canBook = canOpenStay && canAdd;
  // The hotel's business date (the night audit moves it), whatever the calendar or the browser's zone
  // say: the period opens three days before it; until it is known, before the hotel's calendar day.
  const today = useBusinessDate(hotelId);
  const [chosenFrom, setFromDate] = useState<string | null>(null);
  const fromDate = chosenFrom ?? addDays(today ?? todayIn(), -3);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('31');
  const toDate = addDays(fromDate, Number(period) - 1);
  const query = useRoomCalendarQuery({
    variables: { hotelId, fromDate, toDate },
    skip: today === null,
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

  const calendar = query.data?.roomCalendar ?? null;
  const open = (_room: unknown, span: { reservationId: number } | null) => {
    router.history.push(span ? reservationPath(span.reservationId) : NEW_RESERVATION_PATH);
  };
  return (
    <Stack gap="md" w="100%">
      <Group justify="space-between" align="flex-start">
        <PageHeading title={t('title')} description={t('description')} />
        <LiveStatus />
      </Group>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            variant="default"
            aria-label={t('earlier')}
            onClick={() => setFromDate(addDays(fromDate, -7))}
            leftSection={<IconChevronLeft size={16} />}
          >
            {t('week')}
          </Button>
          <DateInput
            label={t('from')}
            value={fromDate}
            valueFormat="DD MMM YYYY"
            onChange={(value) => value && setFromDate(String(value).slice(0, 10))}
            w={150}
          />
          <Button
            variant="default"
            aria-label={t('later')}
            onClick={() => setFromDate(addDays(fromDate, 7))}
            rightSection={<IconChevronRight size={16} />}
          >
            {t('week')}
          </Button>
          <Button variant="light" onClick={() => setFromDate(null)}>
            {t('today')}
          </Button>
          <SegmentedControl
            aria-label={t('days')}
            value={period}
            onChange={(v) => setPeriod(v as (typeof PERIODS)[number])}
            data={PERIODS.map((p) => ({ value: p, label: t('daysCount', { count: Number(p) }) }))}
          />
        </Group>
      </Card>
      <Legend />
      <LoadError error={query.error} fallback={t('loadFailed')} />
      {calendar === null ? (
        query.loading || today === null ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : null
      ) : calendar.rooms.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <RoomCalendar calendar={calendar} onOpen={open} canOpenStay={canOpenStay} canBook={canBook} />
      )}
      <Text size="xs" c="dimmed">
        {t('onlyToday')}
      </Text>
    </Stack>
  );
}

function Legend() {
  const { t } = useTranslation('overview');
  return (
    <Group gap="md" wrap="wrap" aria-label={t('legend')}>
      {CALENDAR_CELL_STATES.map((state) => (
        <Group key={state} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes[state]}`} />
          <Text size="sm">{t(`state.${state}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <span className={`${classes.swatch} ${classes.RESERVED} ${classes.onDemand}`} />
        <Text size="sm">{t('state.ON_DEMAND')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <span className={`${classes.swatch} ${classes.outOfOrder}`} />
        <Text size="sm">{t('state.OUT_OF_ORDER')}</Text>
      </Group>
    </Group>
  );
}
