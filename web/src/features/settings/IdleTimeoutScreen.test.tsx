// The idle timeout per group as its administrators meet it: a group administrator works on their own
// group (no picker), sees that it uses the default until they save one of its own, and can give it
// back to the default; a system administrator picks the default of every group or a group.

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PermissionStatus } from '@hotel/domain';
import {
  HotelScopeOptionsDocument,
  SettingsIdleTimeoutDocument,
  SettingsSaveIdleTimeoutDocument,
  SettingsUseDefaultIdleTimeoutDocument,
  type HotelScopeOptionsQuery,
  type HotelScopeOptionsQueryVariables,
  type SettingsIdleTimeoutQuery,
  type SettingsIdleTimeoutQueryVariables,
  type SettingsSaveIdleTimeoutMutation,
  type SettingsSaveIdleTimeoutMutationVariables,
  type SettingsUseDefaultIdleTimeoutMutation,
  type SettingsUseDefaultIdleTimeoutMutationVariables,
} from '../../graphql/hooks.gen';
import { answerMutation, answerQuery } from '../../test-utils/graphql';
import { renderWithProviders } from '../../test-utils/TestProviders';
import { IdleTimeoutScreen } from './IdleTimeoutScreen';

const GROUP = { id: 3, name: 'Coast Group' };
const setting = (groupId: number | null, seconds: number, inherited: boolean) => ({
  __typename: 'IdleTimeoutSetting' as const,
  groupId,
  seconds,
  inherited,
});

describe('the idle timeout of a group', () => {
  it('a group administrator saves their own group’s, which then no longer uses the default', async () => {
    const saved: SettingsSaveIdleTimeoutMutationVariables[] = [];
    let current = setting(GROUP.id, 1800, true);
    const { user } = await renderWithProviders(<IdleTimeoutScreen />, {
      session: {
        viewer: { level: 'GROUP', profile: { hotel: null, group: GROUP, service: null } },
        grants: { SYSTEM_CONFIG: PermissionStatus.MAINTAIN },
      },
      graphql: [
        answerQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, (v) => {
          expect(v.groupId).toBe(GROUP.id);
          return { idleTimeoutSetting: current };
        }),
        answerMutation<SettingsSaveIdleTimeoutMutation, SettingsSaveIdleTimeoutMutationVariables>(
          SettingsSaveIdleTimeoutDocument,
          (v) => {
            saved.push(v);
            current = setting(GROUP.id, v.seconds, false);
            return { saveIdleTimeout: { message: 'Idle time updated', setting: current } };
          },
        ),
      ],
    });
    expect(
      await screen.findByText('This group uses the default. Saving gives it an idle timeout of its own.'),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Applies to' })).toBeNull();
    const seconds = screen.getByRole('textbox', { name: /Idle timeout \(seconds\)/ });
    await user.clear(seconds);
    await user.type(seconds, '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ seconds: 900, groupId: GROUP.id }]));
    expect(await screen.findByRole('button', { name: 'Use the default' })).toBeEnabled();
  });

  it('gives a group with its own value back to the default', async () => {
    const reset: number[] = [];
    let current = setting(GROUP.id, 600, false);
    const { user } = await renderWithProviders(<IdleTimeoutScreen />, {
      session: {
        viewer: { level: 'GROUP', profile: { hotel: null, group: GROUP, service: null } },
        grants: { SYSTEM_CONFIG: PermissionStatus.MAINTAIN },
      },
      graphql: [
        answerQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, () => ({
          idleTimeoutSetting: current,
        })),
        answerMutation<SettingsUseDefaultIdleTimeoutMutation, SettingsUseDefaultIdleTimeoutMutationVariables>(
          SettingsUseDefaultIdleTimeoutDocument,
          (v) => {
            reset.push(v.groupId);
            current = setting(GROUP.id, 1800, true);
            return {
              useDefaultIdleTimeout: { message: 'The group uses the default idle time again', setting: current },
            };
          },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Use the default' }));
    expect(await screen.findByText('The group uses the default idle time again')).toBeVisible();
    expect(reset).toEqual([GROUP.id]);
    expect(
      await screen.findByText('This group uses the default. Saving gives it an idle timeout of its own.'),
    ).toBeVisible();
  });

  it('a system administrator starts on the default of every group and may pick a group', async () => {
    const asked: (number | null | undefined)[] = [];
    const { user } = await renderWithProviders(<IdleTimeoutScreen />, {
      session: { viewer: { level: 'ADMIN' }, grants: { SYSTEM_CONFIG: PermissionStatus.MAINTAIN } },
      graphql: [
        answerQuery<HotelScopeOptionsQuery, HotelScopeOptionsQueryVariables>(HotelScopeOptionsDocument, {
          groups: [GROUP],
          hotels: [],
        }),
        answerQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, (v) => {
          asked.push(v.groupId);
          return { idleTimeoutSetting: v.groupId ? setting(v.groupId, 1800, true) : setting(null, 1800, false) };
        }),
      ],
    });
    expect(await screen.findByText('Every group without an idle timeout of its own uses this one.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Applies to' }));
    await user.click(await screen.findByRole('option', { name: GROUP.name }));
    expect(
      await screen.findByText('This group uses the default. Saving gives it an idle timeout of its own.'),
    ).toBeVisible();
    expect(asked).toEqual([null, GROUP.id]);
  });

  it('shows the values read-only without the right to edit', async () => {
    await renderWithProviders(<IdleTimeoutScreen />, {
      session: {
        viewer: { level: 'USER', profile: { hotel: null, group: GROUP, service: null } },
        grants: { SYSTEM_CONFIG: PermissionStatus.READ },
      },
      graphql: [
        answerQuery<SettingsIdleTimeoutQuery, SettingsIdleTimeoutQueryVariables>(SettingsIdleTimeoutDocument, {
          idleTimeoutSetting: setting(GROUP.id, 600, false),
        }),
      ],
    });
    expect(await screen.findByRole('textbox', { name: /Idle timeout \(seconds\)/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use the default' })).toBeNull();
  });
});
