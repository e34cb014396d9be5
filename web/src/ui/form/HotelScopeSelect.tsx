// The hotel scope picker of admin screens (core §6, operations §6; the rule is in hotel-scope.ts).
// Hidden when the user's hotel is fixed; then it reports that hotel once so the form holds it.
// Containers that only need the scope for a query use useHotelScope.

import { useEffect, useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  chooseScopeKey,
  parseScopeKey,
  resolveHotelScope,
  scopeKey,
  type HotelScope,
  type ScopeChoice,
  type ResolvedHotelScope,
  type ScopeGroup,
  type ScopeHotel,
} from './hotel-scope';

export interface HotelScopeInput {
  /** The viewer's groups and hotels (session viewer: groupIds, hotelIds). */
  groupIds: readonly number[];
  hotelIds: readonly number[];
  /** The hotels the user may pick from (the group's hotels). */
  hotels: readonly ScopeHotel[];
  /** Names for the whole-group options. */
  groups?: readonly ScopeGroup[];
}

export interface HotelScopeState extends ResolvedHotelScope {
  /** The key a form starts with: the fixed hotel's, else null (the user picks). */
  initialKey: string | null;
}

export function useHotelScope({ groupIds, hotelIds, hotels, groups }: HotelScopeInput): HotelScopeState {
  return useMemo(() => {
    const resolved = resolveHotelScope({ groupIds, hotelIds }, hotels, groups);
    return { ...resolved, initialKey: resolved.fixed ? scopeKey(resolved.fixed) : null };
  }, [groupIds, hotelIds, hotels, groups]);
}

export interface HotelScopeChoiceState extends HotelScopeState {
  /** The scope key in force (chooseScopeKey); null while none can be chosen. */
  key: string | null;
  scope: HotelScope | null;
  /** The hotel, when the scope is one hotel; the group, when it is a whole group. */
  hotelId: number | null;
  groupId: number | null;
}

/** useHotelScope with the scope in force: the fixed hotel, the user's choice, or the fallback. */
export function useHotelScopeChoice(input: HotelScopeInput, choice: ScopeChoice): HotelScopeChoiceState {
  const resolved = useHotelScope(input);
  const { allowGroup, preferGroup, requested, currentHotelId } = choice;
  return useMemo(() => {
    const key = chooseScopeKey(resolved, { allowGroup, preferGroup, requested, currentHotelId });
    const scope = parseScopeKey(key);
    return {
      ...resolved,
      key,
      scope,
      hotelId: scope?.kind === 'hotel' ? scope.hotelId : null,
      groupId: scope?.kind === 'group' ? scope.groupId : null,
    };
  }, [resolved, allowGroup, preferGroup, requested, currentHotelId]);
}

export interface HotelScopeSelectProps
  extends HotelScopeInput, Omit<SelectProps, 'data' | 'value' | 'defaultValue' | 'onChange'> {
  /** The scope key: a hotel id, or 'group' + the group id. */
  value?: string | null;
  onChange: (value: string | null, scope: HotelScope | null) => void;
  /** false: hotels only (a screen that cannot work on a whole group). */
  allowGroup?: boolean;
}

export function HotelScopeSelect(props: HotelScopeSelectProps) {
  const { t } = useTranslation('form');
  const { groupIds, hotelIds, hotels, groups, value = null, onChange, allowGroup = true, ...selectProps } = props;
  const { fixed, options, initialKey } = useHotelScope({ groupIds, hotelIds, hotels, groups });

  useEffect(() => {
    if (fixed && initialKey !== value) onChange(initialKey, fixed);
  }, [fixed, initialKey, value, onChange]);

  const data = useMemo(() => {
    const groupItems = allowGroup
      ? options
          .filter((option) => option.scope.kind === 'group')
          .map((option) => ({
            value: option.value,
            label: option.name ? t('hotelScope.wholeGroupNamed', { name: option.name }) : t('hotelScope.wholeGroup'),
          }))
      : [];
    const hotelItems = options
      .filter((option) => option.scope.kind === 'hotel')
      .map((option) => ({ value: option.value, label: option.name ?? option.value }));
    return [
      ...(groupItems.length > 0 ? [{ group: t('hotelScope.groups'), items: groupItems }] : []),
      { group: t('hotelScope.hotels'), items: hotelItems },
    ];
  }, [allowGroup, options, t]);

  if (fixed) return null;
  return (
    <Select
      label={t('hotelScope.label')}
      placeholder={t('hotelScope.placeholder')}
      searchable
      nothingFoundMessage={t('hotelScope.nothingFound')}
      {...selectProps}
      data={data}
      value={value}
      onChange={(key) => onChange(key, parseScopeKey(key))}
    />
  );
}
