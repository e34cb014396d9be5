// The outer part every scoped settings screen shares: the hotel scope (useSettingsScope), its
// loading, error or empty state until it is settled, then the screen with the scope and its picker.

import type { ReactNode } from 'react';
import { useSettingsScope, type SettingsScope } from '../use-settings-scope';
import { ScopeSelect } from './ScopeSelect';
import { ScopeState } from './ScopeState';
import { SettingsPage } from './SettingsPage';

export interface ScopedScreenProps {
  /** The heading shown while the scope is not settled. */
  title: string;
  /** Whether the whole group may be chosen (and started on, with prefer 'group'). */
  allowGroup?: boolean;
  prefer?: 'group' | 'hotel';
  children: (scope: SettingsScope, picker: ReactNode) => ReactNode;
}

export function ScopedScreen({ title, allowGroup = false, prefer, children }: ScopedScreenProps) {
  const scope = useSettingsScope(allowGroup, prefer);
  return (
    <ScopeState scope={scope} title={title}>
      {() => children(scope, <ScopeSelect scope={scope} />)}
    </ScopeState>
  );
}

/** A one-record settings page of one hotel: title, description and picker over the hotel's cards. */
export function HotelSettingsScreen(props: {
  title: string;
  description: string;
  children: (hotelId: number) => ReactNode;
}) {
  const { title, description, children } = props;
  return (
    <ScopedScreen title={title}>
      {(scope, picker) => (
        <SettingsPage title={title} description={description} picker={picker}>
          {children(scope.hotelId!)}
        </SettingsPage>
      )}
    </ScopedScreen>
  );
}
