import { Button, Tooltip } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HotelsQuery } from '../../../graphql/hooks.gen';
import { CardList, EmptyState } from './CardList';
import { SelectionCard } from './SelectionCard';

export type HotelCard = HotelsQuery['hotels'][number];

export interface ProductsPageProps {
  groupName: string | null;
  hotels: HotelCard[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onSelect: (hotel: HotelCard) => void;
  /** Null while the hotel administration screen does not exist: the button shows disabled. */
  onCreateHotel: (() => void) | null;
}

export function HotelCardsPage(props: ProductsPageProps) {
  const { groupName, hotels, loading, error, onRetry, onSelect, onCreateHotel } = props;
  const { t } = useTranslation('hotel', { keyPrefix: 'cards' });
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={onCreateHotel ?? undefined} disabled={!onCreateHotel}>
      {t('products.createHotel')}
    </Button>
  );
  return (
    <CardList
      title={t('products.title')}
      description={groupName ? t('products.description', { group: groupName }) : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={hotels.length === 0}
      emptyContent={
        <EmptyState
          text={t('products.empty')}
          action={
            onCreateHotel ? (
              createButton
            ) : (
              <Tooltip label={t('products.createHotelUnavailable')}>
                {/* A disabled button fires no events; the wrapper carries the tooltip. */}
                <span>{createButton}</span>
              </Tooltip>
            )
          }
        />
      }
    >
      {hotels.map((hotel) => (
        <SelectionCard
          key={hotel.id}
          title={hotel.title || hotel.name}
          subtitle={hotel.address}
          image={hotel.cardImage}
          logo={hotel.cardLogo}
          fallbackIcon={IconBuildingSkyscraper}
          badge={hotel.type}
          onSelect={() => onSelect(hotel)}
        />
      ))}
    </CardList>
  );
}
