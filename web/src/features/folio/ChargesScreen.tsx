// /invoice/additional-billing (INVOICE) and /invoice/additional-events (EVENT): the hotel's
// additional or event charges, newest first, by who is billed, description and dates; Post posts one
// to a guest in house (found by room number or name) or bills it to a walk-in customer, priced with the
// hotel's taxes on the server; Void (DELETE) adds a counter-posting — nothing posted is deleted, and an
// invoiced charge is corrected by a credit note instead (docs/folio.md).

import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isChargeQuantity, voidChargeRefusal } from '@hotel/domain';
import {
  usePostAdditionalChargeMutation,
  usePostEventChargeMutation,
  usePostableStaysQuery,
  type PostableStaysQuery,
  useVoidAdditionalChargeMutation,
  useVoidEventChargeMutation,
  type ChargeFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList, type ListController } from '../../ui/data-table/use-list';
import { FolioCurrency } from '../../graphql/schema-enums.gen';
import type { TFunction } from 'i18next';
import { FormActions, MoneyInput, SearchPicker, useEntityForm, type SearchResult } from '../../ui/form';
import { formatAmount, formatDate, formatNumber } from '../../ui/format';
import { FrontOffice } from '../room/front-office';
import { additionalChargesList, eventChargesList } from './lists';

type Row = ChargeFieldsFragment;
type Kind = 'ADDITIONAL' | 'EVENT';

export function AdditionalBillingScreen() {
  return <FrontOffice>{(hotel) => <AdditionalBilling hotelId={hotel.hotelId} />}</FrontOffice>;
}

export function AdditionalEventsScreen() {
  return <FrontOffice>{(hotel) => <AdditionalEvents hotelId={hotel.hotelId} />}</FrontOffice>;
}

function AdditionalBilling({ hotelId }: { hotelId: number }) {
  const list = useList(additionalChargesList);
  return <Charges hotelId={hotelId} kind="ADDITIONAL" list={list} />;
}

function AdditionalEvents({ hotelId }: { hotelId: number }) {
  const list = useList(eventChargesList);
  return <Charges hotelId={hotelId} kind="EVENT" list={list} />;
}

