// /manage-reservation (core-platform §2, unguarded): a guest finds their booking by its reference
// number and the e-mail it was booked with, sees it, and cancels it under the hotel's policy after
// seeing the fee. A refusal (no such booking, too many attempts, already cancelled) shows its text;
// a lookup that fails for a technical reason shows 'Failed to fetch reservation' (core §8) with a retry.
// Nothing is kept in the address bar: the e-mail is the proof.
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { cancelRefusal, isValidEmail } from '@hotel/domain';
import { errorRefusal, fieldErrors, refusalText } from '../../graphql/errors';
import {
  GuestBookingDocument,
  useCancelGuestBookingMutation,
  type GuestBookingFieldsFragment,
  type GuestBookingQuery,
  type GuestBookingQueryVariables,
} from '../../graphql/hooks.gen';
import { notifySuccess } from '../../ui/notify';
import { formFieldErrors } from '../auth/form-failure';
import { CancelBookingDialog } from './components/CancelBookingDialog';
import { ManageReservationPage, type LookupValues } from './components/ManageReservationPage';

type Failure = { message: string; retry: boolean } | null;

export function ManageReservationScreen() {
  const { t } = useTranslation('booking');
  const client = useApolloClient();
  const [cancelBooking, { loading: cancelling }] = useCancelGuestBookingMutation();
  const [proof, setProof] = useState<LookupValues | null>(null);
  const [booking, setBooking] = useState<GuestBookingFieldsFragment | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [confirming, setConfirming] = useState(false);

  const form = useForm<LookupValues>({
    mode: 'uncontrolled',
    initialValues: { refNumber: '', email: '' },
    validate: {
      refNumber: (v) => (v.trim() ? null : t('refusal:REQUIRED_FIELD')),
      email: (v) =>
        !v.trim() ? t('refusal:REQUIRED_FIELD') : isValidEmail(v.trim()) ? null : t('refusal:INVALID_EMAIL'),
    },
  });

  /** A refusal's text, or the spec's 'Failed to fetch reservation' for anything technical. */
  const failureOf = (error: unknown): Failure => {
    const refusal = errorRefusal(error);
    if (refusal) return { message: refusalText(refusal.reason, refusal.params), retry: false };
    return { message: t('manage.fetchFailed'), retry: true };
  };

  const fetchBooking = async (variables: GuestBookingQueryVariables): Promise<GuestBookingFieldsFragment> => {
    const { data } = await client.query<GuestBookingQuery, GuestBookingQueryVariables>({
      query: GuestBookingDocument,
      variables,
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no booking in the answer');
    return data.guestBooking;
  };

  const find = async (values: LookupValues) => {
    const variables = { refNumber: values.refNumber.trim(), email: values.email.trim() };
    setProof(variables);
    setFailure(null);
    setSearching(true);
    try {
      setBooking(await fetchBooking(variables));
    } catch (error) {
      if (fieldErrors(error).length > 0) form.setErrors(formFieldErrors(error, ['refNumber', 'email']));
      else setFailure(failureOf(error));
    } finally {
      setSearching(false);
    }
  };

  const confirmCancel = async () => {
    if (!booking?.cancellation || !proof) return;
    try {
      const { data } = await cancelBooking({
        variables: { ...proof, version: booking.version, fee: booking.cancellation.fee },
      });
      if (data) {
        setBooking(data.cancelGuestBooking.booking);
        notifySuccess(t('notice:RESERVATION_CANCELLED'));
      }
      setFailure(null);
    } catch (error) {
      // The booking may have changed (a new fee, cancelled elsewhere): show it as it is now.
      const reason = failureOf(error);
      await fetchBooking(proof).then(setBooking, () => undefined);
      setFailure(reason?.retry ? { message: t('cancel.failed'), retry: false } : reason);
    } finally {
      setConfirming(false);
    }
  };

  const refused = booking ? cancelRefusal(booking) : null;
  const notCancellable = refused
    ? refusalText(refused.reason, {
        ...refused.params,
        ...(booking ? { status: t(`status.${booking.status}`) } : {}),
      })
    : null;

  return (
    <>
      <ManageReservationPage
        form={form}
        searching={searching}
        booking={booking}
        notCancellable={notCancellable}
        failure={failure}
        onFind={(values) => void find(values)}
        onRetry={() => (proof ? void find(proof) : undefined)}
        onCancel={() => setConfirming(true)}
        onAnother={() => {
          setBooking(null);
          setFailure(null);
          setProof(null);
          form.reset();
        }}
      />
      {booking ? (
        <CancelBookingDialog
          booking={booking}
          opened={confirming}
          cancelling={cancelling}
          onClose={() => setConfirming(false)}
          onConfirm={() => void confirmCancel()}
        />
      ) : null}
    </>
  );
}
