// The reservation form (core-platform §2 /reservation): the guest, the stay's dates, channel,
// reservation type and residency, and one or more rooms (room type, stay type, adults, children with
// their ages, the room when the desk picks one). Each room's price comes from the server's pricing
// engine as it is filled in; the reservation's total is the server's when it is saved.
//
// Booking sends one idempotency key made when the form opened, so a double click or a retry books
// once. A change sends the version the form was opened at: a stale one is refused with what changed
// (RESERVATION_CHANGED), which the form shows above itself with a way to reload.

import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import {
  useAvailabilityQuery,
  useReservationChoicesQuery,
  useRoomsOfTypeQuery,
  useStayPriceQuery,
  type ReservationChoicesQuery,
  type ReservationFieldsFragment,
  type ReservationInput,
} from '../../../graphql/hooks.gen';
import { errorMessage, errorRefusal, refusalText } from '../../../graphql/errors';
import { FormActions, useEntityForm } from '../../../ui/form';
import { formatAmount } from '../../../ui/format';
import { useCan } from '../../../session/permissions';
import { AvailabilityPanel, PANEL_ADULTS, stayDatesOf } from './AvailabilityPanel';
import { GuestFinder } from './GuestFinder';
import { GuestFields, StayFields, optionsOf } from './StayFields';
import { useBusinessDate } from '../use-business-date';

export interface RoomValues {
  roomTypeId: string | null;
  stayTypeId: string | null;
  roomId: string | null;
  adults: number | string;
  children: number | string;
  childAges: (number | string)[];
}

export interface ReservationValues {
  /** The linked guest profile, or null: the server finds one by e-mail or makes it. */
  guestId: string | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkInDate: string | null;
  checkOutDate: string | null;
  channelId: string | null;
  reservationTypeId: string | null;
  resident: 'resident' | 'nonResident';
  notes: string;
  rooms: RoomValues[];
}

const emptyRoom = (): RoomValues => ({
  roomTypeId: null,
  stayTypeId: null,
  roomId: null,
  adults: 2,
  children: 0,
  childAges: [],
});

/** The form's values of a saved reservation: its rooms as booked from its arrival date. */
export function valuesOf(reservation: ReservationFieldsFragment | null): ReservationValues {
  if (!reservation) {
    return {
      guestId: null,
      guestName: '',
      guestEmail: '',
      guestPhone: '',
      checkInDate: null,
      checkOutDate: null,
      channelId: null,
      reservationTypeId: null,
      resident: 'resident',
      notes: '',
      rooms: [emptyRoom()],
    };
  }
  const rooms = reservation.rooms.filter(
    (room) => room.checkInDate === reservation.checkInDate && room.status !== 'CANCELLED',
  );
  return {
    guestId: reservation.guestId ? String(reservation.guestId) : null,
    guestName: reservation.guestName,
    guestEmail: reservation.guestEmail,
    guestPhone: reservation.guestPhone,
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
    channelId: reservation.channelId ? String(reservation.channelId) : null,
    reservationTypeId: reservation.reservationTypeId ? String(reservation.reservationTypeId) : null,
    resident: reservation.resident ? 'resident' : 'nonResident',
    notes: reservation.notes,
    rooms: (rooms.length > 0 ? rooms : reservation.rooms).map((room) => ({
      roomTypeId: String(room.roomTypeId),
      stayTypeId: room.stayTypeId ? String(room.stayTypeId) : null,
      roomId: room.roomId ? String(room.roomId) : null,
      adults: room.adults,
      children: room.children,
      childAges: room.childAges,
    })),
  };
}

/** What the BFF takes from the form's values (ids as numbers, blanks as null). */
export function inputOf(hotelId: number, values: ReservationValues): ReservationInput {
  return {
    hotelId,
    guestId: values.guestId ? Number(values.guestId) : null,
    guestName: values.guestName.trim(),
    guestEmail: values.guestEmail.trim(),
    guestPhone: values.guestPhone.trim(),
    channelId: Number(values.channelId),
    reservationTypeId: values.reservationTypeId ? Number(values.reservationTypeId) : null,
    resident: values.resident === 'resident',
    checkInDate: values.checkInDate ?? '',
    checkOutDate: values.checkOutDate ?? '',
    notes: values.notes.trim(),
    rooms: values.rooms.map((room) => ({
      roomTypeId: Number(room.roomTypeId),
      stayTypeId: Number(room.stayTypeId),
      roomId: room.roomId ? Number(room.roomId) : null,
      adults: Number(room.adults),
      children: Number(room.children),
      childAges: room.childAges.slice(0, Number(room.children)).map(Number),
    })),
  };
}

