// /reservation (RESERVE_ROOM) books a stay; /reservation/{id} is the reservation's own page: its
// status, total and version, the lifecycle (Check in, Check out, Cancel with the fee shown first),
// the room assignment of each booked room, and the form to change it. Buttons follow RESERVATION's
// level (ADD books, EDIT changes, checks in and out and assigns rooms, DELETE cancels) and the
// domain's lifecycle rules; an auditor sees everything and changes nothing. A change made on another
// desk arrives by reservationChanges and refreshes the page; the form keeps the version it was opened
// at, so saving over someone else's change is refused with what changed.

import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { cancelRefusal, changeRefusal, checkInRefusal, checkOutRefusal, roomChangeRefusal } from '@hotel/domain';
import {
  CancellationFeeDocument,
  useAssignRoomMutation,
  useCancelReservationMutation,
  useCheckInMutation,
  useCheckOutMutation,
  useCreateReservationMutation,
  useReservationChangesSubscription,
  useReservationQuery,
  useAvailabilityQuery,
  useUpdateReservationMutation,
  type CancellationFeeQuery,
  type CancellationFeeQueryVariables,
  type ReservationFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage, refusalText } from '../../graphql/errors';
import { confirm } from '../../ui/confirm';
import { notifyError } from '../../ui/notify';
import { runAndNotify } from '../../ui/run-mutation';
import { PageHeading } from '../../ui/PageHeading';
import { formatAmount, formatDateRange, formatPercent } from '../../ui/format';
import { useBusinessDate } from './use-business-date';
import { cancellationReasonText } from './cancellation-reason';
import { ChangeRoomTypeDialog } from './components/ChangeRoomTypeDialog';
import { useCan } from '../../session/permissions';
import { FrontOffice } from '../room/front-office';
import { StatusBadge } from './components/StatusBadge';
import { ReservationForm } from './components/ReservationForm';
import { ReservationVatDialog } from './components/ReservationVatDialog';
import { StayAccount } from './components/StayAccount';

type Reservation = ReservationFieldsFragment;

/** /reservation: a new booking; once booked, its own page. */
export function NewReservationScreen() {
  return <FrontOffice>{(hotel) => <NewReservation hotelId={hotel.hotelId} />}</FrontOffice>;
}

