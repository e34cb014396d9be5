// Change an administrator's level (and the group or hotel they are tied to), keeping everything
// else. The levels offered are those the viewer may give; nobody changes their own.

import { Alert, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePeopleSetUserLevelMutation, type UserLevel } from '../../../graphql/hooks.gen';
import { FormActions, HotelScopeSelect, compactErrors, parseScopeKey, useEntityForm } from '../../../ui/form';
import { grantableLevels, needsGroup } from '../levels';
import type { PeopleScope } from '../use-people-scope';

export interface LevelTarget {
  id: number;
  level: string;
  groupId: number | null;
  hotelId: number | null;
}

export interface ChangeLevelFormProps {
  user: LevelTarget;
  viewerLevel: string;
  scope: PeopleScope;
  onSaved: () => void;
  onCancel: () => void;
}

export function ChangeLevelForm({ user, viewerLevel, scope, onSaved, onCancel }: ChangeLevelFormProps) {
  const { t } = useTranslation('people');
  const [setLevel] = usePeopleSetUserLevelMutation();
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      level: user.level,
      place: user.hotelId
        ? String(user.hotelId)
        : user.groupId && needsGroup(user.level)
          ? `group${user.groupId}`
          : (null as string | null),
    },
    validate: (values) =>
      compactErrors({
        place: needsGroup(values.level) && !values.place ? t('validation.placeRequired') : null,
      }),
    onSubmit: async (values) => {
      const place = values.level === 'ADMIN' ? null : parseScopeKey(values.place);
      return (
        await setLevel({
          variables: {
            userId: user.id,
            level: values.level as UserLevel,
            groupId: place?.kind === 'group' ? place.groupId : values.level === 'ADMIN' ? null : user.groupId,
            hotelId: place?.kind === 'hotel' ? place.hotelId : null,
          },
        })
      ).data?.setUserLevel;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
    fieldMap: { userLevel: 'level', groupId: 'place', hotelId: 'place' },
  });
  const level = form.values.level;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('users.level')}
          data={grantableLevels(viewerLevel).map((l) => ({ value: l, label: t(`level.${l}`) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('level')}
          onChange={(value) => {
            form.setFieldValue('level', value ?? user.level);
            if (value && !needsGroup(value) && form.values.place?.startsWith('group'))
              form.setFieldValue('place', null);
          }}
        />
        {level !== 'ADMIN' && (
          <HotelScopeSelect
            label={needsGroup(level) ? t('users.placeAdmin') : t('users.hotel')}
            placeholder={needsGroup(level) ? t('scope.placeholderGroup') : t('scope.placeholder')}
            required={needsGroup(level)}
            clearable={!needsGroup(level)}
            groupIds={scope.tie.groupIds}
            hotelIds={scope.tie.hotelIds}
            hotels={scope.hotels}
            groups={scope.groups}
            allowGroup={needsGroup(level) && scope.tie.wholeGroup}
            error={form.errors['place']}
            value={form.values.place}
            onChange={(value) => form.setFieldValue('place', value)}
          />
        )}
        <Alert color="blue" icon={<IconInfoCircle />}>
          {t(`privileges.grants.${level}`)}
        </Alert>
        <FormActions submitting={submitting} onCancel={onCancel} submitLabel={t('privileges.changeLevel')} />
      </Stack>
    </form>
  );
}
