// /childPolicy/child-policy (CHILD_POLICY) and /managereservation/cancellation-policy
// (CANCELLATION_POLICY): how a hotel charges children — age bands that never overlap: free, a child
// rate (a share of the room rate) or as an adult from an age on — and what cancelling costs, by days
// before arrival and for a no-show. Each policy starts on a date; the one in force is marked.

import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  useCancellationPoliciesQuery,
  useChildPoliciesQuery,
  useCreateCancellationPolicyMutation,
  useCreateChildPolicyMutation,
  useDeleteCancellationPolicyMutation,
  useDeleteChildPolicyMutation,
  usePriceChoicesQuery,
  useUpdateCancellationPolicyMutation,
  useUpdateChildPolicyMutation,
  type CancellationPolicyFieldsFragment,
  type ChildPolicyFieldsFragment,
} from '../../graphql/hooks.gen';
import { ChildCharge } from '../../graphql/schema-enums.gen';
import { FormActions, PercentInput, useEntityForm } from '../../ui/form';
import { formatDate, formatPercent } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import type { DataTableColumn } from '../../ui/data-table/types';
import { useWholeList } from '../../ui/data-table/use-list';
import { FrontOffice } from '../room/front-office';

type ChildRow = ChildPolicyFieldsFragment;
type CancellationRow = CancellationPolicyFieldsFragment;

function InForce({ current }: { current: boolean }) {
  const { t } = useTranslation('pricing');
  return current ? (
    <Badge color="teal" variant="light" size="sm">
      {t('policy.inForce')}
    </Badge>
  ) : null;
}

/** The name (marked when in force) and start columns every policy list opens with. */
function policyColumns<Row extends { id: number; name: string; validFrom: string }>(
  currentId: number | null,
): DataTableColumn<Row>[] {
  return [
    {
      key: 'name',
      header: 'policy.name',
      render: (row) => (
        <Group gap="xs">
          {row.name}
          <InForce current={row.id === currentId} />
        </Group>
      ),
      exportValue: (row) => row.name,
    },
    { key: 'validFrom', header: 'policy.validFrom', width: 150, render: (row) => formatDate(row.validFrom) },
  ];
}

