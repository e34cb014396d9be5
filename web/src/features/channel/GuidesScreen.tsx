// /channel/guide and /channel/driver (CHANNEL): the people who bring guests to the hotel, with their
// contact and the commission they earn. One screen, two lists.

import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalPhoneNumber } from '@hotel/domain';
import {
  useCreateGuideMutation,
  useDeleteGuideMutation,
  useUpdateGuideMutation,
  type GuideFieldsFragment,
} from '../../graphql/hooks.gen';
import { GuideKind } from '../../graphql/schema-enums.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatPercent } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { guidesLists } from './lists';
import { StateBadge, stateText } from '../room/components/StateBadge';
import { FrontOffice } from '../room/front-office';

type Row = GuideFieldsFragment;

export function GuidesScreen({ kind }: { kind: GuideKind }) {
  return <FrontOffice>{(hotel) => <Guides key={kind} kind={kind} hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Guides({ kind, hotelId }: { kind: GuideKind; hotelId: number }) {
  const { t } = useTranslation('channel');
  const list = useList(guidesLists[kind]);
  const [remove] = useDeleteGuideMutation();
  const k = kind === GuideKind.GUIDE ? 'guide' : 'driver';
  return (
    <ListScreen<Row>
      ns="channel"
      title={t(`${k}.title`)}
      description={t(`${k}.description`)}
      feature="CHANNEL"
      list={list}
      columns={[
        { key: 'name', header: 'guide.name', sortable: true, searchable: true },
        { key: 'phone', header: 'guide.phone', width: 170 },
        { key: 'email', header: 'guide.email' },
        { key: 'licenseNumber', header: `${k}.licenseNumber`, width: 160 },
        {
          key: 'commissionPercent',
          header: 'guide.commission',
          sortable: true,
          align: 'right',
          width: 130,
          render: (row) => formatPercent(row.commissionPercent),
        },
        {
          key: 'active',
          header: 'guide.state',
          width: 110,
          render: (row) => <StateBadge active={row.active} />,
          exportValue: (row) => stateText(t, row.active),
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, kind, id: row.id } })).data?.deleteGuide}
      createTitle={t(`${k}.create`)}
      editTitle={t(`${k}.edit`)}
      form={({ row, close, saved }) => (
        <GuideForm hotelId={hotelId} kind={kind} row={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}

function GuideForm(props: {
  hotelId: number;
  kind: GuideKind;
  row: Row | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('channel');
  const { row, kind } = props;
  const k = kind === GuideKind.GUIDE ? 'guide' : 'driver';
  const [create] = useCreateGuideMutation();
  const [update] = useUpdateGuideMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      phone: row?.phone ?? '',
      email: row?.email ?? '',
      licenseNumber: row?.licenseNumber ?? '',
      commissionPercent: (row?.commissionPercent ?? 0) as number | string,
      active: row?.active ?? true,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      phone: (value) => (optionalPhoneNumber(value) ? t('refusal:INVALID_PHONE_NUMBER') : null),
      commissionPercent: (value) =>
        value !== '' && Number(value) >= 0 && Number(value) <= 100 ? null : t('refusal:COMMISSION_RANGE'),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        kind,
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        licenseNumber: values.licenseNumber.trim(),
        commissionPercent: Number(values.commissionPercent),
        active: values.active,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateGuide;
      return (await create({ variables: { input } })).data?.createGuide;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('guide.name')} required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <SimpleGrid cols={2}>
          <TextInput label={t('guide.phone')} maxLength={20} inputMode="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('guide.email')} maxLength={254} type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <SimpleGrid cols={2}>
          <TextInput label={t(`${k}.licenseNumber`)} maxLength={40} {...form.getInputProps('licenseNumber')} />
          <NumberInput
            label={t('guide.commission')}
            min={0}
            max={100}
            decimalScale={2}
            rightSection="%"
            {...form.getInputProps('commissionPercent')}
          />
        </SimpleGrid>
        <Switch label={t('guide.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

export const TourGuidesScreen = () => <GuidesScreen kind={GuideKind.GUIDE} />;
export const DriversScreen = () => <GuidesScreen kind={GuideKind.DRIVER} />;