function NewReservation({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('reservation');
  const navigate = useNavigate();
  const canAdd = useCan('RESERVATION', 'ADD');
  const [create] = useCreateReservationMutation();
  return (
    <Stack gap="lg">
      <PageHeading title={t('form.createTitle')} description={t('form.createDescription')} />
      {!canAdd && <Alert color="gray">{t('form.readOnly')}</Alert>}
      <ReservationForm
        hotelId={hotelId}
        reservation={null}
        editable={canAdd}
        save={async (input, idempotencyKey) =>
          (await create({ variables: { idempotencyKey, input } })).data?.createReservation
        }
        onSaved={(saved) =>
          void navigate({ to: '/reservation/$reservationId', params: { reservationId: String(saved.id) } })
        }
      />
    </Stack>
  );
}

/** /reservation/{id}. */
export function ReservationScreen({ reservationId }: { reservationId: number }) {
  return <FrontOffice>{(hotel) => <ReservationPage hotelId={hotel.hotelId} id={reservationId} />}</FrontOffice>;
}

function ReservationPage({ hotelId, id }: { hotelId: number; id: number }) {
  const { t } = useTranslation('reservation');
  const query = useReservationQuery({ variables: { hotelId, id }, fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  useReservationChangesSubscription({
    variables: { hotelId },
    onData: ({ data }) => {
      const event = data.data?.reservationChanges;
      if (event && (event.kind === 'RESYNC' || event.reservationId === id)) void refetch().catch(() => undefined);
    },
  });
  // The version the form was opened at; it moves on with this desk's own saves and a reload.
  const [opened, setOpened] = useState<Reservation | null>(null);
  const reservation = query.data?.reservation ?? null;
  if (!reservation) {
    if (query.error) {
      return (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('form.notFound')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error, t('form.notFound'))}</Text>
            <Anchor component={Link} to="/reservations">
              {t('form.back')}
            </Anchor>
          </Stack>
        </Alert>
      );
    }
    return <Text c="dimmed">{t('common:states.loading')}</Text>;
  }
  const formAt = opened && opened.id === reservation.id ? opened : reservation;
  return (
    <ReservationDetail
      hotelId={hotelId}
      reservation={reservation}
      formAt={formAt}
      onChanged={(saved) => setOpened(saved)}
      onReload={() => {
        void refetch().then((answer) => setOpened(answer.data?.reservation ?? null));
      }}
    />
  );
}

function ReservationDetail(props: {
  hotelId: number;
  reservation: Reservation;
  formAt: Reservation;
  onChanged: (saved: Reservation) => void;
  onReload: () => void;
}) {
  const { t } = useTranslation('reservation');
  const { hotelId, reservation, formAt } = props;
  const canEdit = useCan('RESERVATION', 'EDIT');
  const canDelete = useCan('RESERVATION', 'DELETE');
  const canInvoice = useCan('INVOICE', 'VIEW');
  const { t: tInvoice } = useTranslation('invoice');
  const navigate = useNavigate();
  const [update] = useUpdateReservationMutation();
  const [vatOpen, setVatOpen] = useState(false);
  const stay = {
    status: reservation.status,
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
  };
  const changeable = canEdit && changeRefusal(stay) === null;
  const behind = reservation.version > formAt.version;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading
          title={
            <Group gap="sm">
              <span>{t('form.editTitle', { refNumber: reservation.refNumber })}</span>
              <StatusBadge status={reservation.status} />
            </Group>
          }
          description={`${reservation.guestName} · ${formatDateRange(reservation.checkInDate, reservation.checkOutDate)} · ${t('fields.version', { version: reservation.version })}`}
        />
        <Group gap="sm" align="flex-start">
          {canInvoice && (
            <Button
              variant="default"
              onClick={() => void navigate({ to: '/invoice/make-invoice', search: { reservationId: reservation.id } })}
            >
              {tInvoice('make.title')}
            </Button>
          )}
          {canEdit && (
            <Button variant="light" onClick={() => setVatOpen(true)}>
              {t('vat.button')}
            </Button>
          )}
          <Lifecycle
            hotelId={hotelId}
            reservation={reservation}
            canEdit={canEdit}
            canDelete={canDelete}
            onDone={props.onChanged}
          />
        </Group>
      </Group>
      <ReservationVatDialog
        hotelId={hotelId}
        reservationId={reservation.id}
        refNumber={reservation.refNumber}
        opened={vatOpen}
        canEdit={canEdit}
        onClose={() => setVatOpen(false)}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact
          label={t('summary.total')}
          value={`${reservation.currency} ${formatAmount(reservation.total)}`}
          testId="reservation-total"
        />
        <Fact label={t('fields.nights')} value={String(reservation.nights)} />
        <Fact label={t('fields.channel')} value={reservation.channelName ?? '—'} />
        {reservation.cancellationFee !== null && reservation.cancellationFee !== undefined ? (
          <Fact
            label={t('summary.cancellationFee')}
            value={`${reservation.currency} ${formatAmount(reservation.cancellationFee)}`}
          />
        ) : (
          <Fact label={t('fields.reservationType')} value={reservation.reservationTypeName ?? '—'} />
        )}
        {reservation.status === 'CANCELLED' && (
          <Fact
            label={t('fields.cancellationReason')}
            value={cancellationReasonText(t, reservation.cancellationReason)}
            testId="cancellation-reason"
          />
        )}
      </SimpleGrid>
      <RoomsTable hotelId={hotelId} reservation={reservation} canEdit={canEdit} onDone={props.onChanged} />
      <StayAccount hotelId={hotelId} reservationId={reservation.id} version={reservation.version} />
      {behind && (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t('form.stale')}>
          <Button size="xs" variant="light" onClick={props.onReload}>
            {t('form.reload')}
          </Button>
        </Alert>
      )}
      <ReservationForm
        key={`${formAt.id}-${formAt.version}`}
        hotelId={hotelId}
        reservation={formAt}
        editable={changeable}
        save={async (input) =>
          (await update({ variables: { id: formAt.id, version: formAt.version, input } })).data?.updateReservation
        }
        onSaved={props.onChanged}
        onReload={props.onReload}
      />
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** Check in, check out and cancel, each offered when the caller's level and the lifecycle allow it. */
function Lifecycle(props: {
  hotelId: number;
  reservation: Reservation;
  canEdit: boolean;
  canDelete: boolean;
  onDone: (saved: Reservation) => void;
}) {
  const { t } = useTranslation('reservation');
  const client = useApolloClient();
  const { hotelId, reservation } = props;
  const [checkIn, checkingIn] = useCheckInMutation();
  const [checkOut, checkingOut] = useCheckOutMutation();
  const [cancel, cancelling] = useCancelReservationMutation();
  const stay = {
    status: reservation.status,
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
  };
  const unassignedRooms = reservation.rooms.filter((room) => room.status === 'BOOKED' && room.roomId === null).length;
  // Arrival is judged on the hotel's business date (the night audit moves it), as the server judges it.
  const businessDate = useBusinessDate(hotelId);
  const inRefusal = businessDate
    ? checkInRefusal({ ...stay, unassignedRooms }, businessDate, { early: props.canDelete })
    : null;
  const outRefusal = checkOutRefusal(stay);
  const cancelRefused = cancelRefusal(stay);
  const variables = { hotelId, id: reservation.id, version: reservation.version };
  const done = (saved: Reservation | undefined) => {
    if (saved) props.onDone(saved);
  };
  /** Runs a step; the server's message on success, its refusal otherwise (core §8). */
  const run = async (call: () => Promise<{ message: string; reservation: Reservation } | null | undefined>) => {
    let saved: Reservation | undefined;
    await runAndNotify(async () => {
      const payload = await call();
      saved = payload?.reservation;
      return payload;
    }, t('form:submitFailed'));
    done(saved);
  };

  const startCancel = async () => {
    let preview: CancellationFeeQuery['cancellationFee'];
    try {
      const answer = await client.query<CancellationFeeQuery, CancellationFeeQueryVariables>({
        query: CancellationFeeDocument,
        variables: { hotelId, id: reservation.id },
        fetchPolicy: 'network-only',
      });
      if (!answer.data) throw new Error(t('cancel.failed'));
      preview = answer.data.cancellationFee;
    } catch {
      // core §8: a cancel dialog that cannot load its reservation says so.
      notifyError(t('cancel.failed'));
      return;
    }
    const fee = `${preview.currency} ${formatAmount(preview.fee)}`;
    const message =
      Number(preview.fee) > 0
        ? t('cancel.fee', {
            fee,
            percent: formatPercent(preview.percent),
            total: `${preview.currency} ${formatAmount(preview.total)}`,
            policy: preview.policyName ?? t('cancel.noPolicy'),
          })
        : t('cancel.noFee');
    const confirmed = await confirm({
      title: t('cancel.title', { refNumber: reservation.refNumber }),
      message: <span data-testid="cancellation-fee">{message}</span>,
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
      danger: true,
    });
    if (!confirmed) return;
    await run(
      async () =>
        (
          await cancel({
            variables: { hotelId, id: reservation.id, version: preview.version, fee: preview.fee, reason: '' },
          })
        ).data?.cancelReservation,
    );
  };

  const step = (kind: 'in' | 'out') => async () => {
    const question = t(kind === 'in' ? 'confirmCheckIn' : 'confirmCheckOut', { guest: reservation.guestName });
    if (!(await confirm({ message: question }))) return;
    await run(async () =>
      kind === 'in' ? (await checkIn({ variables })).data?.checkIn : (await checkOut({ variables })).data?.checkOut,
    );
  };

  // A stay still to arrive: Check in is offered (disabled, with the rule's reason, until it may be).
  const arriving = reservation.status === 'RESERVED' || reservation.status === 'NOT_PAID';
  const busy = checkingIn.loading || checkingOut.loading || cancelling.loading;
  const reason = (refusal: ReturnType<typeof checkOutRefusal>) =>
    refusal ? refusalText(refusal.reason, refusal.params as Record<string, string | number>) : undefined;
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="sm">
        {props.canEdit && arriving && (
          <Button
            onClick={step('in')}
            disabled={businessDate === null || inRefusal !== null || busy}
            title={reason(inRefusal)}
          >
            {t('actions.checkIn')}
          </Button>
        )}
        {props.canEdit && outRefusal === null && (
          <Button onClick={step('out')} disabled={busy}>
            {t('actions.checkOut')}
          </Button>
        )}
        {props.canDelete && cancelRefused === null && (
          <Button color="red" variant="light" onClick={() => void startCancel()} disabled={busy}>
            {t('actions.cancel')}
          </Button>
        )}
      </Group>
      {props.canEdit && arriving && inRefusal && (
        <Text size="xs" c="dimmed" data-testid="check-in-refusal">
          {reason(inRefusal)}
        </Text>
      )}
    </Stack>
  );
}

