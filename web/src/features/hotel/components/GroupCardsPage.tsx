import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GroupsQuery } from '../../../graphql/hooks.gen';
import { CardList, EmptyState } from './CardList';
import { SelectionCard } from './SelectionCard';

export type GroupCard = GroupsQuery['groups'][number];

export interface GroupsPageProps {
  groups: GroupCard[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onSelect: (group: GroupCard) => void;
}

export function GroupCardsPage({ groups, loading, error, onRetry, onSelect }: GroupsPageProps) {
  const { t } = useTranslation('hotel', { keyPrefix: 'cards' });
  return (
    <CardList
      title={t('groups.title')}
      description={t('groups.description')}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={groups.length === 0}
      emptyContent={<EmptyState text={t('groups.empty')} />}
    >
      {groups.map((group) => (
        <SelectionCard
          key={group.id}
          title={group.name}
          subtitle={group.address}
          image={group.cardImage}
          logo={group.cardLogo}
          fallbackIcon={IconUsersGroup}
          badge={group.active ? null : t('inactive')}
          onSelect={() => onSelect(group)}
        />
      ))}
    </CardList>
  );
}
