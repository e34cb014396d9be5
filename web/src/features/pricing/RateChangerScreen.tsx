// /room/online-rate-changer (ROOM): raise or lower the prices of the channels that sell online (or the
// ones picked) for a date range, by a percentage or by an amount in LKR and in USD. The change is
// previewed night by night — the price now, the rule that sets it, the price after — before it is
// saved; saving writes each changed night as a day price.

import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  useApplyRateChangeMutation,
  usePriceChoicesQuery,
  useRateChangePreviewLazyQuery,
  type RateChangeInput,
} from '../../graphql/hooks.gen';
import { RateChangeDirection, RateChangeType } from '../../graphql/schema-enums.gen';
import { useCan } from '../../session/permissions';
import { MoneyInput, PercentInput, useEntityForm } from '../../ui/form';
import { formatDate } from '../../ui/format';
import { FrontOffice } from '../room/front-office';
import { formatIn } from './money';

/** Rows of the preview shown on screen; the count says how many the change writes. */
const SHOWN = 200;

export function RateChangerScreen() {
  return <FrontOffice>{(hotel) => <RateChanger hotelId={hotel.hotelId} />}</FrontOffice>;
}

interface Values {
  fromDate: string | null;
  toDate: string | null;
  channelIds: string[];
  roomTypeIds: string[];
  direction: RateChangeDirection;
  changeType: RateChangeType;
  percent: number | string;
  residentAmount: string;
  nonResidentAmount: string;
}

