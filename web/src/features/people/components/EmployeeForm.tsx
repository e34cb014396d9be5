// Create or change an employee: every field the contract has — name, email, phone, designation, the
// service they work in with their role there, the user they sign in as, and whether they are active.

import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  usePeopleCreateEmployeeMutation,
  usePeopleUpdateEmployeeMutation,
  usePeopleUserOptionsQuery,
  type PeopleEmployeeFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions, useEntityForm, useFieldRules } from '../../../ui/form';
import { ServiceRoleSelect, ServiceSelect } from './ServiceRoleSelects';

export interface EmployeeFormProps {
  hotelId: number;
  employee: PeopleEmployeeFieldsFragment | null;
  /** The service a new employee starts in (the admin area's own service), if any. */
  defaultServiceId: number | null;
  /** Whether the viewer may list users (to link the employee to the user they sign in as). */
  canPickUser: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** The contract's phone rule: digits and spaces, an optional leading +, at most 20. */

const idOrNull = (value: string | null) => (value ? Number(value) : null);
const keyOf = (id: number | null | undefined) => (id ? String(id) : null);

export function EmployeeForm(props: EmployeeFormProps) {
  const { hotelId, employee, defaultServiceId, canPickUser, onSaved, onCancel } = props;
  const { t } = useTranslation('people');
  const rules = useFieldRules();
  const [create] = usePeopleCreateEmployeeMutation();
  const [update] = usePeopleUpdateEmployeeMutation();
  const users = usePeopleUserOptionsQuery({ variables: { hotelId, name: null, size: 200 }, skip: !canPickUser });

  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      firstName: employee?.firstName ?? '',
      lastName: employee?.lastName ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      designation: employee?.designation ?? '',
      serviceId: keyOf(employee ? employee.serviceId : defaultServiceId),
      serviceRoleId: keyOf(employee?.serviceRoleId),
      userId: keyOf(employee?.userId),
      active: employee?.active ?? true,
    },
    validate: {
      firstName: rules.all(rules.required, rules.maxLength(60)),
      lastName: rules.all(rules.required, rules.maxLength(60)),
      email: rules.optionalEmail,
      phone: rules.phone,
      designation: rules.maxLength(120),
      serviceRoleId: (value: string | null, values: { serviceId: string | null }) =>
        value && !values.serviceId ? t('validation.roleNeedsService') : null,
    },
    onSubmit: async (values) => {
      const input = {
        hotelId,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        designation: values.designation.trim(),
        serviceId: idOrNull(values.serviceId),
        serviceRoleId: idOrNull(values.serviceRoleId),
        userId: idOrNull(values.userId),
        active: values.active,
      };
      if (employee) return (await update({ variables: { id: employee.id, input } })).data?.updateEmployee;
      return (await create({ variables: { input } })).data?.createEmployee;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  const userOptions = (users.data?.userAccounts.items ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.firstName} ${u.lastName} (${u.email})`,
  }));
  // A linked user the list does not hold (outside the first 200) still shows as chosen.
  if (employee?.userId && !userOptions.some((o) => o.value === String(employee.userId))) {
    userOptions.push({ value: String(employee.userId), label: t('employees.userNumber', { id: employee.userId }) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('employees.firstName')} required data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label={t('employees.lastName')} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('employees.email')} type="email" {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('employees.phone')} placeholder="+94 77 123 4567" {...form.getInputProps('phone')} />
          <TextInput label={t('employees.designation')} {...form.getInputProps('designation')} />
        </SimpleGrid>
        <ServiceSelect
          label={t('employees.service')}
          hotelId={hotelId}
          clearable
          {...form.getInputProps('serviceId')}
          onChange={(value) => {
            form.setFieldValue('serviceId', value);
            form.setFieldValue('serviceRoleId', null);
          }}
        />
        <ServiceRoleSelect
          label={t('employees.serviceRole')}
          serviceId={idOrNull(form.values.serviceId)}
          clearable
          {...form.getInputProps('serviceRoleId')}
        />
        {canPickUser && (
          <Select
            label={t('employees.user')}
            description={t('employees.userHint')}
            placeholder={t('employees.noUser')}
            data={userOptions}
            searchable
            clearable
            nothingFoundMessage={t('common.notFound')}
            {...form.getInputProps('userId')}
          />
        )}
        <Switch label={t('state.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
