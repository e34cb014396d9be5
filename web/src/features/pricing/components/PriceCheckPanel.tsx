// The price check (issue: "what a guest will pay before and after a rate change"): pick the dates,
// room type, stay type, channel, residency and guests, and see each night with the rule that set it,
// the children, offers, taxes by sequence and the total in the residency's currency (LKR for a
// resident, USD for a non-resident). The server prices it with the one pricing engine; this only
// shows the answer.

import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { usePriceCheckLazyQuery, usePriceChoicesQuery } from '../../../graphql/hooks.gen';
import { errorMessage, fieldErrors } from '../../../graphql/errors';
import { formatDate, formatPercent, today } from '../../../ui/format';
import { PHONE_MEDIA_QUERY } from '../../../app/theme';
import { formatDecimalIn, formatIn } from '../money';
import { PriceKeyFields, type KeyValues } from './PriceChoices';

interface Values extends KeyValues {
  resident: 'true' | 'false';
  checkInDate: string | null;
  checkOutDate: string | null;
  adults: number | string;
  childAges: string;
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const RULE_COLOUR: Record<string, string> = { DAY_PRICE: 'grape', SEASONAL_PRICE: 'blue', CHANNEL_PRICE: 'gray' };

/** "4, 9" → [4, 9]; null when it is not a list of ages. */
function parseAges(text: string): number[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const ages = parts.map(Number);
  return ages.every((age) => Number.isInteger(age) && age >= 0 && age <= 17) ? ages : null;
}

export function PriceCheckPanel({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('pricing');
  const choices = usePriceChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [check, result] = usePriceCheckLazyQuery({ fetchPolicy: 'network-only' });
  const form = useForm<Values>({
    initialValues: {
      channelId: null,
      roomTypeId: null,
      stayTypeId: null,
      resident: 'true',
      checkInDate: today(),
      checkOutDate: null,
      adults: 2,
      childAges: '',
    },
    validate: {
      channelId: (value) => (value ? null : t('refusal:REQUIRED_FIELD')),
      roomTypeId: (value) => (value ? null : t('refusal:ROOM_TYPE_REQUIRED')),
      stayTypeId: (value) => (value ? null : t('refusal:REQUIRED_FIELD')),
      checkInDate: (value) => (value ? null : t('refusal:DATE_REQUIRED')),
      checkOutDate: (value, values) =>
        !value
          ? t('refusal:DATE_REQUIRED')
          : values.checkInDate && value <= values.checkInDate
            ? t('refusal:CHECK_OUT_NOT_AFTER_CHECK_IN')
            : null,
      adults: (value) => (Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:ADULTS_RANGE')),
      childAges: (value) => (parseAges(value) ? null : t('refusal:AGE_RANGE')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    const answer = await check({
      variables: {
        input: {
          hotelId,
          channelId: Number(values.channelId),
          roomTypeId: Number(values.roomTypeId),
          stayTypeId: Number(values.stayTypeId),
          resident: values.resident === 'true',
          checkInDate: values.checkInDate!,
          checkOutDate: values.checkOutDate!,
          adults: Number(values.adults),
          childAges: parseAges(values.childAges) ?? [],
        },
      },
    });
    const errors = Object.fromEntries(fieldErrors(answer.error).map((e) => [e.field, e.message]));
    if (Object.keys(errors).length > 0) form.setErrors(errors);
  });
  // On a phone each night shows its date with the rule under it, and its amount; the room, children
  // and offer columns would push the amounts out of sight.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
  const labelSpan = phone ? 1 : 5;
  const priced = result.data?.priceCheck;
  const ruleOf = (line: { rule: string; seasonName?: string | null }) => (
    <>
      <Badge color={RULE_COLOUR[line.rule]} variant="light" size="sm">
        {t(`rule.${line.rule}`)}
      </Badge>
      {line.seasonName && (
        <Text span size="xs" c="dimmed" ml={phone ? 0 : 6}>
          {line.seasonName}
        </Text>
      )}
    </>
  );
  const refused = result.error ? errorMessage(result.error, t('check.failed')) : null;
  return (
    <Card withBorder padding="lg" radius="md" aria-label={t('check.title')}>
      <Stack gap="md">
        <div>
          <Title order={3}>{t('check.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('check.description')}
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PriceKeyFields form={form} choices={choices.data} />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
              <DateInput
                label={t('check.checkIn')}
                required
                valueFormat="YYYY-MM-DD"
                {...form.getInputProps('checkInDate')}
              />
              <DateInput
                label={t('check.checkOut')}
                required
                valueFormat="YYYY-MM-DD"
                {...form.getInputProps('checkOutDate')}
              />
              <NumberInput
                label={t('check.adults')}
                required
                min={1}
                max={20}
                allowDecimal={false}
                {...form.getInputProps('adults')}
              />
              <TextInput
                label={t('check.childAges')}
                placeholder={t('check.childAgesPlaceholder')}
                {...form.getInputProps('childAges')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('check.residency')}
                </Text>
                <SegmentedControl
                  data={[
                    { value: 'true', label: t('check.resident') },
                    { value: 'false', label: t('check.nonResident') },
                  ]}
                  {...form.getInputProps('resident')}
                />
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={result.loading}>
                {t('check.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        {refused && <Alert color="red">{refused}</Alert>}
        {priced && !result.error && (
          <Stack gap="sm" data-testid="price-check-result">
            <Group gap="xs">
              <Badge variant="light">{t('check.nights', { count: priced.nights })}</Badge>
              <Badge variant="light">{t('check.pax', { name: priced.paxName, adults: priced.countedAdults })}</Badge>
              {priced.childPolicyName && (
                <Badge variant="light">{t('check.childPolicy', { name: priced.childPolicyName })}</Badge>
              )}
              <Badge variant="light" color={priced.vat ? 'orange' : 'gray'}>
                {priced.vat ? t('check.withVat') : t('check.withoutVat')}
              </Badge>
            </Group>
            <Table.ScrollContainer minWidth={phone ? 0 : 640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('check.night')}</Table.Th>
                    {!phone && <Table.Th>{t('check.rule')}</Table.Th>}
                    {!phone && (
                      <>
                        <Table.Th ta="right">{t('check.room')}</Table.Th>
                        <Table.Th ta="right">{t('check.children')}</Table.Th>
                        <Table.Th>{t('check.offer')}</Table.Th>
                      </>
                    )}
                    <Table.Th ta="right">{t('check.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {priced.lines.map((line) => (
                    <Table.Tr key={line.date} data-rule={line.rule}>
                      {phone ? (
                        <Table.Td>
                          <Stack gap={4}>
                            <Text size="sm">{formatDate(line.date)}</Text>
                            <Group gap={6}>{ruleOf(line)}</Group>
                          </Stack>
                        </Table.Td>
                      ) : (
                        <>
                          <Table.Td>{formatDate(line.date)}</Table.Td>
                          <Table.Td>{ruleOf(line)}</Table.Td>
                        </>
                      )}
                      {!phone && (
                        <>
                          <Table.Td ta="right">{formatIn(priced.currency, line.room)}</Table.Td>
                          <Table.Td ta="right">{formatIn(priced.currency, line.children)}</Table.Td>
                          <Table.Td>
                            {line.offerName ? `${line.offerName} (−${formatPercent(line.discountPercent ?? 0)})` : '—'}
                          </Table.Td>
                        </>
                      )}
                      <Table.Td ta="right" style={NO_WRAP}>
                        {formatIn(priced.currency, line.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td colSpan={labelSpan} fw={600}>
                      {t('check.subtotal')}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={NO_WRAP}>
                      {formatIn(priced.currency, priced.subtotal)}
                    </Table.Td>
                  </Table.Tr>
                  {priced.taxes.map((tax) => (
                    <Table.Tr key={`${tax.sequence}-${tax.name}`}>
                      <Table.Td colSpan={labelSpan}>
                        {tax.name} ({formatPercent(tax.originRate)})
                      </Table.Td>
                      <Table.Td ta="right" style={NO_WRAP}>
                        {formatIn(priced.currency, tax.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td colSpan={labelSpan} fw={700}>
                      {t('check.total')}
                    </Table.Td>
                    <Table.Td ta="right" fw={700} style={NO_WRAP} data-testid="price-check-total">
                      {formatIn(priced.currency, priced.total)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {priced.equivalents.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('check.equivalents')}{' '}
                {priced.equivalents.map((e) => formatDecimalIn(e.currency, e.amount)).join(' · ')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
