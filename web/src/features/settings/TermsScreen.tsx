// Terms and conditions (/group-admin/term-condtion — the spec's spelling; TERM_CONDITION; designed):
// a hotel's terms in sequence, each for bookings, invoices, receipts or in general, edited in a
// drawer. Add/edit need WRITE, delete MAINTAIN.

import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCreateTermMutation,
  useSettingsDeleteTermMutation,
  useSettingsUpdateTermMutation,
  type SettingsTermFieldsFragment,
  type TermType,
} from '../../graphql/hooks.gen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions, useEntityForm, useFieldRules } from '../../ui/form';
import { SettingsListScreen } from './components/SettingsListScreen';
import { stateColumn } from './components/StateColumn';
import { termsList } from './lists';

type Row = SettingsTermFieldsFragment;
const TERM_TYPES: readonly TermType[] = ['BOOKING', 'INVOICE', 'RECEIPT', 'GENERAL'];

export function TermsScreen() {
  const { t } = useTranslation('settings');
  const list = useList(termsList);
  const [remove] = useSettingsDeleteTermMutation();
  const termType = (row: Row) => t(`terms.types.${row.termType}`);
  const active = (row: Row) => (row.active ? t('common.active') : t('common.inactive'));
  return (
    <SettingsListScreen<Row>
      list={list}
      ns="settings"
      title={t('terms.title')}
      description={t('terms.description')}
      feature="TERM_CONDITION"
      columns={[
        { key: 'sequence', header: 'terms.sequence', sortable: true, align: 'right', width: 110 },
        {
          key: 'title',
          header: 'terms.titleField',
          sortable: true,
          render: (row) => (
            <Stack gap={0}>
              <Text size="sm">{row.title}</Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {row.description}
              </Text>
            </Stack>
          ),
        },
        {
          key: 'termType',
          header: 'terms.type',
          sortable: true,
          render: termType,
          exportValue: termType,
          width: 150,
        },
        stateColumn(active),
      ]}
      rowLabel={(row) => row.title}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteTermCondition}
      createTitle={t('terms.create')}
      editTitle={t('terms.edit')}
      drawerSize="lg"
      form={({ row, close, saved }) =>
        list.scope && (
          <TermForm
            hotelId={list.scope.hotelId}
            term={row}
            // The next after the last one known: the page shows the highest when sorted by sequence.
            nextSequence={Math.max(list.total, ...list.rows.map((term) => term.sequence)) + 1}
            onCancel={close}
            onSaved={saved}
          />
        )
      }
    />
  );
}

interface TermFormProps {
  hotelId: number;
  term: Row | null;
  nextSequence: number;
  onSaved: () => void;
  onCancel: () => void;
}

interface TermValues {
  termType: TermType;
  title: string;
  description: string;
  sequence: number | string;
  active: boolean;
}

function TermForm({ hotelId, term, nextSequence, onSaved, onCancel }: TermFormProps) {
  const { t } = useTranslation('settings');
  const rules = useFieldRules();
  const [create] = useSettingsCreateTermMutation();
  const [update] = useSettingsUpdateTermMutation();
  const { form, submit, submitting } = useEntityForm<TermValues, { message: string } | undefined>({
    initialValues: {
      termType: term?.termType ?? 'GENERAL',
      title: term?.title ?? '',
      description: term?.description ?? '',
      sequence: term?.sequence ?? Math.min(nextSequence, 1000),
      active: term?.active ?? true,
    },
    validate: {
      title: rules.all(rules.required, rules.maxLength(200)),
      description: rules.all(rules.required, rules.maxLength(10_000)),
      sequence: rules.all(rules.required, rules.range(0, 1000)),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId,
        termType: values.termType,
        title: values.title.trim(),
        description: values.description.trim(),
        sequence: Number(values.sequence),
        active: values.active,
      };
      if (term) return (await update({ variables: { id: term.id, input } })).data?.updateTermCondition;
      return (await create({ variables: { input } })).data?.createTermCondition;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('terms.titleField')}
          required
          maxLength={200}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={2}>
          <Select
            label={t('terms.type')}
            data={TERM_TYPES.map((value) => ({ value, label: t(`terms.types.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('termType')}
          />
          <NumberInput
            label={t('terms.sequence')}
            min={0}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sequence')}
          />
        </SimpleGrid>
        <Textarea
          label={t('terms.text')}
          required
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('description')}
        />
        <Switch label={t('common.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