function Charges({ hotelId, kind, list }: { hotelId: number; kind: Kind; list: ListController<Row> }) {
  const { t } = useTranslation('folio');
  const event = kind === 'EVENT';
  const feature = event ? 'EVENT' : 'INVOICE';
  const canVoid = useCan(feature, 'DELETE');
  const [voiding, setVoiding] = useState<Row | null>(null);
  const section = event ? 'events' : 'billing';
  const money = (row: Row, value: unknown) => `${row.currency} ${formatAmount(value)}`;
  return (
    <>
      <ListScreen<Row>
        ns="folio"
        title={t(`${section}.title`)}
        description={t(`${section}.description`)}
        feature={feature}
        list={list}
        csvName={t(`${section}.title`)}
        editable={false}
        createTitle={t(`${section}.post`)}
        drawerSize="lg"
        extra={{ addLabel: t(`${section}.post`) }}
        rowLabel={(row) => row.description}
        columns={[
          { key: 'id', header: 'charge.number', sortable: true, width: 80, align: 'right' },
          {
            key: 'businessDate',
            header: 'charge.businessDate',
            sortable: true,
            width: 130,
            render: (row) => formatDate(row.businessDate),
          },
          { key: 'billedTo', header: 'charge.billedTo', sortable: true, searchable: true },
          { key: 'roomNo', header: 'charge.room', width: 80 },
          { key: 'description', header: 'charge.description', sortable: true, searchable: true },
          ...(event
            ? [
                {
                  key: 'eventDate',
                  header: 'charge.eventDate',
                  width: 130,
                  render: (row: Row) => formatDate(row.eventDate),
                },
                {
                  key: 'covers',
                  header: 'charge.covers',
                  width: 90,
                  align: 'right' as const,
                  render: (row: Row) => (row.covers === null ? '' : formatNumber(row.covers ?? 0)),
                },
              ]
            : []),
          {
            key: 'quantity',
            header: 'charge.quantity',
            width: 80,
            align: 'right',
            render: (row) => formatNumber(row.quantity ?? 1),
          },
          {
            key: 'amount',
            header: 'charge.amount',
            sortable: true,
            width: 150,
            align: 'right',
            render: (row) => money(row, row.amount),
            exportValue: (row) => money(row, row.amount),
          },
          {
            key: 'status',
            header: 'charge.status',
            width: 160,
            render: (row) => <ChargeStatus row={row} />,
            exportValue: (row) => statusText(t, row),
          },
          ...(canVoid
            ? [
                {
                  key: 'actions',
                  header: 'charge.actions',
                  width: 110,
                  exportValue: () => '',
                  render: (row: Row) =>
                    voidChargeRefusal({
                      id: row.id,
                      source: row.kind,
                      invoiced: row.invoiced,
                      isCounterPosting: row.voidsChargeId !== null && row.voidsChargeId !== undefined,
                      voided: row.voidedByChargeId !== null && row.voidedByChargeId !== undefined,
                    }) === null ? (
                      <Button size="compact-xs" variant="light" color="red" onClick={() => setVoiding(row)}>
                        {t('charge.void')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
        form={({ close, saved }) => <PostChargeForm hotelId={hotelId} kind={kind} onCancel={close} onSaved={saved} />}
      />
      <Modal
        opened={voiding !== null}
        onClose={() => setVoiding(null)}
        title={voiding ? t('charge.voidTitle', { id: voiding.id }) : ''}
      >
        {voiding && (
          <VoidForm
            hotelId={hotelId}
            kind={kind}
            row={voiding}
            onCancel={() => setVoiding(null)}
            onSaved={() => {
              setVoiding(null);
              void list.refetch();
            }}
          />
        )}
      </Modal>
    </>
  );
}

function statusText(t: TFunction<'folio'>, row: Row): string {
  if (row.voidsChargeId) return t('charge.voids', { id: row.voidsChargeId });
  if (row.invoiced) return t('charge.invoiced');
  if (row.voidedByChargeId) return t('charge.voided');
  return t('charge.open');
}

function ChargeStatus({ row }: { row: Row }) {
  const { t } = useTranslation('folio');
  const colour = row.invoiced ? 'green' : row.voidsChargeId || row.voidedByChargeId ? 'gray' : 'blue';
  return (
    <Badge variant="light" color={colour} data-status={statusText(t, row)}>
      {statusText(t, row)}
    </Badge>
  );
}

function VoidForm(props: { hotelId: number; kind: Kind; row: Row; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation('folio');
  const [voidAdditional] = useVoidAdditionalChargeMutation();
  const [voidEvent] = useVoidEventChargeMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')) },
    onSubmit: async (values) => {
      const variables = { hotelId: props.hotelId, id: props.row.id, reason: values.reason.trim() };
      return props.kind === 'EVENT'
        ? (await voidEvent({ variables })).data?.voidEventCharge
        : (await voidAdditional({ variables })).data?.voidAdditionalCharge;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {props.row.description} · {props.row.currency} {formatAmount(props.row.amount)}
        </Text>
        <Alert color="gray">{t('charge.voidHint')}</Alert>
        <TextInput
          label={t('charge.reason')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} submitLabel={t('charge.void')} />
      </Stack>
    </form>
  );
}

interface PostValues {
  to: 'stay' | 'walkIn';
  stay: string | null;
  customer: string;
  currency: string;
  description: string;
  quantity: number | string;
  unitPrice: string;
  eventDate: string | null;
  covers: number | string;
  venue: string;
}

type Stay = PostableStaysQuery['postableStays'][number];

/** Booked rooms in house whose room number or guest contains what is typed. */
function usePostableStays(text: string, hotelId: number): SearchResult<Stay> {
  const { data, loading, error } = usePostableStaysQuery({
    variables: { hotelId, text },
    fetchPolicy: 'cache-and-network',
  });
  return { items: data?.postableStays ?? [], loading, error };
}

function PostChargeForm(props: { hotelId: number; kind: Kind; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation('folio');
  const event = props.kind === 'EVENT';
  const [postAdditional] = usePostAdditionalChargeMutation();
  const [postEvent] = usePostEventChargeMutation();
  // The stay chosen stays known while the search text (now its label) finds other rooms or none.
  const [picked, setPicked] = useState<Stay | null>(null);
  const { form, submit, submitting } = useEntityForm<PostValues, { message: string } | null | undefined>({
    initialValues: {
      to: 'stay',
      stay: null,
      customer: '',
      currency: 'LKR',
      description: '',
      quantity: 1,
      unitPrice: '',
      eventDate: null,
      covers: '',
      venue: '',
    },
    validate: {
      stay: (value, values) => (values.to === 'stay' && !value ? t('post.stayRequired') : null),
      customer: (value, values) => (values.to === 'walkIn' && !value.trim() ? t('refusal:REQUIRED_FIELD') : null),
      description: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')),
      quantity: (value) => (isChargeQuantity(Number(value)) ? null : t('refusal:QUANTITY_RANGE')),
      unitPrice: (value) => (Number(value) > 0 && Number(value) <= 99_999_999 ? null : t('refusal:UNIT_PRICE_RANGE')),
      eventDate: (value) => (event && !value ? t('refusal:EVENT_DATE_REQUIRED') : null),
      covers: (value) =>
        event && value !== '' && !(Number(value) >= 1 && Number(value) <= 10_000) ? t('refusal:COVERS_RANGE') : null,
    },
    onSubmit: async (values) => {
      const stay = picked && String(picked.reservedRoomId) === values.stay ? picked : null;
      const base = {
        hotelId: props.hotelId,
        ...(values.to === 'stay' && stay
          ? { reservationId: stay.reservationId, reservedRoomId: stay.reservedRoomId }
          : {
              customer: { name: values.customer.trim() },
              currency: values.currency === 'USD' ? FolioCurrency.USD : FolioCurrency.LKR,
            }),
        description: values.description.trim(),
        quantity: Number(values.quantity),
        unitPrice: Number(values.unitPrice),
      };
      if (event) {
        const input = {
          ...base,
          eventDate: values.eventDate ?? '',
          covers: values.covers === '' ? null : Number(values.covers),
          venue: values.venue.trim(),
        };
        return (await postEvent({ variables: { input } })).data?.postEventCharge;
      }
      return (await postAdditional({ variables: { input: base } })).data?.postAdditionalCharge;
    },
    fieldMap: { reservationId: 'stay', reservedRoomId: 'stay', 'customer.name': 'customer' },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('post.to')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'stay', label: t('post.stay') },
              { value: 'walkIn', label: t('post.walkIn') },
            ]}
            {...form.getInputProps('to')}
          />
        </Stack>
        {form.values.to === 'stay' ? (
          <SearchPicker
            label={t('post.find')}
            description={t('post.findHint')}
            required
            autoFocus
            useSearch={usePostableStays}
            context={props.hotelId}
            value={picked && String(picked.reservedRoomId) === form.values.stay ? picked : null}
            itemKey={(s) => s.reservedRoomId}
            itemLabel={(s) => `${s.roomNo} · ${s.guestName} (${s.refNumber})`}
            empty={t('post.noStays')}
            error={form.errors.stay}
            onChange={(s) => {
              setPicked(s);
              form.setFieldValue('stay', s ? String(s.reservedRoomId) : null);
            }}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <TextInput
              label={t('post.customer')}
              required
              maxLength={80}
              style={{ gridColumn: 'span 2' }}
              {...form.getInputProps('customer')}
            />
            <Select
              label={t('post.currency')}
              data={['LKR', 'USD']}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
        )}
        <TextInput label={t('post.description')} required maxLength={200} {...form.getInputProps('description')} />
        {event && (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <DateInput
              label={t('post.eventDate')}
              required
              valueFormat="YYYY-MM-DD"
              {...form.getInputProps('eventDate')}
            />
            <NumberInput
              label={t('post.covers')}
              description={t('post.coversHint')}
              min={1}
              max={10000}
              allowDecimal={false}
              {...form.getInputProps('covers')}
            />
            <TextInput label={t('post.venue')} maxLength={80} {...form.getInputProps('venue')} />
          </SimpleGrid>
        )}
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('post.quantity')}
            required
            min={0.001}
            max={9999}
            decimalScale={3}
            {...form.getInputProps('quantity')}
          />
          <MoneyInput label={t('post.unitPrice')} required {...form.getInputProps('unitPrice')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('post.taxesHint')}
        </Text>
        <Group justify="flex-end">
          <FormActions submitting={submitting} onCancel={props.onCancel} />
        </Group>
      </Stack>
    </form>
  );
}
