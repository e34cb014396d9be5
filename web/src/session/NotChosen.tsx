// Shown in place of a page that works on the chosen hotel or service when none (or one of another
// kind) is chosen — a bookmark, a link from another service: says so and leads to the cards where
// one is chosen.

import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  IconBox,
  IconBuildingSkyscraper,
  IconInfoCircle,
  IconShoppingCart,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page, type ServiceType } from '@hotel/domain';

/** What the page needs: a hotel, any service, or a service of one type. */
export type Needed = 'hotel' | 'service' | Extract<ServiceType, 'RESTAURANT' | 'HOTEL' | 'INVENTORY' | 'HOUSEKEEPING'>;

const ICON = {
  hotel: IconBuildingSkyscraper,
  service: IconInfoCircle,
  RESTAURANT: IconToolsKitchen2,
  HOTEL: IconBuildingSkyscraper,
  INVENTORY: IconBox,
  HOUSEKEEPING: IconShoppingCart,
} as const;

export function NotChosen({ what }: { what: Needed }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const Icon = ICON[what];
  return (
    <Alert icon={<Icon />} title={t(`notChosen.${what}.title`)} maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(`notChosen.${what}.text`)}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            void navigate({
              href: what === 'hotel' ? Page.PRODUCTS : what === 'INVENTORY' ? Page.INVENTORY_SERVICES : Page.SERVICES,
            })
          }
        >
          {t(`notChosen.${what}.choose`)}
        </Button>
      </Stack>
    </Alert>
  );
}