function RateChanger({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const choices = usePriceChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [preview, previewed] = useRateChangePreviewLazyQuery({ fetchPolicy: 'network-only' });
  const [apply] = useApplyRateChangeMutation();
  const canSave = useCan('ROOM', 'EDIT');
  // Which button sent the form: read when the submit runs, so no render sits in between.
  const mode = useRef<'preview' | 'save'>('preview');
  const [pressed, setPressed] = useState<'preview' | 'save'>('preview');
  const press = (which: 'preview' | 'save') => {
    mode.current = which;
    setPressed(which);
  };
  const toInput = (v: Values): RateChangeInput => ({
    hotelId,
    fromDate: v.fromDate!,
    toDate: v.toDate!,
    channelIds: v.channelIds.map(Number),
    roomTypeIds: v.roomTypeIds.map(Number),
    direction: v.direction,
    changeType: v.changeType,
    percent: v.changeType === 'PERCENTAGE' ? Number(v.percent) : null,
    residentAmount: v.changeType === 'AMOUNT' ? Number(v.residentAmount) : null,
    nonResidentAmount: v.changeType === 'AMOUNT' ? Number(v.nonResidentAmount) : null,
  });
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | null | undefined>({
    initialValues: {
      fromDate: null,
      toDate: null,
      channelIds: [],
      roomTypeIds: [],
      direction: RateChangeDirection.RAISE,
      changeType: RateChangeType.PERCENTAGE,
      percent: 10,
      residentAmount: '',
      nonResidentAmount: '',
    },
    validate: {
      fromDate: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      toDate: (value, values) =>
        !value
          ? t('refusal:DATE_REQUIRED')
          : values.fromDate && value < values.fromDate
            ? t('refusal:END_BEFORE_START')
            : null,
      percent: (value, values) =>
        values.changeType === 'PERCENTAGE' && !(Number(value) > 0) ? t('refusal:RATE_CHANGE_VALUE_REQUIRED') : null,
      residentAmount: (value, values) =>
        values.changeType === 'AMOUNT' && value === '' ? t('refusal:RATE_CHANGE_VALUE_REQUIRED') : null,
      nonResidentAmount: (value, values) =>
        values.changeType === 'AMOUNT' && value === '' ? t('refusal:RATE_CHANGE_VALUE_REQUIRED') : null,
    },
    onSubmit: async (values) => {
      if (mode.current === 'save')
        return (await apply({ variables: { input: toInput(values) } })).data?.applyRateChange;
      const answer = await preview({ variables: { input: toInput(values) } });
      if (answer.error) throw answer.error;
      return null;
    },
    successMessage: (result) => result?.message,
    onSuccess: () => {
      if (mode.current === 'save') void previewed.refetch();
    },
  });
  const rows = previewed.data?.rateChangePreview ?? [];
  const named = (items: readonly { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const amount = form.values.changeType === 'AMOUNT';
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <div>
              <Title order={2}>{t('rateChanger.title')}</Title>
              <Text size="sm" c="dimmed">
                {t('rateChanger.description')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateInput
                label={t('rateChanger.fromDate')}
                required
                valueFormat="YYYY-MM-DD"
                {...form.getInputProps('fromDate')}
              />
              <DateInput
                label={t('rateChanger.toDate')}
                required
                valueFormat="YYYY-MM-DD"
                {...form.getInputProps('toDate')}
              />
              <MultiSelect
                label={t('rateChanger.channels')}
                placeholder={t('rateChanger.onlineChannels')}
                data={named(choices.data?.channels.items)}
                {...form.getInputProps('channelIds')}
              />
              <MultiSelect
                label={t('rateChanger.roomTypes')}
                placeholder={t('rateChanger.allRoomTypes')}
                data={named(choices.data?.roomTypes.items)}
                {...form.getInputProps('roomTypeIds')}
              />
            </SimpleGrid>
            <Group align="flex-end" gap="md">
              <SegmentedControl
                data={[
                  { value: RateChangeDirection.RAISE, label: t('rateChanger.raise') },
                  { value: RateChangeDirection.LOWER, label: t('rateChanger.lower') },
                ]}
                {...form.getInputProps('direction')}
              />
              <SegmentedControl
                data={[
                  { value: RateChangeType.PERCENTAGE, label: t('rateChanger.byPercentage') },
                  { value: RateChangeType.AMOUNT, label: t('rateChanger.byAmount') },
                ]}
                {...form.getInputProps('changeType')}
              />
              {amount ? (
                <>
                  <MoneyInput
                    label={t('rateChanger.residentAmount')}
                    currency="LKR"
                    w={180}
                    {...form.getInputProps('residentAmount')}
                  />
                  <MoneyInput
                    label={t('rateChanger.nonResidentAmount')}
                    currency="USD"
                    w={180}
                    {...form.getInputProps('nonResidentAmount')}
                  />
                </>
              ) : (
                <PercentInput label={t('rateChanger.percent')} w={140} {...form.getInputProps('percent')} />
              )}
            </Group>
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="light"
                loading={submitting && pressed === 'preview'}
                onClick={() => press('preview')}
              >
                {t('rateChanger.preview')}
              </Button>
              {canSave && (
                <Button
                  type="submit"
                  disabled={rows.length === 0}
                  loading={submitting && pressed === 'save'}
                  onClick={() => press('save')}
                >
                  {t('rateChanger.save')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Card>
      {rows.length > 0 && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('rateChanger.previewCount', { count: rows.length })}</Text>
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rateChanger.night')}</Table.Th>
                    <Table.Th>{t('price.channel')}</Table.Th>
                    <Table.Th>{t('price.roomType')}</Table.Th>
                    <Table.Th>{t('price.stayType')}</Table.Th>
                    <Table.Th>{t('check.rule')}</Table.Th>
                    <Table.Th ta="right">{t('price.residentRate')}</Table.Th>
                    <Table.Th ta="right">{t('price.nonResidentRate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.slice(0, SHOWN).map((row) => (
                    <Table.Tr key={`${row.date}-${row.channel.id}-${row.stayType.id}`}>
                      <Table.Td>{formatDate(row.date)}</Table.Td>
                      <Table.Td>{row.channel.name}</Table.Td>
                      <Table.Td>{row.roomType.name}</Table.Td>
                      <Table.Td>{row.stayType.name}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" size="sm">
                          {t(`rule.${row.rule}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatIn('LKR', row.residentRate)} → {formatIn('LKR', row.newResidentRate)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatIn('USD', row.nonResidentRate)} → {formatIn('USD', row.newNonResidentRate)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {rows.length > SHOWN && (
              <Text size="sm" c="dimmed">
                {t('rateChanger.more', { count: rows.length - SHOWN })}
              </Text>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
