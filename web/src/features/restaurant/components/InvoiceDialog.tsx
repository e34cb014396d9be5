// Prepare Invoice (operations §2): payment type, 'Vat register customer ?' with the VAT customer
// form, the bill, Print bill (the bill before payment, with the customer typed in: issue 10), and
// Proceed (which completes the payment).

import { useState } from 'react';
import { Button, Checkbox, Divider, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hotel/domain';
import type { PaymentMethod } from '../../../graphql/hooks.gen';
import { BillSummary, type OrderBill } from './BillSummary';

export interface VatCustomer {
  name: string;
  address: string;
  vatNumber: string;
  email: string;
}

export interface InvoiceDialogProps {
  opened: boolean;
  bill: OrderBill | null;
  /** The table's payment method (CASH or ROOM_BILL). */
  paymentMethod: PaymentMethod;
  /** The room charged when the table pays by room bill. */
  roomNumber: string | null;
  saving: boolean;
  printing: boolean;
  onClose: () => void;
  onPrintBill: (payment: InvoicePayment) => void;
  onProceed: (payment: InvoicePayment) => void;
}

export interface InvoicePayment {
  paymentMethod: PaymentMethod;
  vatCustomer: VatCustomer | null;
}

const EMPTY_CUSTOMER: VatCustomer = { name: '', address: '', vatNumber: '', email: '' };

export function InvoiceDialog(props: InvoiceDialogProps) {
  const { t } = useTranslation('restaurant');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    props.paymentMethod === 'ROOM_BILL' ? 'ROOM_BILL' : 'CASH',
  );
  const [vatRegistered, setVatRegistered] = useState(false);
  const [customer, setCustomer] = useState<VatCustomer>(EMPTY_CUSTOMER);
  const [submitted, setSubmitted] = useState(false);

  const required = (value: string) => (value.trim() === '' ? t('common:requiredField') : null);
  const errors: Record<keyof VatCustomer, string | null> = {
    name: required(customer.name),
    address: required(customer.address),
    vatNumber: required(customer.vatNumber),
    email: required(customer.email) ?? (isValidEmail(customer.email.trim()) ? null : t('common:notValidEmail')),
  };
  const invalid = vatRegistered && Object.values(errors).some(Boolean);
  /** The payment as chosen, once the VAT customer's details are complete; null shows what is missing. */
  const chosen = (): InvoicePayment | null => {
    setSubmitted(true);
    if (invalid) return null;
    return {
      paymentMethod,
      vatCustomer: vatRegistered
        ? {
            name: customer.name.trim(),
            address: customer.address.trim(),
            vatNumber: customer.vatNumber.trim(),
            email: customer.email.trim(),
          }
        : null,
    };
  };
  const field = (key: keyof VatCustomer, label: string) => (
    <TextInput
      label={label}
      value={customer[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setCustomer((current) => ({ ...current, [key]: value }));
      }}
      error={submitted ? errors[key] : null}
      withAsterisk
    />
  );

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('dialogs.invoice.title')}
      centered
      size="lg"
      transitionProps={{ duration: 300 }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const payment = chosen();
          if (payment) props.onProceed(payment);
        }}
      >
        <Stack>
          <Radio.Group
            label={t('dialogs.invoice.paymentType')}
            value={paymentMethod}
            onChange={(value) => setPaymentMethod(value as PaymentMethod)}
          >
            <Group mt="xs">
              <Radio value="CASH" label={t('order.cash')} />
              <Radio
                value="ROOM_BILL"
                label={props.roomNumber ? t('order.roomNumber', { number: props.roomNumber }) : t('order.room')}
                disabled={!props.roomNumber}
              />
            </Group>
          </Radio.Group>
          <Checkbox
            label={t('dialogs.invoice.vatCustomer')}
            checked={vatRegistered}
            onChange={(event) => setVatRegistered(event.currentTarget.checked)}
          />
          {vatRegistered && (
            <Stack gap="xs">
              {field('name', t('dialogs.invoice.name'))}
              {field('address', t('dialogs.invoice.address'))}
              {field('vatNumber', t('dialogs.invoice.vatNumber'))}
              {field('email', t('dialogs.invoice.email'))}
            </Stack>
          )}
          <Divider />
          <BillSummary bill={props.bill} serviceChargeRate={props.bill?.serviceChargeRate ?? 0} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.saving}>
              {t('dialogs.close')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={18} />}
              loading={props.printing}
              disabled={props.saving}
              onClick={() => {
                const payment = chosen();
                if (payment) props.onPrintBill(payment);
              }}
            >
              {t('dialogs.invoice.printBill')}
            </Button>
            <Button type="submit" color="green" loading={props.saving}>
              {t('dialogs.invoice.proceed')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
