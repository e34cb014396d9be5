// /restaurant-admin/settings (designed, issue 10; RESTAURANT_INVOICE): the restaurant's own
// settings. Bills and receipts: the paper they print on (a whole A4 page or an 80 mm receipt roll)
// and, read-only, the header they carry, which comes from the hotel's details. The kitchen display:
// the target preparation time each ticket's age is coloured against.

import { useState } from 'react';
import { Button, Card, Group, NumberInput, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChefHat, IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRestaurantSettingQuery, useSaveRestaurantSettingMutation, type BillPaper } from '../../graphql/hooks.gen';
import { errorMessage } from '../../graphql/errors';
import { NotChosen } from '../../session/NotChosen';
import { useCan } from '../../session/permissions';
import { useChosenService, type ChosenService } from '../../session/use-chosen';
import { LoadError } from '../../ui/LoadError';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeading } from '../../ui/PageHeading';

const PAPERS: readonly BillPaper[] = ['A4', 'RECEIPT_80MM'];

export function SettingsScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Settings restaurant={restaurant} /> : <NotChosen what="RESTAURANT" />;
}

function Settings({ restaurant }: { restaurant: ChosenService }) {
  const { t } = useTranslation('restaurant-admin');
  const canEdit = useCan('RESTAURANT_INVOICE', 'EDIT');
  const query = useRestaurantSettingQuery({
    variables: { serviceId: restaurant.serviceId },
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = useSaveRestaurantSettingMutation();
  const setting = query.data?.restaurantSetting ?? null;
  const [chosen, setChosen] = useState<BillPaper | null>(null);
  const paper = chosen ?? setting?.billPaper ?? null;
  const [minutesChosen, setMinutes] = useState<number | null>(null);
  const minutes = minutesChosen ?? setting?.targetPreparationMinutes ?? null;
  const minutesValid = minutes !== null && Number.isInteger(minutes) && minutes >= 1 && minutes <= 240;
  const changed =
    setting !== null &&
    ((chosen !== null && chosen !== setting.billPaper) ||
      (minutesChosen !== null && minutesChosen !== setting.targetPreparationMinutes));
  const header = setting?.billHeader;

  return (
    <Stack gap="lg" maw={720}>
      <PageHeading
        title={t('settings.title')}
        description={
          <>
            {restaurant.serviceName} · {restaurant.hotelTitle}
          </>
        }
      />
      <LoadError error={query.error} fallback={t('errors.loadFailed')} />
      <Card withBorder radius="md" padding="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!paper || minutes === null || !minutesValid) return;
            save({
              variables: { serviceId: restaurant.serviceId, billPaper: paper, targetPreparationMinutes: minutes },
            })
              .then(() => {
                setChosen(null);
                setMinutes(null);
                notifySuccess(t('notice:RESTAURANT_SETTINGS_SAVED'));
              })
              .catch((error: unknown) => notifyError(errorMessage(error, t('errors.saveFailed'))));
          }}
        >
          <Stack gap="md">
            <Group gap="xs">
              <IconReceipt2 size={20} />
              <Title order={4}>{t('settings.bills.title')}</Title>
            </Group>
            {!setting ? (
              <Skeleton h={120} radius="md" />
            ) : (
              <>
                <Radio.Group
                  label={t('settings.bills.paper')}
                  description={t('settings.bills.paperHint')}
                  value={paper}
                  onChange={(value) => setChosen(value as BillPaper)}
                >
                  <Stack gap="xs" mt="xs">
                    {PAPERS.map((option) => (
                      <Radio
                        key={option}
                        value={option}
                        label={t(`settings.bills.papers.${option}`)}
                        description={t(`settings.bills.paperDescriptions.${option}`)}
                        disabled={!canEdit}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <Stack gap={2}>
                  <Text size="sm" fw={500}>
                    {t('settings.bills.header')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('settings.bills.headerHint')}
                  </Text>
                  <Card withBorder radius="sm" padding="sm" mt={4} data-testid="bill-header">
                    <Text fw={700} ta="center">
                      {header?.hotelTitle}
                    </Text>
                    {[
                      header?.address,
                      [header?.contactNumber, header?.email].filter(Boolean).join(' · '),
                      header?.vatNumber ? t('settings.bills.vatNumber', { number: header.vatNumber }) : '',
                    ]
                      .filter(Boolean)
                      .map((line) => (
                        <Text key={line} size="sm" c="dimmed" ta="center">
                          {line}
                        </Text>
                      ))}
                  </Card>
                </Stack>
                <Group gap="xs" mt="sm">
                  <IconChefHat size={20} />
                  <Title order={4}>{t('settings.kitchen.title')}</Title>
                </Group>
                <NumberInput
                  label={t('settings.kitchen.target')}
                  description={t('settings.kitchen.targetHint')}
                  value={minutes ?? ''}
                  min={1}
                  max={240}
                  step={1}
                  allowDecimal={false}
                  maw={260}
                  disabled={!canEdit}
                  error={minutesValid ? undefined : t('settings.kitchen.targetInvalid')}
                  onChange={(value) => setMinutes(typeof value === 'number' ? value : null)}
                />
                {canEdit && (
                  <Group justify="flex-end">
                    <Button type="submit" loading={saving.loading} disabled={!changed || !minutesValid}>
                      {t('settings.save')}
                    </Button>
                  </Group>
                )}
              </>
            )}
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