/** A policy's lines (age bands, cancellation tiers): each with its remove button, then Add. */
function PolicyLines(props: {
  title: string;
  error: ReactNode;
  count: number;
  line: (index: number) => ReactNode;
  removeLabel: string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      <Text size="sm" fw={500}>
        {props.title}
      </Text>
      {typeof props.error === 'string' && (
        <Text size="sm" c="red">
          {props.error}
        </Text>
      )}
      {Array.from({ length: props.count }, (_, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          {props.line(index)}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={props.removeLabel}
            onClick={() => props.onRemove(index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={props.onAdd} w="fit-content">
        {props.addLabel}
      </Button>
    </>
  );
}

/** The name and start date every policy form opens with, beside `second`. */
function PolicyHead(props: {
  name: ReturnType<UseFormReturnType<{ name: string }>['getInputProps']>;
  validFrom: ReturnType<UseFormReturnType<{ validFrom: string | null }>['getInputProps']>;
  second: ReactNode;
}) {
  const { t } = useTranslation('pricing');
  return (
    <>
      <TextInput label={t('policy.name')} required maxLength={80} data-autofocus {...props.name} />
      <SimpleGrid cols={2}>
        <DateInput label={t('policy.validFrom')} required valueFormat="YYYY-MM-DD" {...props.validFrom} />
        {props.second}
      </SimpleGrid>
    </>
  );
}

export function ChildPolicyScreen() {
  return <FrontOffice>{(hotel) => <ChildPolicies hotelId={hotel.hotelId} />}</FrontOffice>;
}

function ChildPolicies({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const query = useChildPoliciesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteChildPolicyMutation();
  const rows = query.data?.childPolicies ?? [];
  const list = useWholeList({ rows, loading: query.loading, error: query.error, refetch: () => query.refetch() });
  const currentId = query.data?.currentChildPolicy?.id ?? null;
  const band = (b: ChildRow['bands'][number]) =>
    `${b.fromAge}–${b.toAge}: ${t(`charge.${b.charge}`)}${b.charge === 'CHILD_RATE' ? ` ${formatPercent(b.ratePercent)}` : ''}`;
  return (
    <ListScreen<ChildRow>
      ns="pricing"
      title={t('child.title')}
      description={t('child.description')}
      feature="CHILD_POLICY"
      list={list}
      columns={[
        ...policyColumns<ChildRow>(currentId),
        {
          key: 'roomType',
          header: 'child.for',
          render: (row) => row.roomType?.name ?? t('child.wholeHotel'),
          exportValue: (row) => row.roomType?.name ?? '',
        },
        {
          key: 'bands',
          header: 'child.bands',
          render: (row) => (
            <Stack gap={0}>
              {row.bands.map((b) => (
                <Text key={b.fromAge} size="sm">
                  {band(b)}
                </Text>
              ))}
            </Stack>
          ),
          exportValue: (row) => row.bands.map(band).join('; '),
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteChildPolicy}
      createTitle={t('child.create')}
      editTitle={t('child.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) => <ChildPolicyForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

interface BandValue {
  fromAge: number | string;
  toAge: number | string;
  charge: ChildCharge;
  ratePercent: number | string;
}

function ChildPolicyForm(props: { hotelId: number; row: ChildRow | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('pricing');
  const { row } = props;
  const choices = usePriceChoicesQuery({ variables: { hotelId: props.hotelId }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateChildPolicyMutation();
  const [update] = useUpdateChildPolicyMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      validFrom: row?.validFrom ?? (null as string | null),
      roomTypeId: row?.roomType ? String(row.roomType.id) : (null as string | null),
      bands: (row?.bands.map((b) => ({ ...b })) ?? [
        { fromAge: 0, toAge: 5, charge: ChildCharge.FREE, ratePercent: 0 },
        { fromAge: 6, toAge: 11, charge: ChildCharge.CHILD_RATE, ratePercent: 50 },
      ]) as BandValue[],
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      validFrom: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      bands: {
        fromAge: (value) =>
          Number.isInteger(Number(value)) && value !== '' && Number(value) >= 0 && Number(value) <= 17
            ? null
            : t('refusal:AGE_RANGE'),
        toAge: (value, values, path) => {
          const index = Number(path.split('.')[1]);
          const from = Number(values.bands[index]?.fromAge);
          if (!(Number.isInteger(Number(value)) && value !== '' && Number(value) >= 0 && Number(value) <= 17))
            return t('refusal:AGE_RANGE');
          return Number(value) < from ? t('refusal:AGE_BAND_ORDER') : null;
        },
      },
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        validFrom: values.validFrom!,
        roomTypeId: values.roomTypeId ? Number(values.roomTypeId) : null,
        bands: values.bands.map((b) => ({
          fromAge: Number(b.fromAge),
          toAge: Number(b.toAge),
          charge: b.charge,
          ratePercent: b.charge === 'CHILD_RATE' ? Number(b.ratePercent) : 0,
        })),
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateChildPolicy;
      return (await create({ variables: { input } })).data?.createChildPolicy;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PolicyHead
          name={form.getInputProps('name')}
          validFrom={form.getInputProps('validFrom')}
          second={
            <Select
              label={t('child.for')}
              placeholder={t('child.wholeHotel')}
              clearable
              data={(choices.data?.roomTypes.items ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              {...form.getInputProps('roomTypeId')}
            />
          }
        />
        <PolicyLines
          title={t('child.bands')}
          error={form.errors['bands']}
          count={form.values.bands.length}
          removeLabel={t('child.removeBand')}
          onRemove={(index) => form.removeListItem('bands', index)}
          addLabel={t('child.addBand')}
          onAdd={() =>
            form.insertListItem('bands', { fromAge: 12, toAge: 17, charge: ChildCharge.ADULT, ratePercent: 0 })
          }
          line={(index) => (
            <>
              <NumberInput
                label={t('child.fromAge')}
                min={0}
                max={17}
                allowDecimal={false}
                w={90}
                {...form.getInputProps(`bands.${index}.fromAge`)}
              />
              <NumberInput
                label={t('child.toAge')}
                min={0}
                max={17}
                allowDecimal={false}
                w={90}
                {...form.getInputProps(`bands.${index}.toAge`)}
              />
              <Select
                label={t('child.charge')}
                allowDeselect={false}
                w={170}
                data={Object.values(ChildCharge).map((value) => ({ value, label: t(`charge.${value}`) }))}
                {...form.getInputProps(`bands.${index}.charge`)}
              />
              {form.values.bands[index]?.charge === 'CHILD_RATE' && (
                <PercentInput
                  label={t('child.ratePercent')}
                  w={110}
                  {...form.getInputProps(`bands.${index}.ratePercent`)}
                />
              )}
            </>
          )}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

export function CancellationPolicyScreen() {
  return <FrontOffice>{(hotel) => <CancellationPolicies hotelId={hotel.hotelId} />}</FrontOffice>;
}

function CancellationPolicies({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const query = useCancellationPoliciesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteCancellationPolicyMutation();
  const rows = query.data?.cancellationPolicies ?? [];
  const list = useWholeList({ rows, loading: query.loading, error: query.error, refetch: () => query.refetch() });
  const currentId = query.data?.currentCancellationPolicy?.id ?? null;
  const tier = (x: CancellationRow['tiers'][number]) =>
    t('cancellation.tierText', { days: x.minDaysBefore, percent: formatPercent(x.chargePercent) });
  return (
    <ListScreen<CancellationRow>
      ns="pricing"
      title={t('cancellation.title')}
      description={t('cancellation.description')}
      feature="CANCELLATION_POLICY"
      list={list}
      columns={[
        ...policyColumns<CancellationRow>(currentId),
        {
          key: 'tiers',
          header: 'cancellation.tiers',
          render: (row) => (
            <Stack gap={0}>
              {row.tiers.map((x) => (
                <Text key={x.minDaysBefore} size="sm">
                  {tier(x)}
                </Text>
              ))}
            </Stack>
          ),
          exportValue: (row) => row.tiers.map(tier).join('; '),
        },
        {
          key: 'noShowPercent',
          header: 'cancellation.noShow',
          align: 'right',
          width: 120,
          render: (row) => formatPercent(row.noShowPercent),
        },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteCancellationPolicy}
      createTitle={t('cancellation.create')}
      editTitle={t('cancellation.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) => (
        <CancellationForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}

function CancellationForm(props: {
  hotelId: number;
  row: CancellationRow | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('pricing');
  const { row } = props;
  const [create] = useCreateCancellationPolicyMutation();
  const [update] = useUpdateCancellationPolicyMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      name: row?.name ?? '',
      validFrom: row?.validFrom ?? (null as string | null),
      noShowPercent: (row?.noShowPercent ?? 100) as number | string,
      tiers: (row?.tiers.map((x) => ({ ...x })) ?? [
        { minDaysBefore: 15, chargePercent: 0 },
        { minDaysBefore: 7, chargePercent: 50 },
        { minDaysBefore: 0, chargePercent: 100 },
      ]) as { minDaysBefore: number | string; chargePercent: number | string }[],
    },
    validate: {
      name: (value) => (value.trim() ? null : t('refusal:NAME_REQUIRED')),
      validFrom: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      noShowPercent: (value) =>
        value !== '' && Number(value) >= 0 && Number(value) <= 100 ? null : t('refusal:PERCENT_RANGE'),
      tiers: {
        minDaysBefore: (value) =>
          value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= 365
            ? null
            : t('refusal:DAYS_BEFORE_RANGE'),
        chargePercent: (value) =>
          value !== '' && Number(value) >= 0 && Number(value) <= 100 ? null : t('refusal:PERCENT_RANGE'),
      },
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        name: values.name.trim(),
        validFrom: values.validFrom!,
        noShowPercent: Number(values.noShowPercent),
        tiers: values.tiers.map((x) => ({
          minDaysBefore: Number(x.minDaysBefore),
          chargePercent: Number(x.chargePercent),
        })),
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateCancellationPolicy;
      return (await create({ variables: { input } })).data?.createCancellationPolicy;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PolicyHead
          name={form.getInputProps('name')}
          validFrom={form.getInputProps('validFrom')}
          second={<PercentInput label={t('cancellation.noShow')} required {...form.getInputProps('noShowPercent')} />}
        />
        <PolicyLines
          title={t('cancellation.tiers')}
          error={form.errors['tiers']}
          count={form.values.tiers.length}
          removeLabel={t('cancellation.removeTier')}
          onRemove={(index) => form.removeListItem('tiers', index)}
          addLabel={t('cancellation.addTier')}
          onAdd={() => form.insertListItem('tiers', { minDaysBefore: 30, chargePercent: 0 })}
          line={(index) => (
            <>
              <NumberInput
                label={t('cancellation.minDaysBefore')}
                min={0}
                max={365}
                allowDecimal={false}
                w={200}
                {...form.getInputProps(`tiers.${index}.minDaysBefore`)}
              />
              <PercentInput
                label={t('cancellation.charge')}
                w={130}
                {...form.getInputProps(`tiers.${index}.chargePercent`)}
              />
            </>
          )}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
