import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, REFUSALS } from '@hotel/domain';

import { NotificationKey, RefusalReason } from '../graphql/schema-enums.gen';
import noticeDe from './de/notice.json';
import notificationTextDe from './de/notification-text.json';
import refusalDe from './de/refusal.json';
import restaurantDe from './de/restaurant.json';
import { DOMAIN_EN, type DomainNamespace } from './domain-texts';

const GERMAN: Record<DomainNamespace, Record<string, unknown>> = {
  refusal: refusalDe,
  notice: noticeDe,
  'notification-text': notificationTextDe,
};

/** Values a rule sends besides those its English text names: status codes, for German wording. */
const CODE_PARAMS = new Set(['status', 'from', 'to']);

describe('the texts the server also sends have English and German', () => {
  it('translates exactly the schema’s RefusalReason values, in English from the domain', () =>
    expect(Object.keys(DOMAIN_EN.refusal).sort()).toEqual(Object.values(RefusalReason).sort()));

  it('translates exactly the schema’s NotificationKey values', () =>
    expect(Object.keys(DOMAIN_EN['notification-text']).sort()).toEqual(Object.values(NotificationKey).sort()));

  for (const namespace of Object.keys(DOMAIN_EN) as DomainNamespace[]) {
    it(`gives every ${namespace} key a German text, and no German text without a key`, () => {
      const de = GERMAN[namespace];
      expect(Object.keys(de).sort()).toEqual(Object.keys(DOMAIN_EN[namespace]).sort());
      for (const text of Object.values(de)) expect(String(text).trim()).not.toBe('');
    });

    it(`names in German only values the ${namespace} texts are given`, () => {
      const english: Readonly<Record<string, string>> = DOMAIN_EN[namespace];
      for (const [key, text] of Object.entries(english)) {
        const known = new Set(placeholdersOf(text));
        const unknown = placeholdersOf(String(GERMAN[namespace][key])).filter(
          (name) => !known.has(name) && !CODE_PARAMS.has(name),
        );
        expect(unknown, `${namespace}:${key}`).toEqual([]);
      }
    });
  }
});

describe('a refusal in German', () => {
  const t = i18next.createInstance();
  void t.init({
    lng: 'de',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { en: { refusal: REFUSALS }, de: { refusal: refusalDe, restaurant: restaurantDe } },
  });

  it('fills the values the server sent', () =>
    expect(t.t('refusal:FOOD_ITEM_ON_ORDERS', { name: 'Kottu' })).toBe(
      'Kottu steht auf Bestellungen; deaktivieren Sie den Artikel stattdessen',
    ));

  it('names a status by its German label', () =>
    expect(
      t.t('refusal:ITEM_TRANSITION_NOT_ALLOWED', {
        from: 'ACCEPTED',
        to: 'READY_TO_SERVE',
        fromLabel: 'accepted',
        toLabel: 'ready to serve',
      }),
    ).toBe('Dieser Posten hat den Status „Angenommen“ und kann nicht zu „Servierbereit“ wechseln'));
});
