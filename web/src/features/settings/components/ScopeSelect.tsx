// The hotel picker of a settings screen (hidden when the user's hotel is fixed, core §6).

import { useTranslation } from 'react-i18next';
import { HotelScopeSelect } from '../../../ui/form';
import type { SettingsScope } from '../use-settings-scope';

export function ScopeSelect({ scope, label }: { scope: SettingsScope; label?: string }) {
  const { t } = useTranslation('settings');
  return (
    <HotelScopeSelect
      {...scope.input}
      allowGroup={scope.allowGroup}
      value={scope.key}
      onChange={(key) => scope.setKey(key)}
      label={label ?? t('scope.label')}
      placeholder={scope.allowGroup ? t('scope.placeholderGroup') : t('scope.placeholder')}
      allowDeselect={false}
      w={280}
    />
  );
}
