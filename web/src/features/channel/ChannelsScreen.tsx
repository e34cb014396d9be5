// /channel/new-channel (CHANNEL): the hotel's sales channels of type OTA, TA, WEB and DIRECT, searched
// as the spec says (paged, newest first, by code, name, country, type and status). A channel added as
// a request (NEW_PENDING) waits in the bell for the hotel's answer; a channel with prices is kept.

import { Badge, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useCreateChannelMutation,
  useDeleteChannelMutation,
  useUpdateChannelMutation,
  type ChannelFieldsFragment,
} from '../../graphql/hooks.gen';
import { ChannelStatus, ChannelType } from '../../graphql/schema-enums.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { channelsList } from './lists';
import { FrontOffice } from '../room/front-office';
import { useSession } from '../../session/session';

type Row = ChannelFieldsFragment;
const STATUS_COLOUR: Record<ChannelStatus, string> = {
  NEW_PENDING: 'orange',
  ACTIVE: 'teal',
  REJECTED: 'red',
  INACTIVE: 'gray',
};

export function ChannelsScreen() {
  return <FrontOffice>{(hotel) => <Channels hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Channels({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('channel');
  const list = useList(channelsList);
  const [remove] = useDeleteChannelMutation();
  const filterSelect = (key: 'channelType' | 'status', values: readonly string[]) => (
    <Select
      aria-label={t(`channel.${key}`)}
      placeholder={t(`channel.${key}`)}
      clearable
      w={170}
      data={values.map((value) => ({ value, label: t(`${key}.${value}`) }))}
      value={list.table.state.filters[key] ?? null}
      onChange={(value) => list.table.setFilter(key, value ?? '')}
    />
  );
  return (
    <ListScreen<Row>
      ns="channel"
      title={t('channel.title')}
      description={t('channel.description')}
      feature="CHANNEL"
      list={list}
      toolbarActions={
        <Group gap="xs">
          {filterSelect('channelType', Object.values(ChannelType))}
          {filterSelect('status', Object.values(ChannelStatus))}
        </Group>
      }
      columns={[
        { key: 'code', header: 'channel.code', sortable: true, searchable: true, width: 110 },
        { key: 'name', header: 'channel.name', sortable: true, searchable: true },
        { key: 'country', header: 'channel.country', searchable: true },
        {
          key: 'channelType',
          header: 'channel.channelType',
          width: 140,
          render: (row) => t(`channelType.${row.channelType}`),
          exportValue: (row) => row.channelType,
        },
        {
          key: 'status',
          header: 'channel.status',
          width: 150,
          render: (row) => (
            <Badge color={STATUS_COLOUR[row.status]} variant="light" size="sm">
              {t(`status.${row.status}`)}
            </Badge>
          ),
          exportValue: (row) => row.status,
        },
        {
          key: 'online',
          header: 'channel.online',
          width: 100,
          render: (row) => (row.online ? t('common.yes') : t('common.no')),
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteChannel}
      createTitle={t('channel.create')}
      editTitle={t('channel.edit')}
      form={({ row, close, saved }) => <ChannelForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function ChannelForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('channel');
  const { row } = props;
  const groupId = useSession().hotel?.groupId ?? row?.groupId ?? 0;
  const [create] = useCreateChannelMutation();
  const [update] = useUpdateChannelMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      code: row?.code ?? '',
      name: row?.name ?? '',
      country: row?.country ?? '',
      channelType: (row?.channelType ?? null) as ChannelType | null,
      status: (row?.status ?? ChannelStatus.ACTIVE) as ChannelStatus,
    },
    validate: {
      code: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')),
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      channelType: (value) => (value ? null : t('refusal:REQUIRED_FIELD')),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        groupId: row?.groupId ?? groupId,
        code: values.code.trim(),
        name: values.name.trim(),
        country: values.country.trim(),
        channelType: values.channelType!,
        status: values.status,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateChannel;
      return (await create({ variables: { input } })).data?.createChannel;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <TextInput label={t('channel.code')} required maxLength={20} data-autofocus {...form.getInputProps('code')} />
          <Select
            label={t('channel.channelType')}
            required
            data={Object.values(ChannelType).map((value) => ({ value, label: t(`channelType.${value}`) }))}
            {...form.getInputProps('channelType')}
          />
        </SimpleGrid>
        <TextInput label={t('channel.name')} required maxLength={120} {...form.getInputProps('name')} />
        <TextInput label={t('channel.country')} maxLength={80} {...form.getInputProps('country')} />
        <Select
          label={t('channel.status')}
          description={t('channel.statusHint')}
          allowDeselect={false}
          data={Object.values(ChannelStatus).map((value) => ({ value, label: t(`status.${value}`) }))}
          {...form.getInputProps('status')}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
