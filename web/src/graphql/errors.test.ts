import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { DOMAIN_EN } from '../i18n/domain-texts';
import refusalDe from '../i18n/de/refusal.json';
import { refusalText } from './errors';
import { RefusalReason } from './schema-enums.gen';

describe('a refusal that names calendar days', () => {
  beforeAll(async () => {
    await i18next.init({
      lng: 'en',
      resources: { en: { refusal: DOMAIN_EN.refusal }, de: { refusal: refusalDe } },
      interpolation: { escapeValue: false },
    });
  });

  const params = { season: 'Festive', from: '2026-12-20', to: '2027-01-05' };

  it('writes them as the English reader reads dates', async () => {
    await i18next.changeLanguage('en');
    expect(refusalText(RefusalReason.SEASONS_OVERLAP, params)).toBe(
      'The dates overlap the season Festive (20 December 2026 to 5 January 2027)',
    );
  });

  it('and as the German reader does, leaving other values as they are', async () => {
    await i18next.changeLanguage('de');
    const text = refusalText(RefusalReason.SEASONS_OVERLAP, params);
    expect(text).toContain('20. Dezember 2026');
    expect(text).toContain('5. Januar 2027');
    expect(text).toContain('Festive');
    expect(text).not.toContain('2026-12-20');
  });
});
