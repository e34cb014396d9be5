// Mail configuration (/group-admin/mail-config, MAIL_CONFIG; designed): who a hotel's mails come
// from and which mails go out. The mail server itself is configured in the environment.

import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsMailConfigQuery,
  useSettingsSaveMailConfigMutation,
  type SettingsMailConfigFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { FormActions, useEntityForm, useFieldRules } from '../../ui/form';
import { HotelSettingsScreen } from './components/ScopedScreen';
import { SettingsCard } from './components/SettingsPage';

const MAILS = ['reservationMail', 'invoiceMail', 'receiptMail', 'cancellationMail'] as const;

export function MailConfigScreen() {
  const { t } = useTranslation('settings');
  return (
    <HotelSettingsScreen title={t('mail.title')} description={t('mail.description')}>
      {(hotelId) => <MailConfigCard hotelId={hotelId} />}
    </HotelSettingsScreen>
  );
}

function MailConfigCard({ hotelId }: { hotelId: number }) {
  const query = useSettingsMailConfigQuery({ variables: { hotelId }, fetchPolicy: 'network-only' });
  const config = query.data?.mailConfig;
  return (
    <SettingsCard loading={query.loading} error={query.error} onRetry={() => void query.refetch()} ready={!!config}>
      {() => <MailConfigForm key={hotelId} config={config!} />}
    </SettingsCard>
  );
}

type Values = Omit<SettingsMailConfigFieldsFragment, 'hotelId' | '__typename'>;

function MailConfigForm({ config }: { config: SettingsMailConfigFieldsFragment }) {
  const { t } = useTranslation('settings');
  const rules = useFieldRules();
  const canEdit = useCan('MAIL_CONFIG', 'EDIT');
  const [save] = useSettingsSaveMailConfigMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: {
      senderName: config.senderName,
      senderEmail: config.senderEmail,
      replyToEmail: config.replyToEmail,
      reservationMail: config.reservationMail,
      invoiceMail: config.invoiceMail,
      receiptMail: config.receiptMail,
      cancellationMail: config.cancellationMail,
    },
    validate: { senderEmail: rules.optionalEmail, replyToEmail: rules.optionalEmail },
    onSubmit: async (values) => {
      const input = {
        ...values,
        hotelId: config.hotelId,
        senderName: values.senderName.trim(),
        senderEmail: values.senderEmail.trim(),
        replyToEmail: values.replyToEmail.trim(),
      };
      return (await save({ variables: { input } })).data?.saveMailConfig;
    },
    successMessage: (result) => result?.message,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('mail.senderName')}
          maxLength={120}
          disabled={!canEdit}
          {...form.getInputProps('senderName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('mail.senderEmail')}
            type="email"
            maxLength={254}
            disabled={!canEdit}
            {...form.getInputProps('senderEmail')}
          />
          <TextInput
            label={t('mail.replyTo')}
            type="email"
            maxLength={254}
            disabled={!canEdit}
            {...form.getInputProps('replyToEmail')}
          />
        </SimpleGrid>
        {MAILS.map((mail) => (
          <Switch
            key={mail}
            label={t(`mail.${mail}`)}
            disabled={!canEdit}
            {...form.getInputProps(mail, { type: 'checkbox' })}
          />
        ))}
        {canEdit && <FormActions submitting={submitting} />}
      </Stack>
    </form>
  );
}
