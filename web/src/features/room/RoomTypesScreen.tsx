// /room/room-type (ROOM): the kinds of room the hotel sells, each with its picture and occupancy
// limits; one with rooms or prices cannot be deleted (the server says which).

import { NumberInput, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateRoomTypeMutation,
  useDeleteRoomTypeMutation,
  useUpdateRoomTypeMutation,
  type RoomTypeFieldsFragment,
} from '../../graphql/hooks.gen';
import { FormActions, ImageInput, pictureToSend, useEntityForm } from '../../ui/form';
import { roomTypesList } from './lists';
import { stateColumn, pictureColumn } from './components/StateBadge';
import { CatalogueScreen } from './components/CatalogueScreen';
import { useList } from '../../ui/data-table/use-list';

type Row = RoomTypeFieldsFragment;

export function RoomTypesScreen() {
  const { t } = useTranslation('room');
  const list = useList(roomTypesList);
  const [remove] = useDeleteRoomTypeMutation();
  return (
    <CatalogueScreen
      area="roomType"
      list={list}
      columns={[
        pictureColumn<Row>('roomType.picture'),
        { key: 'name', header: 'common.name', sortable: true, searchable: true },
        { key: 'maxAdults', header: 'common.maxAdults', sortable: true, align: 'right', width: 120 },
        { key: 'maxChildren', header: 'common.maxChildren', sortable: true, align: 'right', width: 130 },
        { key: 'roomCount', header: 'common.rooms', sortable: true, align: 'right', width: 90 },
        { key: 'stayTypeCount', header: 'roomType.stayTypes', align: 'right', width: 110 },
        stateColumn<Row>(t),
      ]}
      remove={async (hotelId, row: Row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteRoomType}
      drawerSize="lg"
      form={(hotelId, { row, close, saved }) => (
        <RoomTypeForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}

function RoomTypeForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const [create] = useCreateRoomTypeMutation();
  const [update] = useUpdateRoomTypeMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      maxAdults: row?.maxAdults ?? 2,
      maxChildren: row?.maxChildren ?? 1,
      active: row?.active ?? true,
      image: row?.image ?? null,
    } as {
      name: string;
      description: string;
      maxAdults: number | string;
      maxChildren: number | string;
      active: boolean;
      image: string | null;
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      maxAdults: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:ADULTS_RANGE'),
      maxChildren: (value) =>
        Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 20 && value !== ''
          ? null
          : t('refusal:CHILDREN_RANGE'),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        description: values.description.trim(),
        maxAdults: Number(values.maxAdults),
        maxChildren: Number(values.maxChildren),
        active: values.active,
        image: await pictureToSend(values.image),
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateRoomType;
      return (await create({ variables: { input } })).data?.createRoomType;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('common.name')} required maxLength={60} data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label={t('common.description')}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={2}>
          <NumberInput
            label={t('common.maxAdults')}
            required
            min={1}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('maxAdults')}
          />
          <NumberInput
            label={t('common.maxChildren')}
            required
            min={0}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('maxChildren')}
          />
        </SimpleGrid>
        <ImageInput label={t('roomType.picture')} {...form.getInputProps('image')} />
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
