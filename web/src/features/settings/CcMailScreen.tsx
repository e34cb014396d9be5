// CC mail (/hotel-admin/cc-mail, CC_MAIL_CONFIG; designed): the addresses copied on each kind of a
// hotel's mails, as a list with a modal to add or change one. Add/edit need WRITE, delete MAINTAIN.

import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCreateCcMailMutation,
  useSettingsDeleteCcMailMutation,
  useSettingsUpdateCcMailMutation,
  type MailType,
  type SettingsCcMailFieldsFragment,
} from '../../graphql/hooks.gen';
import { useList } from '../../ui/data-table/use-list';
import { FormActions, useEntityForm, useFieldRules } from '../../ui/form';
import { SettingsListScreen } from './components/SettingsListScreen';
import { ccMailsList } from './lists';

type Row = SettingsCcMailFieldsFragment;
const MAIL_TYPES: readonly MailType[] = ['RESERVATION', 'INVOICE', 'RECEIPT', 'REFUND', 'CANCELLATION'];

export function CcMailScreen() {
  const { t } = useTranslation('settings');
  const list = useList(ccMailsList);
  const [remove] = useSettingsDeleteCcMailMutation();
  const mailType = (row: Row) => t(`ccMail.types.${row.mailType}`);
  return (
    <SettingsListScreen<Row>
      list={list}
      ns="settings"
      title={t('ccMail.title')}
      description={t('ccMail.description')}
      feature="CC_MAIL_CONFIG"
      columns={[
        { key: 'mailType', header: 'ccMail.mailType', sortable: true, render: mailType, exportValue: mailType },
        { key: 'email', header: 'ccMail.email', sortable: true },
      ]}
      rowLabel={(row) => row.email}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteCcMail}
      createTitle={t('ccMail.create')}
      editTitle={t('ccMail.edit')}
      form={({ row, close, saved }) =>
        list.scope && <CcMailForm hotelId={list.scope.hotelId} ccMail={row} onCancel={close} onSaved={saved} />
      }
    />
  );
}

interface CcMailFormProps {
  hotelId: number;
  ccMail: Row | null;
  onSaved: () => void;
  onCancel: () => void;
}

function CcMailForm({ hotelId, ccMail, onSaved, onCancel }: CcMailFormProps) {
  const { t } = useTranslation('settings');
  const rules = useFieldRules();
  const [create] = useSettingsCreateCcMailMutation();
  const [update] = useSettingsUpdateCcMailMutation();
  const { form, submit, submitting } = useEntityForm<
    { mailType: MailType | null; email: string },
    { message: string } | undefined
  >({
    initialValues: { mailType: ccMail?.mailType ?? null, email: ccMail?.email ?? '' },
    validate: { mailType: rules.required, email: rules.email },
    onSubmit: async (values) => {
      const input = { hotelId, mailType: values.mailType!, email: values.email.trim() };
      if (ccMail) return (await update({ variables: { id: ccMail.id, input } })).data?.updateCcMail;
      return (await create({ variables: { input } })).data?.createCcMail;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('ccMail.mailType')}
          required
          data={MAIL_TYPES.map((value) => ({ value, label: t(`ccMail.types.${value}`) }))}
          data-autofocus
          {...form.getInputProps('mailType')}
        />
        <TextInput label={t('ccMail.email')} type="email" required maxLength={254} {...form.getInputProps('email')} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
