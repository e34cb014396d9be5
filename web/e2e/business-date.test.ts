// The business date in the browser (issue 12): a guest booked for tomorrow cannot be checked in today;
// the desk closes today's business date early with the night audit, and from then on the desk works on
// tomorrow — the overview's "today" column and the room status are tomorrow's, and the guest checks
// in. The desk then upgrades the stay to another room type: the dialog shows the nights priced in the
// new type and the difference before confirming, and offers only that type's free rooms. Once more in
// German. Screens are kept in /tmp/shots-bday/ (1280 and 390 px, en and de).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { UpstreamApi } from './support/api.js';
import { expectVisible } from './support/browser.js';
import { button, expectToast } from './support/forms.js';
import { as, toast } from './support/pages.js';
import { hotelDay } from './support/reservations.js';
import { useProduct } from './support/suite.js';
import { STAFF_HOTEL } from './support/users.js';
import { shoot as screens } from './support/shots.js';

const suite = useProduct();
const SHOTS = '/tmp/shots-bday';
const GUEST = 'Kasun Tomorrow';

interface AvailableType {
  roomTypeId: number;
  roomTypeName: string;
  freeRooms: { id: number; roomNo: string }[];
  stayTypes: { stayTypeId: number }[];
}

const shoot = (page: Page, name: string) => screens(page, SHOTS, name);

/** Books, as another client would, a stay arriving tomorrow; answers it and another type free then. */
async function arrangeTomorrow(): Promise<{ id: number; refNumber: string; upgradeTo: string }> {
  const api = await UpstreamApi.signIn(suite.product.upstreamUrl, 'admin@demo.lk');
  const hotel = await api.hotelNamed(STAFF_HOTEL);
  const channel = (await api.channels(hotel.id)).find((c) => c.code === 'DIR');
  assert.ok(channel, 'the direct channel of the demo');
  const search = new URLSearchParams({
    hotelId: String(hotel.id),
    checkInDate: hotelDay(1),
    checkOutDate: hotelDay(3),
    adultCount: '1',
    size: '50',
  });
  const { result } = await api.call<{ roomTypes: AvailableType[] }>(
    'GET',
    `/hotel-service/api/reservation/multi/reservation/stayType/search?${search}`,
  );
  const types = (result?.roomTypes ?? []).filter((t) => t.freeRooms.length > 0 && t.stayTypes.length > 0);
  assert.ok(types.length >= 2, `two room types free from tomorrow: ${JSON.stringify(types)}`);
  const [booked, other] = [types[0]!, types[1]!];
  const { result: made } = await api.call<{ reservation: { id: number; refNumber: string } }>(
    'POST',
    '/hotel-service/api/reservation',
    {
      hotelId: hotel.id,
      idempotencyKey: `e2e-business-date-${Date.now()}`,
      guestName: GUEST,
      channelId: channel.id,
      resident: true,
      checkInDate: hotelDay(1),
      checkOutDate: hotelDay(3),
      rooms: [
        {
          roomTypeId: booked.roomTypeId,
          stayTypeId: booked.stayTypes[0]!.stayTypeId,
          roomId: booked.freeRooms[0]!.id,
          adults: 1,
        },
      ],
    },
  );
  assert.ok(made, 'the booking for tomorrow');
  return { ...made.reservation, upgradeTo: other.roomTypeName };
}

test('the night audit moves the desk to tomorrow: arrivals follow the business date; a stay is upgraded', () =>
  suite.withTab(async (page) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stay = await arrangeTomorrow();
    const layout = await as.frontDesk(page);

    // Today, tomorrow's guest may not check in yet: the rule's reason is shown.
    await page.goto(`/reservation/${stay.id}`);
    await expectVisible(page.getByText(GUEST).first(), 'the reservation for tomorrow');
    await expectVisible(page.getByTestId('check-in-refusal'), 'why check-in is not offered yet');
    assert.equal(await button(page, 'Check in').isDisabled(), true, 'check-in waits for the arrival date');

    // The desk closes today's business date early.
    await layout.goTo('Night audit', '/night-audit');
    await button(page, 'Run night audit').click();
    const confirm = page.getByRole('dialog', { name: 'Run the night audit?' });
    await button(confirm, 'Run night audit').click();
    await expectVisible(toast(page, 'Night audit completed'), 'the notice');
    await shoot(page, 'night-audit-en');

    // The calendars' today is tomorrow now.
    await page.goto('/rooms-status-overview');
    await expectVisible(page.getByText(GUEST).first(), 'tomorrow’s guest arriving on the room status');
    await shoot(page, 'room-status-en');

    // Tomorrow's guest checks in.
    await page.goto(`/reservation/${stay.id}`);
    await expectVisible(page.getByText(GUEST).first(), 'the reservation');
    await button(page, 'Check in').click();
    await button(page.getByRole('dialog'), 'Yes').click();
    await expectToast(page, 'Guest checked in successfully');

    // The desk upgrades the stay: the difference is shown before confirming.
    await page.getByRole('button', { name: /^Change type:/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the room type of/ });
    await expectVisible(dialog, 'the room type dialog');
    await dialog.getByLabel('New room type').click();
    await page.getByRole('option', { name: stay.upgradeTo, exact: true }).click();
    await dialog.getByLabel('Stay type').click();
    await page.getByRole('option').first().click();
    await expectVisible(dialog.getByTestId('room-type-difference'), 'the price difference');
    await dialog.getByLabel('Free room of the new type').click();
    await page.getByRole('option').first().click();
    await shoot(page, 'room-upgrade-en');
    await button(dialog, 'Change room type').click();
    await expectToast(page, 'Room type changed successfully');
    await expectVisible(
      page.getByTestId('booked-rooms').getByText(stay.upgradeTo).first(),
      'the booked room in its new type',
    );
    await shoot(page, 'reservation-en');
    assert.equal(await page.getByTestId('stay-account').count(), 1, "one account card after the stay's changes");
    await page.goto('/history');
    await expectVisible(page.getByRole('columnheader', { name: /Cancellation reason/ }), 'the reason column');
    await shoot(page, 'history-en');
    await page.goto(`/reservation/${stay.id}`);

    // In German: the reservation, the dialog and the history with a no-show's reason.
    await layout.chooseLanguage('Deutsch');
    await page.getByRole('button', { name: /^Kategorie ändern:/ }).click();
    const german = page.getByRole('dialog', { name: /^Zimmerkategorie von/ });
    await expectVisible(german.getByLabel('Neue Zimmerkategorie'), 'the German dialog');
    await shoot(page, 'room-upgrade-de');
    await page.keyboard.press('Escape');
    await shoot(page, 'reservation-de');
    await page.goto('/night-audit');
    await expectVisible(page.getByTestId('business-date'), 'the business date in German');
    await shoot(page, 'night-audit-de');
    await page.goto('/history');
    await expectVisible(page.getByRole('columnheader', { name: /Stornogrund/ }), 'the cancellation reason column');
    await shoot(page, 'history-de');
  }));
