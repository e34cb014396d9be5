// Records a receipt: the stay it is taken for, the method (cash, card or bank transfer), the amount
// (above 0, two decimals) and a reference (the card slip or transfer). A card receipt waits PENDING
// until authorised; cash and a transfer are authorised at once.

import { useState } from 'react';
import { SegmentedControl, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money, PAYMENT_METHODS, type PaymentMethod } from '@hotel/domain';
import { useRecordReceiptMutation, type ReservationRowFieldsFragment } from '../../../graphql/hooks.gen';
import { FormActions, MoneyInput, compactErrors, useEntityForm, useFieldRules } from '../../../ui/form';
import { ReservationFinder } from './ReservationFinder';

interface ReceiptValues {
  reservationId: string;
  paymentMethod: PaymentMethod;
  amount: string;
  reference: string;
}

export function ReceiptForm({
  hotelId,
  onSaved,
  onCancel,
}: {
  hotelId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('receipt');
  const rules = useFieldRules();
  const [stay, setStay] = useState<ReservationRowFieldsFragment | null>(null);
  const [record] = useRecordReceiptMutation();
  const { form, submit, submitting } = useEntityForm<ReceiptValues, { message: string } | undefined>({
    initialValues: { reservationId: '', paymentMethod: 'CASH', amount: '', reference: '' },
    validate: (values) =>
      compactErrors({
        reservationId: rules.required(values.reservationId),
        amount:
          rules.required(values.amount) ??
          (Money.parse(values.amount, 'LKR')?.isPositive() ? null : t('refusal:RECEIPT_AMOUNT_NOT_POSITIVE')),
      }),
    onSubmit: async (values) =>
      (
        await record({
          variables: {
            input: {
              hotelId,
              reservationId: Number(values.reservationId),
              paymentMethod: values.paymentMethod,
              amount: Money.parse(values.amount, stay?.currency === 'USD' ? 'USD' : 'LKR')!.toWire(),
              reference: values.reference.trim(),
            },
          },
        })
      ).data?.recordReceipt,
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ReservationFinder
          hotelId={hotelId}
          value={stay}
          error={form.errors['reservationId'] as string | undefined}
          onPick={(picked) => {
            setStay(picked);
            form.setFieldValue('reservationId', picked ? String(picked.id) : '');
          }}
        />
        <Input.Wrapper label={t('fields.paymentMethod')} withAsterisk>
          <SegmentedControl
            mt={4}
            display="flex"
            aria-label={t('fields.paymentMethod')}
            data={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))}
            {...form.getInputProps('paymentMethod')}
          />
        </Input.Wrapper>
        <MoneyInput
          label={t('fields.amount')}
          required
          w={240}
          currency={stay?.currency ?? undefined}
          {...form.getInputProps('amount')}
        />
        <TextInput label={t('fields.reference')} maxLength={80} {...form.getInputProps('reference')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
