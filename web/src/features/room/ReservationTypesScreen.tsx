// /room/reservation-type (ROOM): the kinds of booking the hotel takes, each with its picture
// (operations §3: reservationType JSON plus reservationTypeImage).

import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateReservationTypeMutation,
  useDeleteReservationTypeMutation,
  useUpdateReservationTypeMutation,
  type ReservationTypeFieldsFragment,
} from '../../graphql/hooks.gen';
import { FormActions, ImageInput, pictureToSend, useEntityForm } from '../../ui/form';
import { reservationTypesList } from './lists';
import { stateColumn, pictureColumn } from './components/StateBadge';
import { CatalogueScreen } from './components/CatalogueScreen';
import { useList } from '../../ui/data-table/use-list';

type Row = ReservationTypeFieldsFragment;

export function ReservationTypesScreen() {
  const { t } = useTranslation('room');
  const list = useList(reservationTypesList);
  const [remove] = useDeleteReservationTypeMutation();
  return (
    <CatalogueScreen
      area="reservationType"
      list={list}
      columns={[
        pictureColumn<Row>('reservationType.picture'),
        { key: 'name', header: 'common.name', sortable: true, searchable: true },
        { key: 'description', header: 'common.description' },
        stateColumn<Row>(t),
      ]}
      remove={async (hotelId, row: Row) =>
        (await remove({ variables: { hotelId, id: row.id } })).data?.deleteReservationType
      }
      form={(hotelId, { row, close, saved }) => (
        <ReservationTypeForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}

function ReservationTypeForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const [create] = useCreateReservationTypeMutation();
  const [update] = useUpdateReservationTypeMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      description: row?.description ?? '',
      active: row?.active ?? true,
      image: (row?.image ?? null) as string | null,
    },
    validate: { name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')) },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        description: values.description.trim(),
        active: values.active,
        image: await pictureToSend(values.image),
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateReservationType;
      return (await create({ variables: { input } })).data?.createReservationType;
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
          maxLength={300}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <ImageInput label={t('reservationType.picture')} {...form.getInputProps('image')} />
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
