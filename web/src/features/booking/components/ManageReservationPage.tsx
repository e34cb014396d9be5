// /manage-reservation, drawn from props: the lookup form, or the booking found with its cancel
// button; the refusal or the technical failure in an alert.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { GuestBookingFieldsFragment } from '../../../graphql/hooks.gen';
import { AuthCard } from '../../auth/components/AuthCard';
import { BookingDetails } from './BookingDetails';

export interface LookupValues {
  refNumber: string;
  email: string;
}

export interface ManageReservationPageProps {
  form: UseFormReturnType<LookupValues>;
  searching: boolean;
  booking: GuestBookingFieldsFragment | null;
  /** Why the booking cannot be cancelled (translated), when it cannot. */
  notCancellable: string | null;
  /** What went wrong, translated; `retry` when trying again may help. */
  failure: { message: string; retry: boolean } | null;
  onFind: (values: LookupValues) => void;
  onRetry: () => void;
  onCancel: () => void;
  onAnother: () => void;
}

export function ManageReservationPage(props: ManageReservationPageProps) {
  const { form, searching, booking, notCancellable, failure, onFind, onRetry, onCancel, onAnother } = props;
  const { t } = useTranslation('booking');
  const alert = failure ? (
    <Alert color="red" role="alert" data-testid="manage-failure">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failure.message}</Text>
        {failure.retry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={searching}>
            {t('manage.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  ) : null;
  if (booking) {
    return (
      <AuthCard title={t('manage.title')}>
        <Stack>
          {alert}
          <BookingDetails booking={booking} />
          {booking.cancellation ? (
            <Button color="red" variant="light" onClick={onCancel}>
              {t('cancel.button')}
            </Button>
          ) : notCancellable ? (
            <Text size="sm" c="dimmed">
              {notCancellable}
            </Text>
          ) : null}
          <Button variant="subtle" onClick={onAnother}>
            {t('manage.another')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('manage.title')} description={t('manage.description')}>
      <form onSubmit={form.onSubmit(onFind)} noValidate>
        <Stack>
          {alert}
          <TextInput
            label={t('manage.refNumber')}
            placeholder={t('manage.refNumberPlaceholder')}
            autoComplete="off"
            withAsterisk
            key={form.key('refNumber')}
            {...form.getInputProps('refNumber')}
          />
          <TextInput
            label={t('manage.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={searching}>
            {t('manage.find')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