/**
 * A random UUID (v4) for the booking's idempotency key. crypto.randomUUID exists only in secure
 * contexts (https, localhost); a desk opening the app over plain http on the hotel's network still
 * has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ReservationFormProps {
  hotelId: number;
  /** The reservation being changed, at the version the form was opened; null books a new one. */
  reservation: ReservationFieldsFragment | null;
  /** Whether the form may be sent (the caller's right and the reservation's status). */
  editable: boolean;
  save: (
    input: ReservationInput,
    idempotencyKey: string,
  ) => Promise<{ message: string; reservation: ReservationFieldsFragment } | null | undefined>;
  onSaved: (reservation: ReservationFieldsFragment) => void;
  /** Opens the reservation as it is saved now (after a stale-version refusal). */
  onReload?: () => void;
}

export function ReservationForm(props: ReservationFormProps) {
  const { t } = useTranslation('reservation');
  const { hotelId, reservation, editable } = props;
  // One key per form: every press of Book sends the same one, so the server books once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [stale, setStale] = useState<string | null>(null);
  const choices = useReservationChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const canFindGuests = useCan('GUEST', 'VIEW');
  // A new stay (or one not begun) arrives from the business date on; a stay begun keeps its arrival.
  const businessDate = useBusinessDate(hotelId);
  const begun = !!reservation && businessDate !== null && reservation.checkInDate < businessDate;
  const minCheckIn = begun ? null : businessDate;
  const required = (value: unknown) => (value === null || value === '' ? t('refusal:REQUIRED_FIELD') : null);
  const { form, submit, submitting } = useEntityForm<
    ReservationValues,
    { message: string; reservation: ReservationFieldsFragment } | null | undefined
  >({
    initialValues: valuesOf(reservation),
    validate: {
      guestName: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')),
      checkInDate: (value) =>
        required(value) ?? (minCheckIn && value && value < minCheckIn ? t('refusal:CHECK_IN_IN_PAST') : null),
      checkOutDate: (value, values) =>
        required(value) ??
        (values.checkInDate && value && value <= values.checkInDate ? t('refusal:CHECK_OUT_NOT_AFTER_CHECK_IN') : null),
      channelId: required,
      rooms: {
        roomTypeId: required,
        stayTypeId: required,
        adults: (value) => (Number(value) >= 1 ? null : t('refusal:ADULTS_REQUIRED')),
      },
    },
    onSubmit: async (values) => {
      setStale(null);
      try {
        return await props.save(inputOf(hotelId, values), idempotencyKey);
      } catch (error) {
        const refusal = errorRefusal(error);
        if (refusal?.reason === 'RESERVATION_CHANGED') {
          // The server names what changed by its fields; the desk reads them as the form labels them.
          const changes = String(refusal.params['changes'] ?? '')
            .split(', ')
            .filter(Boolean)
            .map((field) => t(`changed.${field}`, { defaultValue: field }));
          setStale(refusalText(refusal.reason, { ...refusal.params, changes: changes.join(', ') }));
        }
        throw error;
      }
    },
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) props.onSaved(result.reservation);
    },
  });
  const values = form.getValues();
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={reservation ? t('form.editTitle', reservation) : t('form.createTitle')}
    >
      <fieldset disabled={!editable || submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          {stale && (
            <Alert color="orange" icon={<IconAlertTriangle />} title={t('form.stale')} data-testid="stale-version">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{stale}</Text>
                {props.onReload && (
                  <Button size="xs" variant="light" onClick={props.onReload}>
                    {t('form.reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          <Card withBorder padding="md">
            <Title order={3} size="h5" mb="sm">
              {t('form.guest')}
            </Title>
            {canFindGuests && (
              <GuestFinder
                hotelId={hotelId}
                guestId={values.guestId}
                guestName={values.guestName}
                onPick={(guest) => {
                  form.setFieldValue('guestId', guest ? String(guest.id) : null);
                  if (!guest) return;
                  form.setFieldValue('guestName', `${guest.firstName} ${guest.lastName}`.trim());
                  form.setFieldValue('guestEmail', guest.email);
                  form.setFieldValue('guestPhone', guest.phoneNumber);
                }}
              />
            )}
            <Stack mt={canFindGuests ? 'sm' : 0}>
              <GuestFields form={form} />
            </Stack>
          </Card>
          <Card withBorder padding="md">
            <Title order={3} size="h5" mb="sm">
              {t('form.stay')}
            </Title>
            <StayFields
              form={form}
              channels={choices.data?.channels.items}
              disabled={!editable}
              minCheckIn={minCheckIn}
            >
              <Select
                label={t('fields.reservationType')}
                clearable
                data={optionsOf(choices.data?.reservationTypes.items)}
                {...form.getInputProps('reservationTypeId')}
              />
            </StayFields>
          </Card>
          {editable && (
            <AvailabilityPanel
              hotelId={hotelId}
              dates={stayDatesOf(values)}
              resident={values.resident === 'resident'}
              channelId={values.channelId ? Number(values.channelId) : null}
              onPick={(roomTypeId, stayTypeId) => {
                const picked = { roomTypeId: String(roomTypeId), stayTypeId: String(stayTypeId) };
                // The first pick fills the empty room the form starts with; later ones add rooms.
                const blank = values.rooms.findIndex((room) => !room.roomTypeId);
                if (blank >= 0) {
                  form.setFieldValue(`rooms.${blank}.roomTypeId`, picked.roomTypeId);
                  form.setFieldValue(`rooms.${blank}.stayTypeId`, picked.stayTypeId);
                  form.setFieldValue(`rooms.${blank}.roomId`, null);
                } else {
                  form.insertListItem('rooms', { ...emptyRoom(), ...picked, adults: PANEL_ADULTS });
                }
              }}
            />
          )}
          {values.rooms.map((_, index) => (
            <RoomCard
              key={index}
              index={index}
              form={form}
              hotelId={hotelId}
              choices={choices.data}
              editable={editable}
              removable={values.rooms.length > 1}
              ownRooms={reservation?.rooms ?? []}
            />
          ))}
          {editable && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('rooms', emptyRoom())}
              >
                {t('rooms.add')}
              </Button>
            </Group>
          )}
          <Textarea label={t('fields.notes')} maxLength={1000} autosize minRows={2} {...form.getInputProps('notes')} />
        </Stack>
      </fieldset>
      {editable && <FormActions submitting={submitting} submitLabel={reservation ? t('form.save') : t('form.book')} />}
    </form>
  );
}

function RoomCard(props: {
  index: number;
  form: UseFormReturnType<ReservationValues>;
  hotelId: number;
  choices: ReservationChoicesQuery | undefined;
  editable: boolean;
  removable: boolean;
  /** The rooms the reservation being changed holds: still offered, though not free to others. */
  ownRooms: readonly { roomId?: number | null; roomNo?: string | null; roomTypeId: number }[];
}) {
  const { t } = useTranslation('reservation');
  const { form, index } = props;
  const values = form.getValues();
  const room = values.rooms[index] ?? emptyRoom();
  const path = (field: keyof RoomValues) => `rooms.${index}.${field}`;
  const stayTypes = (props.choices?.stayTypes.items ?? []).filter(
    (stayType) => String(stayType.roomType.id) === room.roomTypeId,
  );
  const children = Math.max(0, Math.min(20, Number(room.children) || 0));
  // With the dates known, only the rooms free on every night that hold this room's guests (an age not
  // yet given counts as a child all the same); before that, every room of the type.
  const dates = stayDatesOf(values);
  const free = useAvailabilityQuery({
    variables: {
      hotelId: props.hotelId,
      checkInDate: dates?.checkInDate ?? '',
      checkOutDate: dates?.checkOutDate ?? '',
      adults: Math.max(1, Math.min(20, Number(room.adults) || 1)),
      childAges: Array.from({ length: children }, (_, child) => Math.min(17, Number(room.childAges[child]) || 0)),
      resident: values.resident === 'resident',
      channelId: null,
    },
    skip: !dates || !room.roomTypeId,
    fetchPolicy: 'cache-and-network',
  });
  const rooms = useRoomsOfTypeQuery({
    variables: { hotelId: props.hotelId, roomTypeId: Number(room.roomTypeId) },
    skip: !room.roomTypeId || dates !== null,
  });
  const freeRooms = free.data?.availability.items.find(
    (type) => String(type.roomTypeId) === room.roomTypeId,
  )?.freeRooms;
  const own = props.ownRooms.filter(
    (r) =>
      r.roomId && r.roomNo && String(r.roomTypeId) === room.roomTypeId && !freeRooms?.some((f) => f.id === r.roomId),
  );
  const roomOptions = dates
    ? [
        ...own.map((r) => ({ value: String(r.roomId), label: r.roomNo ?? '' })),
        ...(freeRooms ?? []).map((r) => ({ value: String(r.id), label: r.roomNo })),
      ]
    : (rooms.data?.rooms.items ?? []).map((r) => ({ value: String(r.id), label: r.roomNo }));
  const pickType = (value: string | null) => {
    form.setFieldValue(path('roomTypeId'), value);
    form.setFieldValue(path('stayTypeId'), null);
    form.setFieldValue(path('roomId'), null);
  };
  const setChildren = (value: number | string) => {
    form.setFieldValue(path('children'), value);
    const count = Math.max(0, Math.min(20, Number(value) || 0));
    const ages = room.childAges.slice(0, count);
    while (ages.length < count) ages.push('');
    form.setFieldValue(path('childAges'), ages);
  };
  return (
    <Card withBorder padding="md" data-testid={`room-${index}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          {t('rooms.title', { number: index + 1 })}
        </Title>
        {props.editable && props.removable && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('rooms.remove')}
            onClick={() => form.removeListItem('rooms', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Select
          label={t('fields.roomType')}
          required
          searchable
          data={optionsOf(props.choices?.roomTypes.items)}
          {...form.getInputProps(path('roomTypeId'))}
          onChange={pickType}
        />
        <Select
          label={t('fields.stayType')}
          required
          data={optionsOf(stayTypes)}
          {...form.getInputProps(path('stayTypeId'))}
        />
        <Select
          label={t('fields.room')}
          clearable
          placeholder={t('rooms.anyFree')}
          description={
            dates && room.roomTypeId && freeRooms ? t('rooms.freeCount', { count: freeRooms.length }) : undefined
          }
          data={roomOptions}
          {...form.getInputProps(path('roomId'))}
        />
        <NumberInput
          label={t('fields.adults')}
          required
          min={1}
          max={20}
          allowDecimal={false}
          {...form.getInputProps(path('adults'))}
        />
        <NumberInput
          label={t('fields.children')}
          min={0}
          max={20}
          allowDecimal={false}
          {...form.getInputProps(path('children'))}
          onChange={setChildren}
        />
      </SimpleGrid>
      {children > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} mt="sm">
          {Array.from({ length: children }, (_, child) => (
            <NumberInput
              key={child}
              label={t('fields.childAge', { number: child + 1 })}
              required
              min={0}
              max={17}
              allowDecimal={false}
              {...form.getInputProps(`rooms.${index}.childAges.${child}`)}
            />
          ))}
        </SimpleGrid>
      )}
      <RoomPrice hotelId={props.hotelId} values={values} room={room} />
    </Card>
  );
}

/** The room's price for the stay, from the server's pricing engine, once everything it needs is filled in. */
function RoomPrice({ hotelId, values, room }: { hotelId: number; values: ReservationValues; room: RoomValues }) {
  const { t } = useTranslation('reservation');
  const children = Number(room.children) || 0;
  const ages = room.childAges.slice(0, children);
  const complete =
    Boolean(values.checkInDate && values.checkOutDate && values.checkOutDate > values.checkInDate) &&
    Boolean(values.channelId && room.roomTypeId && room.stayTypeId) &&
    Number(room.adults) >= 1 &&
    ages.length === children &&
    ages.every((age) => age !== '' && Number.isInteger(Number(age)));
  const price = useStayPriceQuery({
    variables: {
      input: {
        hotelId,
        channelId: Number(values.channelId),
        roomTypeId: Number(room.roomTypeId),
        stayTypeId: Number(room.stayTypeId),
        resident: values.resident === 'resident',
        checkInDate: values.checkInDate ?? '',
        checkOutDate: values.checkOutDate ?? '',
        adults: Number(room.adults),
        childAges: ages.map(Number),
      },
    },
    skip: !complete,
  });
  const answer = price.data?.priceCheck ?? (complete ? price.previousData?.priceCheck : undefined);
  return (
    <Group justify="space-between" mt="sm" data-testid="room-price">
      <Text size="sm" c="dimmed">
        {t('rooms.price')}
      </Text>
      {!complete ? (
        <Text size="sm" c="dimmed">
          {t('rooms.noPrice')}
        </Text>
      ) : price.error ? (
        <Text size="sm" c="red">
          {errorMessage(price.error, t('rooms.noPrice'))}
        </Text>
      ) : answer ? (
        <Text size="sm" fw={600} data-testid="room-price-total">
          {answer.currency} {formatAmount(answer.total)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('rooms.pricing')}
        </Text>
      )}
    </Group>
  );
}
