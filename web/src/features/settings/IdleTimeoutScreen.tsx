// Idle timeout (/group-admin/hotel-idle-timeout; core §3 "Idle timeout setting: seconds", §9 default
// 1800 s), per group: a group's administrator sets their group's; a system administrator sets the
// default that every group without its own uses, or any group's. The app reads the value when it
// starts (after a save the running app reads it again at once); the server ends sessions that stay
// unused for longer whatever the app does.

import { useState } from 'react';
import { Alert, Button, Select } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IDLE_TIMEOUT_SECONDS } from '@hotel/domain';
import {
  useHotelScopeOptionsQuery,
  useSettingsIdleTimeoutQuery,
  useSettingsSaveIdleTimeoutMutation,
  useSettingsUseDefaultIdleTimeoutMutation,
  type SettingsIdleTimeoutFieldsFragment,
} from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { notifyError, notifySuccess } from '../../ui/notify';
import { SecondsForm } from './components/SecondsForm';
import { SettingsCard, SettingsPage } from './components/SettingsPage';

const DEFAULT = 'default';
/** The queries that show an idle timeout: the layout's watcher and this page. */
const REFETCH = ['IdleTimeout', 'SettingsIdleTimeout'];

export function IdleTimeoutScreen() {
  const { t } = useTranslation('settings');
  const { viewer } = useSession();
  const isAdmin = viewer?.level === 'ADMIN';
  const ownGroup = viewer?.profile.group ?? null;
  const groups = useHotelScopeOptionsQuery({ fetchPolicy: 'cache-first', skip: !isAdmin });
  const [picked, setPicked] = useState(DEFAULT);
  const groupId = isAdmin ? (picked === DEFAULT ? null : Number(picked)) : (ownGroup?.id ?? null);
  const noGroup = !isAdmin && groupId === null;
  const query = useSettingsIdleTimeoutQuery({ variables: { groupId }, fetchPolicy: 'network-only', skip: noGroup });
  const setting = query.data?.idleTimeoutSetting;
  const label =
    groupId === null
      ? t('idle.everyGroup')
      : ((groups.data?.groups ?? []).find((g) => g.id === groupId)?.name ?? ownGroup?.name ?? undefined);

  const picker = isAdmin ? (
    <Select
      label={t('idle.scope')}
      data={[
        { value: DEFAULT, label: t('idle.everyGroup') },
        ...(groups.data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name })),
      ]}
      value={picked}
      onChange={(value) => setPicked(value ?? DEFAULT)}
      allowDeselect={false}
      w={280}
    />
  ) : null;

  return (
    <SettingsPage
      title={t('idle.title')}
      description={t('idle.description', { seconds: IDLE_TIMEOUT_SECONDS.default })}
      picker={picker}
    >
      {noGroup ? (
        <Alert variant="light" icon={<IconInfoCircle />}>
          {t('idle.noGroup')}
        </Alert>
      ) : (
        <SettingsCard
          title={label}
          loading={query.loading}
          error={query.error}
          onRetry={() => void query.refetch()}
          ready={setting !== undefined}
        >
          {() => <IdleTimeoutForm key={`${groupId ?? DEFAULT}:${String(setting!.inherited)}`} setting={setting!} />}
        </SettingsCard>
      )}
    </SettingsPage>
  );
}

function IdleTimeoutForm({ setting }: { setting: SettingsIdleTimeoutFieldsFragment }) {
  const { t } = useTranslation('settings');
  const canEdit = useCan('SYSTEM_CONFIG', 'EDIT');
  const [save] = useSettingsSaveIdleTimeoutMutation({ refetchQueries: REFETCH });
  const [restoreDefault, reset] = useSettingsUseDefaultIdleTimeoutMutation({ refetchQueries: REFETCH });
  const { groupId } = setting;

  const backToDefault = async () => {
    if (groupId === null) return;
    try {
      const { data } = await restoreDefault({ variables: { groupId } });
      if (data) notifySuccess(data.useDefaultIdleTimeout.message);
    } catch (err) {
      notifyError(errorMessage(err, t('idle.defaultFailed')));
    }
  };

  return (
    <SecondsForm
      seconds={setting.seconds}
      label={t('idle.seconds')}
      limits={IDLE_TIMEOUT_SECONDS}
      tooShort={t('refusal:IDLE_TIME_TOO_SHORT')}
      canEdit={canEdit}
      save={async (value) => (await save({ variables: { seconds: value, groupId } })).data?.saveIdleTimeout}
    >
      {groupId === null ? (
        <Alert variant="light">{t('idle.defaultNote')}</Alert>
      ) : setting.inherited ? (
        <Alert variant="light">{t('idle.inherited')}</Alert>
      ) : (
        canEdit && (
          <Button variant="default" w="fit-content" loading={reset.loading} onClick={() => void backToDefault()}>
            {t('idle.useDefault')}
          </Button>
        )
      )}
      <Alert variant="light" icon={<IconInfoCircle />}>
        {t('idle.nextLoad')}
      </Alert>
    </SecondsForm>
  );
}
