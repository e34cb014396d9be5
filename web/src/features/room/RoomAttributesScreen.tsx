// /room/view-type, /room/amenities, /room/room-area (ROOM): the named choices a hotel's rooms carry —
// what they look out on, what they have, where they are. One screen, three lists.

import { Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateAmenityMutation,
  useCreateRoomAreaMutation,
  useCreateViewTypeMutation,
  useDeleteAmenityMutation,
  useDeleteRoomAreaMutation,
  useDeleteViewTypeMutation,
  useUpdateAmenityMutation,
  useUpdateRoomAreaMutation,
  useUpdateViewTypeMutation,
  type ViewTypesQuery,
} from '../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { stateColumn } from './components/StateBadge';
import { FrontOffice } from './front-office';
import { roomAttributeLists } from './lists';

export type RoomAttributeKind = 'viewType' | 'amenity' | 'roomArea';
type Row = ViewTypesQuery['viewTypes']['items'][number];
interface Saved {
  message: string;
}

/** Each kind's create, change and delete, picked once per screen. */
function useKind(kind: RoomAttributeKind) {
  const [createView] = useCreateViewTypeMutation();
  const [updateView] = useUpdateViewTypeMutation();
  const [deleteView] = useDeleteViewTypeMutation();
  const [createAmenity] = useCreateAmenityMutation();
  const [updateAmenity] = useUpdateAmenityMutation();
  const [deleteAmenity] = useDeleteAmenityMutation();
  const [createArea] = useCreateRoomAreaMutation();
  const [updateArea] = useUpdateRoomAreaMutation();
  const [deleteArea] = useDeleteRoomAreaMutation();
  if (kind === 'viewType') {
    return {
      create: async (input: AttributeInput) => (await createView({ variables: { input } })).data?.createViewType,
      update: async (id: number, input: AttributeInput) =>
        (await updateView({ variables: { id, input } })).data?.updateViewType,
      remove: async (hotelId: number, id: number) =>
        (await deleteView({ variables: { hotelId, id } })).data?.deleteViewType,
    };
  }
  if (kind === 'amenity') {
    return {
      create: async (input: AttributeInput) => (await createAmenity({ variables: { input } })).data?.createAmenity,
      update: async (id: number, input: AttributeInput) =>
        (await updateAmenity({ variables: { id, input } })).data?.updateAmenity,
      remove: async (hotelId: number, id: number) =>
        (await deleteAmenity({ variables: { hotelId, id } })).data?.deleteAmenity,
    };
  }
  return {
    create: async (input: AttributeInput) => (await createArea({ variables: { input } })).data?.createRoomArea,
    update: async (id: number, input: AttributeInput) =>
      (await updateArea({ variables: { id, input } })).data?.updateRoomArea,
    remove: async (hotelId: number, id: number) =>
      (await deleteArea({ variables: { hotelId, id } })).data?.deleteRoomArea,
  };
}

interface AttributeInput {
  hotelId: number;
  name: string;
  description: string;
  active: boolean;
}

export function RoomAttributesScreen({ kind }: { kind: RoomAttributeKind }) {
  return <FrontOffice>{(hotel) => <RoomAttributes key={kind} kind={kind} hotelId={hotel.hotelId} />}</FrontOffice>;
}

function RoomAttributes({ kind, hotelId }: { kind: RoomAttributeKind; hotelId: number }) {
  const { t } = useTranslation('room');
  // The screen is keyed by its kind: one list per mount. The three answer rows of one shape (Row).
  const list = useList(roomAttributeLists[kind] as (typeof roomAttributeLists)['viewType']);
  const ops = useKind(kind);
  return (
    <ListScreen<Row>
      ns="room"
      title={t(`${kind}.title`)}
      description={t(`${kind}.description`)}
      feature="ROOM"
      list={list}
      columns={[
        { key: 'name', header: 'common.name', sortable: true, searchable: true },
        { key: 'description', header: 'common.description' },
        { key: 'roomCount', header: 'common.rooms', sortable: true, align: 'right', width: 110 },
        stateColumn<Row>(t, 'common.state', 120),
      ]}
      rowLabel={(row) => row.name}
      remove={(row) => ops.remove(hotelId, row.id)}
      createTitle={t(`${kind}.create`)}
      editTitle={t(`${kind}.edit`)}
      form={({ row, close, saved }) => (
        <AttributeForm
          hotelId={hotelId}
          row={row}
          onCancel={close}
          onSaved={saved}
          save={(input) => (row ? ops.update(row.id, input) : ops.create(input))}
        />
      )}
    />
  );
}

function AttributeForm(props: {
  hotelId: number;
  row: Row | null;
  save: (input: AttributeInput) => Promise<Saved | null | undefined>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('room');
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: props.row?.name ?? '',
      description: props.row?.description ?? '',
      active: props.row?.active ?? true,
    },
    validate: { name: (value: string) => (value.trim() ? null : t('refusal:NAME_REQUIRED')) },
    onSubmit: (values) =>
      props.save({
        hotelId: props.hotelId,
        name: values.name.trim(),
        description: values.description.trim(),
        active: values.active,
      }),
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
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

export const ViewTypesScreen = () => <RoomAttributesScreen kind="viewType" />;
export const AmenitiesScreen = () => <RoomAttributesScreen kind="amenity" />;
export const RoomAreasScreen = () => <RoomAttributesScreen kind="roomArea" />;
