// A settings list of one hotel (or a whole group): the settings scope (useSettingsScope) settled
// and kept in the URL's ?scope=, then the shared list screen with the scope's picker. A screen writes
// its list definition (lists.ts), its columns and its form; nothing else.
//
//   const list = useList(ccMailsList);
//   <SettingsListScreen list={list} ns="settings" title={t('ccMail.title')} feature="CC_MAIL_CONFIG"
//     columns={[…]} rowLabel={…} remove={…} form={({ row, close, saved }) => <CcMailForm … />} />

import { ListScreen, type ListScreenProps } from '../../../ui/data-table/ListScreen';
import { useScopeInUrl, type ListController } from '../../../ui/data-table/use-list';
import { useSettingsScope, type SettingsScope, type SettingsScopeOptions } from '../use-settings-scope';
import { ScopeSelect } from './ScopeSelect';
import { ScopeState } from './ScopeState';

export interface SettingsListScreenProps<Row> extends ListScreenProps<Row>, Partial<SettingsScopeOptions> {
  list: ListController<Row>;
  /** What depends on the settled scope (its name in a column, the scope a form writes to). */
  scoped?: (scope: SettingsScope) => Partial<ListScreenProps<Row>>;
}

export function SettingsListScreen<Row extends { id: number }>(props: SettingsListScreenProps<Row>) {
  const { allowGroup = false, prefer, list, toolbarActions, scoped, ...screen } = props;
  const scope = useSettingsScope(allowGroup, prefer);
  useScopeInUrl(list, scope.key);
  return (
    <ScopeState scope={scope} title={props.title}>
      {() => (
        <ListScreen<Row>
          {...screen}
          {...scoped?.(scope)}
          list={list}
          toolbarActions={
            <>
              {toolbarActions}
              <ScopeSelect scope={scope} />
            </>
          }
        />
      )}
    </ScopeState>
  );
}
