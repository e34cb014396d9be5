// Create or change a user in one form: name, email, password (the product's rule; empty keeps it when
// editing), a level the viewer may give, the hotel (or, for a group or hotel administrator, the whole
// group) they are tied to, and for service administrators and users the services they work in with
// the role they hold in each. Passwords are sent, never shown.

import { Alert, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@hotel/domain';
import {
  usePeopleCreateUserMutation,
  usePeopleUpdateUserMutation,
  type PeopleUserFieldsFragment,
  type UserLevel,
} from '../../../graphql/hooks.gen';
import {
  FormActions,
  HotelScopeSelect,
  compactErrors,
  parseScopeKey,
  useEntityForm,
  useFieldRules,
} from '../../../ui/form';
import { grantableLevels, needsGroup, worksInServices } from '../levels';
import type { PeopleScope } from '../use-people-scope';
import { AllocationsField, allocationErrors, allocationInput, type AllocationValue } from './AllocationsField';

export interface UserFormProps {
  user: PeopleUserFieldsFragment | null;
  viewerLevel: string;
  viewerId: number;
  /** The list's scope: a new user starts in its hotel; its picker gives the hotels to choose from. */
  scope: PeopleScope;
  hotels: { id: number; name: string; groupId: number }[];
  groups: { id: number; name: string }[];
  tie: { groupIds: number[]; hotelIds: number[]; wholeGroup: boolean };
  onSaved: () => void;
  onCancel: () => void;
}

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  level: string;
  /** A hotel id, or 'group' + a group id (GROUP and HOTEL levels only). */
  place: string | null;
  allocations: AllocationValue[];
}

function initialPlace(user: PeopleUserFieldsFragment | null, scope: PeopleScope): string | null {
  if (user) {
    if (user.hotelId) return String(user.hotelId);
    if (user.groupId && needsGroup(user.level)) return `group${user.groupId}`;
    return null;
  }
  return scope.hotelId ? String(scope.hotelId) : null;
}

export function UserForm(props: UserFormProps) {
  const { user, viewerLevel, viewerId, scope, hotels, groups, tie, onSaved, onCancel } = props;
  const { t } = useTranslation('people');
  const rules = useFieldRules();
  const [create] = usePeopleCreateUserMutation();
  const [update] = usePeopleUpdateUserMutation();
  const self = user?.id === viewerId;
  const levels = useMemo(
    () => grantableLevels(viewerLevel).map((level) => ({ value: level, label: t(`level.${level}`) })),
    [viewerLevel, t],
  );

  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      confirmPassword: '',
      level: user?.level ?? 'USER',
      place: initialPlace(user, scope),
      allocations: (user?.allocations ?? []).map((a) => ({
        serviceId: String(a.serviceId),
        serviceRoleId: String(a.serviceRoleId),
      })),
    } as Values,
    validate: (values) =>
      compactErrors({
        firstName: rules.all(rules.required, rules.maxLength(60))(values.firstName),
        lastName: rules.all(rules.required, rules.maxLength(60))(values.lastName),
        email: rules.email(values.email),
        password:
          !user && !values.password
            ? rules.required(values.password)
            : values.password && passwordStrength(values.password).length > 0
              ? t('validation.password')
              : null,
        // A new user's password is confirmed; an empty form says both fields at once.
        confirmPassword:
          !user && !values.confirmPassword
            ? rules.required(values.confirmPassword)
            : values.password !== values.confirmPassword
              ? t('validation.confirmPassword')
              : null,
        level: rules.required(values.level),
        place: needsGroup(values.level) && !values.place ? t('validation.placeRequired') : null,
        ...(worksInServices(values.level)
          ? allocationErrors(values.allocations, {
              roleRequired: t('validation.roleRequired'),
              serviceRequired: t('validation.serviceRequired'),
              duplicate: t('validation.serviceTwice'),
            })
          : {}),
      }),
    onSubmit: async (values) => {
      const place = values.level === 'ADMIN' ? null : parseScopeKey(values.place);
      const input = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password || null,
        level: values.level as UserLevel,
        groupId: place?.kind === 'group' ? place.groupId : null,
        hotelId: place?.kind === 'hotel' ? place.hotelId : null,
        allocations: worksInServices(values.level) ? allocationInput(values.allocations) : [],
      };
      if (user) return (await update({ variables: { id: user.id, input } })).data?.updateUserAccount;
      return (await create({ variables: { input } })).data?.createUserAccount;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
    fieldMap: { level: 'level', groupId: 'place', hotelId: 'place' },
  });

  const level = form.values.level;
  const place = parseScopeKey(form.values.place);
  return (
    <form onSubmit={submit} noValidate autoComplete="off">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('users.firstName')} required data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label={t('users.lastName')} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={t('users.email')} type="email" required {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('users.password')}
            description={user ? t('users.passwordKeep') : t('users.passwordRule')}
            required={!user}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('users.confirmPassword')}
            required={!user}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <Select
          label={t('users.level')}
          description={self ? t('users.ownLevel') : t('users.levelHint')}
          required
          data={levels}
          allowDeselect={false}
          disabled={self}
          {...form.getInputProps('level')}
          onChange={(value) => {
            form.setFieldValue('level', value ?? 'USER');
            // A hotel-only choice cannot stand for a whole group, and the other way round.
            if (value && !needsGroup(value) && place?.kind === 'group') form.setFieldValue('place', null);
          }}
        />
        {level !== 'ADMIN' && (
          <HotelScopeSelect
            label={needsGroup(level) ? t('users.placeAdmin') : t('users.hotel')}
            placeholder={needsGroup(level) ? t('scope.placeholderGroup') : t('scope.placeholder')}
            required={needsGroup(level)}
            clearable={!needsGroup(level)}
            groupIds={tie.groupIds}
            hotelIds={tie.hotelIds}
            hotels={hotels}
            groups={groups}
            allowGroup={needsGroup(level) && tie.wholeGroup}
            error={form.errors['place']}
            value={form.values.place}
            onChange={(value) => form.setFieldValue('place', value)}
          />
        )}
        {level === 'ADMIN' && (
          <Alert color="grape" icon={<IconInfoCircle />}>
            {t('users.adminHint')}
          </Alert>
        )}
        {needsGroup(level) && (
          <Alert color="blue" icon={<IconInfoCircle />}>
            {t('users.groupHint')}
          </Alert>
        )}
        {worksInServices(level) && (
          <AllocationsField form={form} hotelId={place?.kind === 'hotel' ? place.hotelId : null} />
        )}
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
