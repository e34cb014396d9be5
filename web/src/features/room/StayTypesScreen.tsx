// /room/stay-type (ROOM): each room type sold with a meal plan (RO room only, BB bed and breakfast,
// HB half board, FB full board — operations §9) and the adults and children it takes; searched by
// the spec's stay type filters. A stay type with prices cannot be deleted.

import { Badge, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateStayTypeMutation,
  useDeleteStayTypeMutation,
  useRoomChoicesQuery,
  useUpdateStayTypeMutation,
  type StayTypeFieldsFragment,
} from '../../graphql/hooks.gen';
import { MealPlan } from '../../graphql/schema-enums.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { stayTypesList } from './lists';
import { stateColumn } from './components/StateBadge';
import { FrontOffice } from './front-office';

type Row = StayTypeFieldsFragment;
type Plan = MealPlan;

export function StayTypesScreen() {
  return <FrontOffice>{(hotel) => <StayTypes hotelId={hotel.hotelId} />}</FrontOffice>;
}

function StayTypes({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('room');
  const list = useList(stayTypesList);
  const [remove] = useDeleteStayTypeMutation();
  return (
    <ListScreen<Row>
      ns="room"
      title={t('stayType.title')}
      description={t('stayType.description')}
      feature="ROOM"
      list={list}
      columns={[
        {
          key: 'roomTypeName',
          header: 'room.roomType',
          sortable: true,
          searchable: true,
          render: (row) => row.roomType.name,
          exportValue: (row) => row.roomType.name,
        },
        { key: 'name', header: 'stayType.name', sortable: true, sortField: 'stayType', searchable: true },
        {
          key: 'mealPlan',
          header: 'stayType.mealPlan',
          sortable: true,
          width: 220,
          // The code in a badge and the plan's name as text: a badge in capitals cut the name short.
          render: (row) => (
            <Group gap={6} wrap="nowrap">
              <Badge variant="light" size="sm">
                {row.mealPlan}
              </Badge>
              <Text size="sm">{t(`mealPlan.${row.mealPlan}`)}</Text>
            </Group>
          ),
          exportValue: (row) => row.mealPlan,
        },
        { key: 'maxAdults', header: 'common.maxAdults', sortable: true, align: 'right', width: 120 },
        { key: 'maxChildren', header: 'common.maxChildren', sortable: true, align: 'right', width: 130 },
        { key: 'description', header: 'common.description' },
        stateColumn<Row>(t),
      ]}
      rowLabel={(row) => `${row.roomType.name} · ${row.name}`}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteStayType}
      createTitle={t('stayType.create')}
      editTitle={t('stayType.edit')}
      form={({ row, close, saved }) => <StayTypeForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function StayTypeForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('room');
  const { row } = props;
  const choices = useRoomChoicesQuery({ variables: { hotelId: props.hotelId }, fetchPolicy: 'cache-and-network' });
  const types = choices.data?.roomTypes.items ?? [];
  const [create] = useCreateStayTypeMutation();
  const [update] = useUpdateStayTypeMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      roomTypeId: row ? String(row.roomType.id) : (null as string | null),
      name: row?.name ?? '',
      mealPlan: (row?.mealPlan ?? null) as Plan | null,
      maxAdults: (row?.maxAdults ?? 2) as number | string,
      maxChildren: (row?.maxChildren ?? 1) as number | string,
      description: row?.description ?? '',
      active: row?.active ?? true,
    },
    validate: {
      roomTypeId: (value) => (value ? null : t('refusal:ROOM_TYPE_REQUIRED')),
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      mealPlan: (value) => (value ? null : t('refusal:MEAL_PLAN_REQUIRED')),
      maxAdults: (value) => (Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:ADULTS_RANGE')),
      maxChildren: (value) =>
        value !== '' && Number(value) >= 0 && Number(value) <= 20 ? null : t('refusal:CHILDREN_RANGE'),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        roomTypeId: Number(values.roomTypeId),
        name: values.name.trim(),
        mealPlan: values.mealPlan!,
        maxAdults: Number(values.maxAdults),
        maxChildren: Number(values.maxChildren),
        description: values.description.trim(),
        active: values.active,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateStayType;
      return (await create({ variables: { input } })).data?.createStayType;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  const pickType = (value: string | null) => {
    form.setFieldValue('roomTypeId', value);
    const type = types.find((candidate) => String(candidate.id) === value);
    if (type && !row) {
      form.setFieldValue('maxAdults', type.maxAdults);
      form.setFieldValue('maxChildren', type.maxChildren);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('room.roomType')}
          required
          disabled={Boolean(row)}
          data={types.map((type) => ({ value: String(type.id), label: type.name }))}
          {...form.getInputProps('roomTypeId')}
          onChange={pickType}
        />
        <TextInput label={t('stayType.name')} required maxLength={60} data-autofocus {...form.getInputProps('name')} />
        <Select
          label={t('stayType.mealPlan')}
          required
          data={Object.values(MealPlan).map((plan) => ({ value: plan, label: `${plan} · ${t(`mealPlan.${plan}`)}` }))}
          {...form.getInputProps('mealPlan')}
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
