// Create or edit a role at any level: name, description, active, and the owner it belongs to (the
// group, hotel or service) where the page leaves it to pick. Server field errors go beside the fields.

import { Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions';
import { useEntityForm } from '../../../ui/form/use-entity-form';
import { useFieldRules } from '../../../ui/form/use-field-rules';

export interface RoleValues {
  name: string;
  description: string;
  active: boolean;
  /** The group, hotel or service id; null while none is picked (or for a system role). */
  ownerId: string | null;
}

export interface RoleOwner {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The input's field naming the owner (groupId, hotelId, serviceId), for server errors. */
  field: string;
  /** Fixed by the page, or by the role (a service role's service cannot change). */
  locked: boolean;
}

export interface RoleFormProps {
  role: { name: string; description: string; active: boolean } | null;
  ownerId: number | null;
  owner?: RoleOwner;
  onSubmit: (values: {
    name: string;
    description: string;
    active: boolean;
    ownerId: number | null;
  }) => Promise<{ message: string } | null | undefined>;
  onSaved: () => void;
  onCancel: () => void;
}

const NAME_MAX = 120;
const DESCRIPTION_MAX = 500;

export function RoleForm({ role, ownerId, owner, onSubmit, onSaved, onCancel }: RoleFormProps) {
  const { t } = useTranslation('access');
  const rules = useFieldRules();
  const { form, submit, submitting } = useEntityForm<RoleValues, { message: string } | null | undefined>({
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      active: role?.active ?? true,
      ownerId: ownerId !== null ? String(ownerId) : null,
    },
    validate: {
      name: rules.all(rules.required, rules.maxLength(NAME_MAX)),
      description: rules.maxLength(DESCRIPTION_MAX),
      ownerId: (value) => (owner && !value ? t('roles.ownerRequired', { owner: owner.label }) : null),
    },
    fieldMap: owner ? { [owner.field]: 'ownerId' } : undefined,
    onSubmit: (values) =>
      onSubmit({
        name: values.name.trim(),
        description: values.description.trim(),
        active: values.active,
        ownerId: values.ownerId ? Number(values.ownerId) : null,
      }),
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {owner && (
          <Select
            label={owner.label}
            required
            searchable
            disabled={owner.locked}
            data={owner.options.map((o) => ({ ...o }))}
            {...form.getInputProps('ownerId')}
          />
        )}
        <TextInput
          label={t('roles.name')}
          required
          maxLength={NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('roles.description')}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Switch label={t('roles.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
