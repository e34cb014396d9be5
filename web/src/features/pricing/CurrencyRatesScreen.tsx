// /currency-rates/currency-exchange (CURRENCY_RATE): how many LKR one USD, BTC or ETH is worth from a
// start date on — searched by currency prefix, sorted by start date (operations §3). A rate is more
// than zero. The price check shows its total in the other currencies at these rates.

import { NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  useCreateCurrencyRateMutation,
  useDeleteCurrencyRateMutation,
  useUpdateCurrencyRateMutation,
  type CurrencyRateFieldsFragment,
} from '../../graphql/hooks.gen';
import { ExchangeCurrency } from '../../graphql/schema-enums.gen';
import { FormActions, useEntityForm } from '../../ui/form';
import { formatDate, formatNumber } from '../../ui/format';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { currencyRatesList } from './lists';
import { FrontOffice } from '../room/front-office';

type Row = CurrencyRateFieldsFragment;

export function CurrencyRatesScreen() {
  return <FrontOffice>{(hotel) => <Rates hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Rates({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const list = useList(currencyRatesList);
  const [remove] = useDeleteCurrencyRateMutation();
  return (
    <ListScreen<Row>
      ns="pricing"
      title={t('currency.title')}
      description={t('currency.description')}
      feature="CURRENCY_RATE"
      list={list}
      columns={[
        {
          key: 'currency',
          header: 'currency.currency',
          sortable: true,
          sortField: 'currencyPrefix',
          searchable: true,
          width: 140,
        },
        {
          key: 'rate',
          header: 'currency.rate',
          sortable: true,
          align: 'right',
          render: (row) => `LKR ${formatNumber(row.rate)}`,
        },
        {
          key: 'startDate',
          header: 'currency.startDate',
          sortable: true,
          width: 170,
          render: (row) => formatDate(row.startDate),
        },
      ]}
      rowLabel={(row) => `${row.currency} ${row.startDate}`}
      remove={async (row) => (await remove({ variables: { hotelId, id: row.id } })).data?.deleteCurrencyRate}
      createTitle={t('currency.create')}
      editTitle={t('currency.edit')}
      form={({ row, close, saved }) => <RateForm hotelId={hotelId} row={row} onCancel={close} onSaved={saved} />}
    />
  );
}

function RateForm(props: { hotelId: number; row: Row | null; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation('pricing');
  const { row } = props;
  const [create] = useCreateCurrencyRateMutation();
  const [update] = useUpdateCurrencyRateMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      currency: (row?.currency ?? ExchangeCurrency.USD) as ExchangeCurrency,
      rate: (row?.rate ?? '') as number | string,
      startDate: row?.startDate ?? (null as string | null),
    },
    validate: {
      rate: (value) => (value !== '' && Number(value) > 0 ? null : t('refusal:EXCHANGE_RATE_NOT_POSITIVE')),
      startDate: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
    },
    onSubmit: async (values) => {
      const input = {
        hotelId: props.hotelId,
        currency: values.currency,
        rate: Number(values.rate),
        startDate: values.startDate!,
      };
      if (row) return (await update({ variables: { id: row.id, input } })).data?.updateCurrencyRate;
      return (await create({ variables: { input } })).data?.createCurrencyRate;
    },
    successMessage: (result) => result?.message,
    onSuccess: props.onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <Select
            label={t('currency.currency')}
            required
            allowDeselect={false}
            data={Object.values(ExchangeCurrency)}
            {...form.getInputProps('currency')}
          />
          <DateInput
            label={t('currency.startDate')}
            required
            valueFormat="YYYY-MM-DD"
            {...form.getInputProps('startDate')}
          />
        </SimpleGrid>
        <NumberInput
          label={t('currency.rate')}
          description={t('currency.rateHint', { currency: form.values.currency })}
          required
          min={0}
          decimalScale={8}
          leftSection="LKR"
          leftSectionWidth={48}
          hideControls
          {...form.getInputProps('rate')}
        />
        <FormActions submitting={submitting} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
