import { IconBed, IconBox, IconToolsKitchen2, IconWashMachine, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HotelServicesQuery, ServiceType } from '../../../graphql/hooks.gen';
import { CardList, EmptyState } from './CardList';
import { SelectionCard } from './SelectionCard';

export type ServiceCard = HotelServicesQuery['services'][number];

const SERVICE_ICONS: Record<ServiceType, Icon> = {
  HOTEL: IconBed,
  RESTAURANT: IconToolsKitchen2,
  HOUSEKEEPING: IconWashMachine,
  INVENTORY: IconBox,
};

export interface ServicesPageProps {
  hotelName: string | null;
  services: ServiceCard[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** The service whose permissions are loading after it was chosen. */
  choosing: number | null;
  onSelect: (service: ServiceCard) => void;
  /** Another page's texts (the inventory services); default the hotel's services. */
  texts?: { title: string; description?: string; empty: string };
  /** A second line under each card's name; default the service type. */
  subtitle?: (service: ServiceCard) => string;
}

export function ServiceCardsPage(props: ServicesPageProps) {
  const { hotelName, services, loading, error, onRetry, choosing, onSelect, texts, subtitle } = props;
  const { t } = useTranslation('hotel', { keyPrefix: 'cards' });
  return (
    <CardList
      title={texts?.title ?? t('services.title')}
      description={texts ? texts.description : hotelName ? t('services.description', { hotel: hotelName }) : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={services.length === 0}
      emptyContent={<EmptyState text={texts?.empty ?? t('services.empty')} />}
    >
      {services.map((service) => (
        <SelectionCard
          key={service.id}
          title={service.name}
          subtitle={subtitle ? subtitle(service) : t(`serviceType.${service.serviceType}`)}
          image={service.cardImage}
          logo={service.cardLogo}
          fallbackIcon={SERVICE_ICONS[service.serviceType]}
          badge={service.active ? null : t('inactive')}
          disabled={!service.active || (choosing !== null && choosing !== service.id)}
          loading={choosing === service.id}
          onSelect={() => onSelect(service)}
        />
      ))}
    </CardList>
  );
}
