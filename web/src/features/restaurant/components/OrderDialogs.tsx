// The waiter order screen's dialogs (operations §2, §5): item remarks, Custom Dish, Select Table,
// Select Room, Remark and Guest Name, Table Time. Each validates as §5 says and hands the value up.

import { useState, type ReactNode } from 'react';
import {
  Button,
  Drawer,
  Group,
  Indicator,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchesPattern, restaurantMoney } from '@hotel/domain';
import type { TableStatus } from '../../../graphql/hooks.gen';
import { REMARKS_MAX } from '../restaurant-format';
import { StatusTag } from './StatusTag';

/** Dialogs close 300 ms after a success (operations §9: modal close delay). */
const MODAL_TRANSITION = { duration: 300 };

// ------------------------------------------------------------------------------------- remarks

export interface RemarksDialogProps {
  /** The line whose remarks are edited; null while closed. */
  line: { name: string; remarks: string; sent: boolean } | null;
  onClose: () => void;
  onAdd: (remarks: string) => void;
}

export function RemarksDialog({ line, onClose, onAdd }: RemarksDialogProps) {
  const { t } = useTranslation('restaurant');
  const [remarks, setRemarks] = useState(line?.remarks ?? '');
  const tooLong = [...remarks].length > REMARKS_MAX;
  const sent = line?.sent ?? false;
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={t('dialogs.remarks.title')}
      centered
      transitionProps={MODAL_TRANSITION}
    >
      <Stack>
        <Text fw={600}>{line?.name}</Text>
        <Textarea
          label={t('dialogs.remarks.label')}
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          error={tooLong ? t('refusal:REMARKS_TOO_LONG') : null}
          description={sent ? t('dialogs.remarks.sent') : `${[...remarks].length}/${REMARKS_MAX}`}
          readOnly={sent}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialogs.close')}
          </Button>
          <Button disabled={tooLong || sent} onClick={() => onAdd(remarks.trim())}>
            {t('dialogs.remarks.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// ------------------------------------------------------------------------------------- custom dish

export interface CustomDishDialogProps {
  opened: boolean;
  saving: boolean;
  onClose: () => void;
  onAdd: (dish: { name: string; price: number }) => void;
}

export function CustomDishDialog({ opened, saving, onClose, onAdd }: CustomDishDialogProps) {
  const { t } = useTranslation('restaurant');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const nameError = name.trim() === '' ? t('refusal:DESCRIPTION_REQUIRED') : null;
  const priceText = price.trim();
  const priceError =
    priceText === ''
      ? t('refusal:PRICE_REQUIRED')
      : matchesPattern('moneyOneOrTwoDecimals', priceText) && restaurantMoney(priceText).isPositive()
        ? null
        : t('refusal:INVALID_PRICE');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialogs.customDish.title')}
      centered
      transitionProps={MODAL_TRANSITION}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (nameError || priceError) return;
          onAdd({ name: name.trim(), price: restaurantMoney(priceText).toWire() });
        }}
      >
        <Stack>
          <TextInput
            label={t('dialogs.customDish.description')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={submitted ? nameError : null}
            maxLength={120}
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t('dialogs.customDish.price')}
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={submitted ? priceError : null}
            inputMode="decimal"
            leftSection={<Text size="xs">LKR</Text>}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('dialogs.close')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('dialogs.customDish.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// ------------------------------------------------------------------------------------- select table

export interface DrawerTable {
  id: number;
  number: string;
  status: TableStatus;
  /** Order lines on the table (sent and unsent). */
  lineCount: number;
  /** Allocated to the waiter (or visible with 'allow all tables'). */
  allocated: boolean;
}

export interface SelectTableDrawerProps {
  opened: boolean;
  onClose: () => void;
  tables: DrawerTable[];
  loading: boolean;
  /** The table being allocated or freed. */
  busyId: number | null;
  onSelect: (table: DrawerTable) => void;
}

export function SelectTableDrawer({ opened, onClose, tables, loading, busyId, onSelect }: SelectTableDrawerProps) {
  const { t } = useTranslation('restaurant');
  const section = (title: string, list: DrawerTable[]) =>
    list.length > 0 && (
      <Stack gap="xs">
        <Text size="sm" fw={600} c="dimmed">
          {title}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {list.map((table) => (
            <UnstyledButton
              key={table.id}
              onClick={() => onSelect(table)}
              disabled={busyId !== null}
              aria-label={t('table', { number: table.number })}
              data-testid="drawer-table"
              style={{
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 'var(--mantine-radius-md)',
                padding: 'var(--mantine-spacing-xs)',
                textAlign: 'center',
                background: table.allocated ? 'var(--mantine-color-default-hover)' : undefined,
              }}
            >
              <Stack gap={4} align="center">
                {busyId === table.id ? <Loader size="xs" /> : <Text fw={700}>{table.number}</Text>}
                <StatusTag status={table.status} size="sm" />
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    );
  return (
    <Drawer opened={opened} onClose={onClose} title={t('dialogs.selectTable.title')} position="right" size="sm">
      {loading ? (
        <Loader />
      ) : tables.length === 0 ? (
        <Text c="dimmed">{t('dialogs.selectTable.empty')}</Text>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('dialogs.selectTable.hint')}
          </Text>
          {section(
            t('dialogs.selectTable.vacant'),
            tables.filter((table) => !table.allocated),
          )}
          {section(
            t('dialogs.selectTable.allocated'),
            tables.filter((table) => table.allocated),
          )}
        </Stack>
      )}
    </Drawer>
  );
}

// ------------------------------------------------------------------------------------- select room

export interface RoomOption {
  id: number;
  roomNumber: string;
  guestName: string;
  vatApplicableForReservation: boolean;
}

export interface SelectRoomDialogProps {
  opened: boolean;
  saving: boolean;
  rooms: RoomOption[];
  loading: boolean;
  onClose: () => void;
  onSave: (room: RoomOption) => void;
}

export function SelectRoomDialog(props: SelectRoomDialogProps) {
  const { t } = useTranslation('restaurant');
  const [roomId, setRoomId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const room = props.rooms.find((candidate) => String(candidate.id) === roomId) ?? null;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('dialogs.selectRoom.title')}
      centered
      transitionProps={MODAL_TRANSITION}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (room) props.onSave(room);
        }}
      >
        <Stack>
          <Select
            label={t('dialogs.selectRoom.room')}
            placeholder={t('dialogs.selectRoom.placeholder')}
            searchable
            data={props.rooms.map((option) => ({
              value: String(option.id),
              label: `${option.roomNumber} · ${option.guestName}`,
            }))}
            value={roomId}
            onChange={setRoomId}
            nothingFoundMessage={props.loading ? t('dialogs.selectRoom.searching') : t('dialogs.selectRoom.noRooms')}
            rightSection={props.loading ? <Loader size="xs" /> : undefined}
            error={submitted && !room ? t('refusal:ROOM_NUMBER_REQUIRED') : null}
            withAsterisk
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.saving}>
              {t('dialogs.close')}
            </Button>
            <Button type="submit" loading={props.saving}>
              {t('dialogs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// ------------------------------------------------------------------------------------- remark and guest name

export interface RemarkGuestDialogProps {
  opened: boolean;
  initial: { remarks: string; customerName: string };
  saving: boolean;
  onClose: () => void;
  onSave: (value: { remarks: string; customerName: string }) => void;
}

export function RemarkGuestDialog({ opened, initial, saving, onClose, onSave }: RemarkGuestDialogProps) {
  const { t } = useTranslation('restaurant');
  const [remarks, setRemarks] = useState(initial.remarks);
  const [customerName, setCustomerName] = useState(initial.customerName);
  const tooLong = [...remarks].length > REMARKS_MAX;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialogs.remarkGuest.title')}
      centered
      transitionProps={MODAL_TRANSITION}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          onSave({ remarks: remarks.trim(), customerName: customerName.trim() });
        }}
      >
        <Stack>
          <Textarea
            label={t('dialogs.remarkGuest.remark')}
            value={remarks}
            onChange={(event) => setRemarks(event.currentTarget.value)}
            error={tooLong ? t('refusal:REMARKS_TOO_LONG') : null}
            description={`${[...remarks].length}/${REMARKS_MAX}`}
            autosize
            minRows={2}
            data-autofocus
          />
          <TextInput
            label={t('dialogs.remarkGuest.guestName')}
            value={customerName}
            onChange={(event) => setCustomerName(event.currentTarget.value)}
            maxLength={120}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('dialogs.close')}
            </Button>
            <Button type="submit" loading={saving} disabled={tooLong}>
              {t('dialogs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// ------------------------------------------------------------------------------------- table time

const pad = (value: number) => String(value).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, hour) => pad(hour));
const MINUTES = Array.from({ length: 60 }, (_, minute) => pad(minute));

export interface TableTimeDialogProps {
  opened: boolean;
  /** HH:mm, or '' when none is set. */
  value: string;
  /** Beyond PLACED/NEW the time can no longer change. */
  locked: boolean;
  saving: boolean;
  /** The current time; earlier hours and minutes cannot be chosen. */
  now: Date;
  onClose: () => void;
  onSave: (time: string) => void;
}

export function TableTimeDialog({ opened, value, locked, saving, now, onClose, onSave }: TableTimeDialogProps) {
  const { t } = useTranslation('restaurant');
  const [initialHour = '', initialMinute = ''] = value ? value.split(':') : [];
  const [hour, setHour] = useState<string | null>(initialHour || null);
  const [minute, setMinute] = useState<string | null>(initialMinute || null);
  const [submitted, setSubmitted] = useState(false);
  const currentHour = now.getHours();
  const currentMinute = now.getMinutes();
  const missing = !hour || !minute;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialogs.tableTime.title')}
      centered
      transitionProps={MODAL_TRANSITION}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (locked || missing) return;
          onSave(`${hour}:${minute}`);
        }}
      >
        <Stack>
          {locked && (
            <Text size="sm" c="dimmed">
              {t('dialogs.tableTime.locked')}
            </Text>
          )}
          <Group grow align="flex-start">
            <Select
              label={t('dialogs.tableTime.hour')}
              data={HOURS.map((h) => ({ value: h, label: h, disabled: Number(h) < currentHour }))}
              value={hour}
              onChange={(next) => {
                setHour(next);
                if (next && Number(next) === currentHour && minute && Number(minute) < currentMinute) setMinute(null);
              }}
              disabled={locked}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('dialogs.tableTime.minute')}
              data={MINUTES.map((m) => ({
                value: m,
                label: m,
                disabled: hour !== null && Number(hour) === currentHour && Number(m) < currentMinute,
              }))}
              value={minute}
              onChange={setMinute}
              disabled={locked}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          {submitted && missing && (
            <Text size="sm" c="red">
              {t('refusal:TABLE_TIME_REQUIRED')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('dialogs.close')}
            </Button>
            <Button type="submit" loading={saving} disabled={locked}>
              {t('dialogs.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The 'N' marker on an occupied table with no order lines. */
export function TableMarker({ show, children }: { show: boolean; children: ReactNode }) {
  return (
    <Indicator label="N" size={16} color="red" disabled={!show} offset={4}>
      {children}
    </Indicator>
  );
}
