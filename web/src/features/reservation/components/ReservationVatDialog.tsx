// The reservation VAT dialog (operations §2 Refund and VAT, §5 VAT registry): 'Reservation VAT
// Registry Information - {reference number}'; 'Vat not applicable' when the stay has no VAT, else
// the form (VAT email required and valid; VAT number, name, address 'Required field') with Close and
// Update, the update asked first ('Are you sure to update the vat details?'). A reader sees the
// details without the Update button. The details are kept in the hotel's VAT registry. A valid e-mail
// typed (debounced 600 ms, operations §9 Refund) or left (on blur, §5) is looked up in the registry; a
// customer found fills the VAT number, name and address.

import { Alert, Button, Center, Group, Loader, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hotel/domain';
import {
  ReservationVatLookupDocument,
  type ReservationVatLookupQuery,
  type ReservationVatLookupQueryVariables,
  useReservationVatQuery,
  useUpdateReservationVatMutation,
  type ReservationVatFieldsFragment,
} from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { confirm } from '../../../ui/confirm';
import { useVatEmailLookup } from '../../vat-registry/use-vat-email-lookup';
import { useEntityForm } from '../../../ui/form/use-entity-form';

export { VAT_LOOKUP_DEBOUNCE_MS } from '../../vat-registry/use-vat-email-lookup';

export interface ReservationVatDialogProps {
  hotelId: number;
  reservationId: number;
  refNumber: string;
  opened: boolean;
  canEdit: boolean;
  onClose: () => void;
}

export function ReservationVatDialog(props: ReservationVatDialogProps) {
  const { t } = useTranslation('reservation');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={t('vat.title', { refNumber: props.refNumber })}
      data-testid="reservation-vat-dialog"
    >
      {props.opened && <VatContent {...props} />}
    </Modal>
  );
}

function VatContent({ hotelId, reservationId, canEdit, onClose }: ReservationVatDialogProps) {
  const { t } = useTranslation(['reservation', 'common']);
  const { data, loading, error, refetch } = useReservationVatQuery({
    variables: { hotelId, id: reservationId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('common:states.loading')} />
      </Center>
    );
  }
  if (error || !data) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {errorMessage(error, t('vat.failed'))}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
          <Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>
        </Group>
      </Stack>
    );
  }
  const vat = data.reservationVat;
  if (!vat.vatApplicable) {
    return (
      <Stack>
        <Text data-testid="vat-not-applicable">{t('vat.notApplicable')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <VatForm hotelId={hotelId} vat={vat} canEdit={canEdit} onClose={onClose} />;
}

function VatForm(props: { hotelId: number; vat: ReservationVatFieldsFragment; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation(['reservation', 'common', 'refusal']);
  const [update] = useUpdateReservationVatMutation();
  const current = props.vat.vatRegistryResponse;
  const required = (value: string) => (value.trim() ? null : t('refusal:REQUIRED_FIELD'));
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      email: current?.email ?? '',
      vatNumber: current?.vatNumber ?? '',
      name: current?.name ?? '',
      address: current?.address ?? '',
    },
    validate: {
      email: (value: string) =>
        !value.trim() ? t('refusal:REQUIRED_FIELD') : isValidEmail(value.trim()) ? null : t('refusal:INVALID_EMAIL'),
      vatNumber: required,
      name: required,
      address: required,
    },
    onSubmit: async (values) => {
      if (!(await confirm({ message: t('vat.confirmUpdate') }))) return null;
      const input = {
        hotelId: props.hotelId,
        reservationId: props.vat.id,
        email: values.email.trim(),
        vatNumber: values.vatNumber.trim(),
        name: values.name.trim(),
        address: values.address.trim(),
      };
      return (await update({ variables: { input } })).data?.updateReservationVat ?? null;
    },
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) props.onClose();
    },
  });
  const readOnly = !props.canEdit;
  const client = useApolloClient();
  const lookup = useVatEmailLookup({
    enabled: !readOnly,
    current: () => form.getValues().email,
    find: async (email) => {
      const answer = await client.query<ReservationVatLookupQuery, ReservationVatLookupQueryVariables>({
        query: ReservationVatLookupDocument,
        variables: { hotelId: props.hotelId, email },
        fetchPolicy: 'network-only',
      });
      return answer.data?.reservationVatLookup ?? null;
    },
    onFound: (entry) => form.setValues({ vatNumber: entry.vatNumber, name: entry.name, address: entry.address }),
  });
  const found = Boolean(lookup.found);
  const emailInput = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {readOnly && <Alert color="gray">{t('vat.readOnly')}</Alert>}
        {!current && <Text c="dimmed">{t('vat.none')}</Text>}
        <TextInput
          label={t('vat.email')}
          type="email"
          required
          maxLength={254}
          disabled={readOnly}
          data-autofocus
          {...emailInput}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            emailInput.onChange(event);
            lookup.typed(event.currentTarget.value);
          }}
          onBlur={(event: React.FocusEvent<HTMLInputElement>) => {
            emailInput.onBlur?.(event);
            lookup.left(event.currentTarget.value);
          }}
          description={found ? t('vat.foundInRegistry') : undefined}
        />
        <TextInput
          label={t('vat.vatNumber')}
          required
          maxLength={40}
          disabled={readOnly}
          {...form.getInputProps('vatNumber')}
        />
        <TextInput label={t('vat.name')} required maxLength={120} disabled={readOnly} {...form.getInputProps('name')} />
        <Textarea
          label={t('vat.address')}
          required
          maxLength={300}
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('address')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={submitting}>
            {t('common:actions.close')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={submitting}>
              {t('vat.update')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
