// /room/pax: the occupancies pricing knows — a room for so many adults costs a percentage of the base
// rate (a single 80 %, a double 100 %, a triple 125 %); one per number of adults. The spec leaves the
// route unguarded; changing it needs ROOM.

import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreatePaxMutation,
  useDeletePaxMutation,
  useUpdatePaxMutation,
  type PaxListQuery,
} from '../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatPercent } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { paxList } from './lists';
import { stateColumn } from './components/StateBadge';
import { FrontOffice } from './front-office';

type Row = PaxListQuery['pax']['items'][number];

export function PaxScreen() {
  return <FrontOffice>{(hotel) => <Paxes hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Paxes({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('room');
  const list = useList(paxList);
  const [remove] = useDeletePaxMutation();
  return (
    <ListScreen<Row>
      ns="room"
      title={t('pax.title')}
      description={t('pax.description')}
      feature="ROOM"
      list={list}
      columns={[
        { key: 'name', header: 'common.name', sortable: true, searchable: true },
        { key: 'adults', header: 'pax.adults', sortable: true, align: 'right', width: 110 },
        {
          key: 'ratePercent',
          header: 'pax.ratePercent',
          sortable: true,
          align: 'right',
          width: 160,
          render: (row) => formatPercent(row.ratePercent),
        },
        stateColumn<Row>(t),
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deletePax}
      createTitle={t('pax.create')}
      editTitle={t('pax.edit')}
      form={({ row, close, saved }) => <PaxForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function PaxForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const [create] = useCreatePaxMutation();
  const [update] = useUpdatePaxMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      adults: (row?.adults ?? 2) as number | string,
      ratePercent: (row?.ratePercent ?? 100) as number | string,
      active: row?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      adults: (value) => (Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:ADULTS_RANGE')),
      ratePercent: (value) => (Number(value) > 0 && Number(value) <= 1000 ? null : t('refusal:PAX_PERCENT_RANGE')),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        adults: Number(values.adults),
        ratePercent: Number(values.ratePercent),
        active: values.active,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updatePax;
      return (await create({ variables: { input } })).data?.createPax;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('common.name')} required maxLength={60} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('pax.adults')}
            required
            min={1}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('adults')}
          />
          <NumberInput
            label={t('pax.ratePercent')}
            description={t('pax.ratePercentHint')}
            required
            min={0}
            max={1000}
            decimalScale={2}
            rightSection="%"
            {...form.getInputProps('ratePercent')}
          />
        </SimpleGrid>
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