/** A booked room's type, with the upgrade to another type behind a button. */
function ChangeRoomType(props: {
  hotelId: number;
  reservation: Reservation;
  room: Reservation['rooms'][number];
  onDone: (saved: Reservation) => void;
}) {
  const { t } = useTranslation('reservation');
  const [opened, setOpened] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{props.room.roomTypeName}</Text>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-label={`${t('changeType.action')}: ${props.room.roomTypeName}`}
        onClick={() => setOpened(true)}
      >
        {t('changeType.action')}
      </Button>
      <ChangeRoomTypeDialog {...props} opened={opened} onClose={() => setOpened(false)} />
    </Group>
  );
}

/** The booked rooms, each with its room; a room is assigned (or changed) while the stay allows it. */
function RoomsTable(props: {
  hotelId: number;
  reservation: Reservation;
  canEdit: boolean;
  onDone: (saved: Reservation) => void;
}) {
  const { t } = useTranslation('reservation');
  const { reservation } = props;
  const assignable =
    props.canEdit &&
    roomChangeRefusal({
      status: reservation.status,
      checkInDate: reservation.checkInDate,
      checkOutDate: reservation.checkOutDate,
    }) === null;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        {t('fields.rooms')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" data-testid="booked-rooms">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.roomType')}</Table.Th>
              <Table.Th>{t('fields.stayType')}</Table.Th>
              <Table.Th>{t('fields.checkIn')}</Table.Th>
              <Table.Th>{t('fields.adults')}</Table.Th>
              <Table.Th>{t('fields.children')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th>{t('fields.room')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reservation.rooms.map((room) => (
              <Table.Tr key={room.id}>
                <Table.Td>
                  {assignable && (room.status === 'BOOKED' || room.status === 'CHECKEDIN') ? (
                    <ChangeRoomType
                      hotelId={props.hotelId}
                      reservation={reservation}
                      room={room}
                      onDone={props.onDone}
                    />
                  ) : (
                    room.roomTypeName
                  )}
                </Table.Td>
                <Table.Td>{room.stayTypeName ?? '—'}</Table.Td>
                <Table.Td>{formatDateRange(room.checkInDate, room.checkOutDate)}</Table.Td>
                <Table.Td>{room.adults}</Table.Td>
                <Table.Td>
                  {room.childAges.length > 0 ? `${room.children} (${room.childAges.join(', ')})` : room.children}
                </Table.Td>
                <Table.Td>{t(`roomStatus.${room.status}`)}</Table.Td>
                <Table.Td>
                  {assignable && (room.status === 'BOOKED' || room.status === 'CHECKEDIN') ? (
                    <AssignRoom hotelId={props.hotelId} reservation={reservation} room={room} onDone={props.onDone} />
                  ) : (
                    (room.roomNo ?? t('rooms.unassigned'))
                  )}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>
                  {reservation.currency} {formatAmount(room.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function AssignRoom(props: {
  hotelId: number;
  reservation: Reservation;
  room: Reservation['rooms'][number];
  onDone: (saved: Reservation) => void;
}) {
  const { t } = useTranslation('reservation');
  const { room, reservation } = props;
  const [choice, setChoice] = useState<string | null>(room.roomId ? String(room.roomId) : null);
  // The rooms of its type free for the nights still to come (an in-house guest moves from today), that
  // hold its guests; and the room it has now.
  const now = useBusinessDate(props.hotelId) ?? room.checkInDate;
  const from = room.status === 'CHECKEDIN' && room.checkInDate < now ? now : room.checkInDate;
  const free = useAvailabilityQuery({
    variables: {
      hotelId: props.hotelId,
      checkInDate: from,
      checkOutDate: room.checkOutDate,
      adults: room.adults,
      childAges: room.childAges,
      resident: reservation.resident,
      channelId: null,
    },
    skip: from >= room.checkOutDate,
    fetchPolicy: 'cache-and-network',
  });
  const freeRooms = free.data?.availability.items.find((type) => type.roomTypeId === room.roomTypeId)?.freeRooms ?? [];
  const options = [
    ...(room.roomId && room.roomNo ? [{ value: String(room.roomId), label: room.roomNo }] : []),
    ...freeRooms.filter((r) => r.id !== room.roomId).map((r) => ({ value: String(r.id), label: r.roomNo })),
  ];
  const [assign, assigning] = useAssignRoomMutation();
  const submit = async () => {
    if (!choice) return;
    let saved: Reservation | undefined;
    await runAndNotify(async () => {
      const payload = (
        await assign({
          variables: {
            hotelId: props.hotelId,
            reservationId: reservation.id,
            version: reservation.version,
            reservedRoomId: room.id,
            roomId: Number(choice),
          },
        })
      ).data?.assignRoom;
      saved = payload?.reservation;
      return payload;
    }, t('form:submitFailed'));
    if (saved) props.onDone(saved);
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        size="xs"
        w={110}
        aria-label={t('rooms.assignTo', { roomType: room.roomTypeName })}
        placeholder={t('rooms.unassigned')}
        data={options}
        nothingFoundMessage={t('rooms.noneFree')}
        error={free.error ? errorMessage(free.error, t('availability.failed')) : undefined}
        value={choice}
        onChange={setChoice}
      />
      <Button
        size="xs"
        variant="light"
        loading={assigning.loading}
        disabled={!choice || choice === String(room.roomId)}
        onClick={() => void submit()}
      >
        {t('rooms.assign')}
      </Button>
    </Group>
  );
}
