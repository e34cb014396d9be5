// A booked room moved to another room type (an upgrade, before arrival or during the stay): the desk
// picks the type and its stay type, sees what the nights still to come cost in it (priced by the
// server's pricing engine) against what they cost now, picks one of that type's free rooms and
// confirms. The difference shown is sent back; the server refuses it if it changed since.

import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useChangeRoomTypeMutation,
  useReservationChoicesQuery,
  useRoomTypeChangePreviewQuery,
  type ReservationFieldsFragment,
} from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { formatAmount, formatDateRange } from '../../../ui/format';
import { runAndNotify } from '../../../ui/run-mutation';

type Reservation = ReservationFieldsFragment;

export interface ChangeRoomTypeDialogProps {
  hotelId: number;
  reservation: Reservation;
  room: Reservation['rooms'][number];
  opened: boolean;
  onClose: () => void;
  onDone: (saved: Reservation) => void;
}

export function ChangeRoomTypeDialog(props: ChangeRoomTypeDialogProps) {
  const { t } = useTranslation('reservation');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('changeType.title', { roomType: props.room.roomTypeName })}
      size="lg"
    >
      {props.opened && <ChangeRoomTypeForm {...props} />}
    </Modal>
  );
}

function ChangeRoomTypeForm({ hotelId, reservation, room, onClose, onDone }: ChangeRoomTypeDialogProps) {
  const { t } = useTranslation('reservation');
  const choices = useReservationChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [roomTypeId, setRoomTypeId] = useState<string | null>(null);
  const [stayTypeId, setStayTypeId] = useState<string | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const guests = room.adults + room.children;
  // Only the other types that hold the room's guests.
  const types = (choices.data?.roomTypes.items ?? []).filter(
    (type) =>
      type.id !== room.roomTypeId && room.adults <= type.maxAdults && guests <= type.maxAdults + type.maxChildren,
  );
  const stayTypes = (choices.data?.stayTypes.items ?? []).filter((s) => String(s.roomType.id) === roomTypeId);
  const preview = useRoomTypeChangePreviewQuery({
    variables: {
      hotelId,
      reservationId: reservation.id,
      reservedRoomId: room.id,
      roomTypeId: Number(roomTypeId),
      stayTypeId: Number(stayTypeId),
    },
    skip: !roomTypeId || !stayTypeId,
    fetchPolicy: 'network-only',
  });
  const [change, changing] = useChangeRoomTypeMutation();
  const shown = roomTypeId && stayTypeId ? (preview.data?.roomTypeChangePreview ?? null) : null;
  const money = (amount: number) => `${reservation.currency} ${formatAmount(amount)}`;

  const submit = async () => {
    if (!shown || !roomId) return;
    let saved: Reservation | undefined;
    await runAndNotify(async () => {
      const payload = (
        await change({
          variables: {
            hotelId,
            reservationId: reservation.id,
            version: reservation.version,
            reservedRoomId: room.id,
            roomTypeId: shown.roomTypeId,
            stayTypeId: shown.stayTypeId,
            roomId: Number(roomId),
            difference: shown.difference,
          },
        })
      ).data?.changeRoomType;
      saved = payload?.reservation;
      return payload;
    }, t('changeType.failed'));
    if (saved) {
      onDone(saved);
      onClose();
    } else {
      // The price or the free rooms may have moved on: show them as they are now.
      void preview.refetch().catch(() => undefined);
    }
  };

  if (choices.error) return <Alert color="red">{errorMessage(choices.error, t('changeType.failed'))}</Alert>;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('changeType.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('changeType.roomType')}
          data={types.map((type) => ({ value: String(type.id), label: type.name }))}
          value={roomTypeId}
          nothingFoundMessage={t('changeType.noOtherType')}
          onChange={(value) => {
            setRoomTypeId(value);
            setStayTypeId(null);
            setRoomId(null);
          }}
        />
        <Select
          label={t('fields.stayType')}
          data={stayTypes.map((s) => ({ value: String(s.id), label: s.name }))}
          value={stayTypeId}
          disabled={!roomTypeId}
          onChange={(value) => {
            setStayTypeId(value);
            setRoomId(null);
          }}
        />
      </SimpleGrid>
      {preview.loading && !shown && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('changeType.pricing')}</Text>
        </Group>
      )}
      {preview.error && roomTypeId && stayTypeId && (
        <Alert color="red">{errorMessage(preview.error, t('changeType.failed'))}</Alert>
      )}
      {shown && (
        <Stack gap="xs" data-testid="room-type-change-preview">
          <Text size="sm">
            {t('changeType.nights', {
              count: shown.nights,
              dates: formatDateRange(shown.fromDate, shown.toDate),
            })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Figure
              label={t('changeType.currentPrice', { roomType: room.roomTypeName })}
              value={money(shown.currentPrice)}
            />
            <Figure label={t('changeType.newPrice', { roomType: shown.roomTypeName })} value={money(shown.newPrice)} />
            <Figure
              label={t('changeType.difference')}
              value={`${shown.difference > 0 ? '+' : ''}${money(shown.difference)}`}
              testId="room-type-difference"
            />
          </SimpleGrid>
          <Text size="sm">{t('changeType.newTotal', { total: money(shown.newTotal) })}</Text>
          <Select
            label={t('changeType.room')}
            placeholder={shown.freeRooms.length === 0 ? t('rooms.noneFree') : undefined}
            data={shown.freeRooms.map((r) => ({ value: String(r.id), label: r.roomNo }))}
            value={roomId}
            onChange={setRoomId}
            disabled={shown.freeRooms.length === 0}
          />
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!shown || !roomId} loading={changing.loading}>
          {t('changeType.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
