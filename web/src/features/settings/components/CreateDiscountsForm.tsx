// 'Create Discount' (operations §2, §5): several users at once, each with a percentage typed as
// digits and a decimal point only, at most 100. The hotel (or whole group) is the screen's scope.

import { ActionIcon, Group, MultiSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sanitizeDiscountInput } from '@hotel/domain';
import {
  useSettingsCreateUserDiscountsMutation,
  useSettingsUserDiscountCandidatesQuery,
} from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { FormActions, compactErrors, useEntityForm } from '../../../ui/form';
import { useSettingsRules } from '../use-settings-rules';

interface Line {
  userId: number;
  name: string;
  email: string;
  discount: string;
}

interface Values {
  users: Line[];
}

export interface CreateDiscountsFormProps {
  hotelId: number | null;
  groupId: number | null;
  scopeLabel: string | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function CreateDiscountsForm({ hotelId, groupId, scopeLabel, onSaved, onCancel }: CreateDiscountsFormProps) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const candidates = useSettingsUserDiscountCandidatesQuery({
    variables: { hotelId, groupId },
    fetchPolicy: 'network-only',
  });
  const [create] = useSettingsCreateUserDiscountsMutation();
  const { form, submit, submitting } = useEntityForm<Values, { message: string } | undefined>({
    initialValues: { users: [] },
    validate: (values) => {
      const errors: Record<string, string | null> = {
        users: values.users.length === 0 ? t('refusal:SELECT_A_USER') : null,
      };
      values.users.forEach((line, index) => {
        errors[`users.${index}.discount`] = rules.discount(line.discount);
      });
      return compactErrors(errors);
    },
    onSubmit: async (values) => {
      const input = {
        hotelId,
        groupId,
        users: values.users.map((line) => ({ userId: line.userId, discount: Number(line.discount) })),
      };
      return (await create({ variables: { input } })).data?.createUserDiscounts;
    },
    successMessage: (result) => result?.message,
    onSuccess: onSaved,
  });

  const offered = candidates.data?.userDiscountCandidates ?? [];
  const selected = form.values.users;

  const choose = (ids: string[]) => {
    const kept = selected.filter((line) => ids.includes(String(line.userId)));
    const added = ids
      .filter((id) => !kept.some((line) => String(line.userId) === id))
      .map((id) => offered.find((user) => String(user.userId) === id))
      .filter((user): user is NonNullable<typeof user> => Boolean(user))
      .map((user) => ({ userId: user.userId, name: user.name, email: user.email, discount: '' }));
    form.setFieldValue('users', [...kept, ...added]);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {scopeLabel ? t('discount.forScope', { scope: scopeLabel }) : null}
        </Text>
        <MultiSelect
          label={t('discount.users')}
          placeholder={t('discount.usersPlaceholder')}
          description={candidates.error ? undefined : t('discount.usersHint')}
          data={offered.map((user) => ({ value: String(user.userId), label: `${user.name} (${user.email})` }))}
          value={selected.map((line) => String(line.userId))}
          onChange={choose}
          searchable
          clearable
          nothingFoundMessage={candidates.loading ? t('common.loading') : t('discount.noCandidates')}
          error={candidates.error ? errorMessage(candidates.error, t('errors.loadFailed')) : form.errors['users']}
          data-autofocus
        />
        {selected.length > 0 && (
          <Table verticalSpacing="xs" aria-label={t('discount.users')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('discount.name')}</Table.Th>
                <Table.Th w={170}>{t('discount.percentage')}</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {selected.map((line, index) => (
                <Table.Tr key={line.userId}>
                  <Table.Td>
                    <Text size="sm">{line.name}</Text>
                    <Text size="xs" c="dimmed">
                      {line.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('discount.percentageOf', { name: line.name })}
                      inputMode="decimal"
                      rightSection="%"
                      rightSectionPointerEvents="none"
                      {...form.getInputProps(`users.${index}.discount`)}
                      onChange={(event) =>
                        form.setFieldValue(`users.${index}.discount`, sanitizeDiscountInput(event.currentTarget.value))
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('discount.removeLine', { name: line.name })}
                        onClick={() => form.removeListItem('users', index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <FormActions submitting={submitting} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
