// CC mail (/hotel-admin/cc-mail, CC_MAIL_CONFIG; designed): the addresses copied on each kind of a
// hotel's mails, as a list with a modal to add or change one. Add/edit need WRITE, delete MAINTAIN.

import { Select, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useSettingsCcMailsQuery,
  useSettingsCreateCcMailMutation,
  useSettingsDeleteCcMailMutation,
  useSettingsUpdateCcMailMutation,
  type MailType,
  type SettingsCcMailFieldsFragment,
} from '../../graphql/hooks.gen';
import {
  crudActions,
  CrudModal,
  DataTable,
  useCrudDialog,
  useSearchParamTableState,
  useCrudRights,
} from '../../ui/data-table';
import { FormActions, useEntityForm, useFieldRules } from '../../ui/form';
import { ScopedScreen } from './components/ScopedScreen';
import { pageOfRows } from './local-rows';
import { ccMailsSearch } from './table-searches';

type Row = SettingsCcMailFieldsFragment;
const MAIL_TYPES: readonly MailType[] = ['RESERVATION', 'INVOICE', 'RECEIPT', 'REFUND', 'CANCELLATION'];

export function CcMailScreen() {
  const { t } = useTranslation('settings');
  return (
    <ScopedScreen title={t('ccMail.title')}>
      {(scope, picker) => <CcMails hotelId={scope.hotelId!} picker={picker} />}
    </ScopedScreen>
  );
}

function CcMails({ hotelId, picker }: { hotelId: number; picker: ReactNode }) {
  const { t } = useTranslation('settings');
  const table = useSearchParamTableState(ccMailsSearch);
  const dialog = useCrudDialog<Row>();
  const query = useSettingsCcMailsQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useSettingsDeleteCcMailMutation();
  const rights = useCrudRights('CC_MAIL_CONFIG');
  const all = (query.data ?? query.previousData)?.ccMails ?? [];
  const mailType = (row: Row) => t(`ccMail.types.${row.mailType}`);

  return (
    <>
      <DataTable
        ns="settings"
        title={t('ccMail.title')}
        description={t('ccMail.description')}
        toolbarActions={picker}
        table={table}
        rows={pageOfRows(all, table.state)}
        total={all.length}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'mailType', header: 'ccMail.mailType', sortable: true, render: mailType, exportValue: mailType },
          { key: 'email', header: 'ccMail.email', sortable: true },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteCcMail,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.email,
        })}
        csv={{ fileName: t('ccMail.title'), rows: () => all }}
      />
      <CrudModal
        dialog={dialog}
        createTitle={t('ccMail.create')}
        editTitle={t('ccMail.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => <CcMailForm hotelId={hotelId} ccMail={row} onCancel={close} onSaved={saved} />}
      </CrudModal>
    </>
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
