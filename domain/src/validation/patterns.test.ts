import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  formatMoneyInput,
  isValidEmail,
  isValidPhoneNumber,
  isValidWebAddress,
  isValidSecurityCode,
  isValidTaxRate,
  matchesPattern,
  optionalEmail,
  optionalPhoneNumber,
  optionalWebAddress,
  passwordStrength,
  type PasswordRule,
  type PatternName,
  requiredEmail,
  sanitizeMoneyInput,
} from './patterns.js';
import { Money } from '../money/money.js';

describe('email pattern', () => {
  for (const email of ['john.doe@example.com', 'a-b_c@mail.example.co', 'x@y.info', 'front.desk@sub-domain.hotel.lk']) {
    it(`accepts ${email}`, () => assert.equal(isValidEmail(email), true));
  }
  const rejected: readonly [string, string][] = [
    ['an address without an at sign', 'plainaddress'],
    ['an address without a top-level domain', 'a@localhost'],
    ['a one-letter top-level domain', 'a@b.c'],
    ['a top-level domain over 4 letters', 'a@b.museum'],
    ['a top-level domain with a digit', 'a@b.c0m'],
    ['an empty local part', '@example.com'],
    ['an empty domain label', 'a@.com'],
    ['a space', 'john doe@example.com'],
    ['a trailing space', 'john@example.com '],
    ['a plus sign, which the spec pattern leaves out', 'john+tag@example.com'],
  ];
  for (const [what, email] of rejected) {
    it(`rejects ${what}`, () => assert.equal(isValidEmail(email), false));
  }
});

describe('required and optional email', () => {
  const required: readonly [string | null | undefined, string | null][] = [
    ['', 'Required field'],
    ['   ', 'Required field'],
    [null, 'Required field'],
    [undefined, 'Required field'],
    ['john', 'Invalid email'],
    ['john@example.com', null],
  ];
  for (const [value, message] of required) {
    it(`required: ${JSON.stringify(value)} gives ${message ?? 'no error'}`, () =>
      assert.equal(requiredEmail(value), message));
  }
  const optional: readonly [string | null | undefined, string | null][] = [
    ['', null],
    [null, null],
    ['john', 'Invalid email'],
    ['john@example.com', null],
  ];
  for (const [value, message] of optional) {
    it(`optional: ${JSON.stringify(value)} gives ${message ?? 'no error'}`, () =>
      assert.equal(optionalEmail(value), message));
  }
});

describe('shared input patterns', () => {
  const table: Readonly<Record<PatternName, { valid: string[]; invalid: string[] }>> = {
    integer: { valid: ['0', '42', '-7'], invalid: ['4.2', '', '1e3', ' 1', '+'] },
    decimal: { valid: ['3', '3.14', '-0.5'], invalid: ['3.', '.5', 'abc', '1,5'] },
    moneyTwoDecimals: { valid: ['10.00', '0.99'], invalid: ['10', '10.5', '10.555', '-1.00'] },
    moneyOneOrTwoDecimals: { valid: ['10', '10.5', '10.55'], invalid: ['10.555', '10.', '-1', '1,000'] },
    positiveInteger: { valid: ['1', '250'], invalid: ['0', '007', '-3', '1.0'] },
    phone: { valid: ['0771234567'], invalid: ['077123456', '07712345678', '077-123456', '+94771234'] },
    percentage: { valid: ['0', '100', '99.99', '12.5', '100.0'], invalid: ['100.01', '101', '-1', '1000', '50%'] },
    dayCount: { valid: ['0', '1', '99', '300', '365'], invalid: ['366', '400', '01', '-1', '1.5'] },
  };
  for (const [name, { valid, invalid }] of Object.entries(table) as [
    PatternName,
    { valid: string[]; invalid: string[] },
  ][]) {
    it(`${name} accepts ${valid.join(', ')}`, () => {
      for (const value of valid) assert.equal(matchesPattern(name, value), true, value);
    });
    it(`${name} rejects ${invalid.map((v) => JSON.stringify(v)).join(', ')}`, () => {
      for (const value of invalid) assert.equal(matchesPattern(name, value), false, value);
    });
  }
});

describe('phone numbers (the shared 10-digit pattern, or the international form)', () => {
  const accepted: readonly [string, string][] = [
    ['the 10-digit national number', '0112345678'],
    ['the national number written with spaces', '011 234 5678'],
    ['the national number written with dashes and brackets', '(011) 234-5678'],
    ['the international form', '+94112345678'],
    ['the international form written with spaces', '+94 77 123 4567'],
    ['an international number of 15 digits', '+123456789012345'],
  ];
  for (const [what, phone] of accepted) it(`accepts ${what}`, () => assert.equal(isValidPhoneNumber(phone), true));
  const refused: readonly [string, string][] = [
    ['letters', 'abc'],
    ['a number with letters', '011 234 56ab'],
    ['a national number of 9 digits', '011234567'],
    ['a national number of 11 digits', '01123456789'],
    ['an international number of 7 digits', '+9411234'],
    ['an international number of 16 digits', '+1234567890123456'],
    ['a plus sign inside', '011+2345678'],
    ['separators alone', '-- --'],
    ['an empty value', ''],
  ];
  for (const [what, phone] of refused) it(`refuses ${what}`, () => assert.equal(isValidPhoneNumber(phone), false));
  it('the optional rule accepts empty and names the refusal otherwise', () => {
    assert.equal(optionalPhoneNumber(''), null);
    assert.equal(optionalPhoneNumber('  '), null);
    assert.equal(optionalPhoneNumber('abc'), 'Invalid phone number');
  });
});

describe('web addresses', () => {
  for (const address of [
    'https://serendib.lk',
    'https://serendib.lk/scb',
    'http://www.serendib.lk:8080/rooms?from=2026-03-10#offers',
    'www.serendib.lk',
    'serendib-hotels.co.uk',
  ]) {
    it(`accepts ${address}`, () => assert.equal(isValidWebAddress(address), true));
  }
  const refused: readonly [string, string][] = [
    ['words with spaces', 'not a url'],
    ['a word without a domain', 'abc'],
    ['another scheme', 'ftp://serendib.lk'],
    ['a space in the path', 'https://serendib.lk/our rooms'],
    ['a top-level domain of digits', 'https://serendib.123'],
    ['a label starting with a dash', 'https://-serendib.lk'],
    ['an empty value', ''],
  ];
  for (const [what, address] of refused) {
    it(`refuses ${what}`, () => assert.equal(isValidWebAddress(address), false));
  }
  it('the optional rule accepts empty and names the refusal otherwise', () => {
    assert.equal(optionalWebAddress(''), null);
    assert.equal(optionalWebAddress('not a url'), 'Invalid web address');
  });
});

describe('tax rate', () => {
  for (const [rate, valid] of [
    [0, true],
    [12.5, true],
    [-0.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ] as const) {
    it(`${valid ? 'accepts' : 'rejects'} a rate of ${rate}`, () => assert.equal(isValidTaxRate(rate), valid));
  }
});

describe('security code', () => {
  const cases: readonly [string, string, boolean][] = [
    ['accepts a 6-digit security code', '123456', true],
    ['accepts leading zeros', '000123', true],
    ['rejects a 5-digit security code', '12345', false],
    ['rejects a 7-digit security code', '1234567', false],
    ['rejects a letter', '12a456', false],
    ['rejects an empty code', '', false],
  ];
  for (const [name, code, valid] of cases) it(name, () => assert.equal(isValidSecurityCode(code), valid));
});

describe('password strength (German labels)', () => {
  const cases: readonly [string, string, string | undefined, PasswordRule[]][] = [
    ['passes eight characters with upper, lower and a digit', 'Secret12', undefined, []],
    ['needs an uppercase letter', 'secret12', undefined, ['uppercase']],
    ['needs a lowercase letter', 'SECRET12', undefined, ['lowercase']],
    ['needs a digit', 'Secretxy', undefined, ['digit']],
    ['needs at least eight characters', 'Secre12', undefined, ['minLength']],
    ['reports every failing part', 'abc', undefined, ['minLength', 'uppercase', 'digit']],
    ['must differ from the previous password', 'Secret12', 'Secret12', ['sameAsPrevious']],
    ['counts non-Latin letters', 'Äöüßxyz1', undefined, []],
  ];
  for (const [name, password, previous, failed] of cases) {
    it(name, () => assert.deepEqual(passwordStrength(password, previous), failed));
  }
});

describe('money input', () => {
  const sanitized: readonly [string, string][] = [
    ['1,234.56', '1234.56'],
    ['LKR 1 000', '1000'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['abc', ''],
  ];
  for (const [raw, clean] of sanitized) {
    it(`strips ${JSON.stringify(raw)} to ${JSON.stringify(clean)}`, () => assert.equal(sanitizeMoneyInput(raw), clean));
  }
  const formatted: readonly [string, string][] = [
    ['1234567.891', '1,234,567.891'],
    ['1000', '1,000'],
    ['999', '999'],
    ['12.', '12.'],
    ['1234.5.6', '1,234.56'],
    ['1,2a34', '1,234'],
    ['12345678901234567890', '12,345,678,901,234,567,890'],
    ['', ''],
  ];
  for (const [raw, shown] of formatted) {
    it(`shows ${JSON.stringify(raw)} as ${JSON.stringify(shown)}`, () => assert.equal(formatMoneyInput(raw), shown));
  }
  it('reads a formatted amount back as an exact amount (Money.parse)', () => {
    assert.equal(Money.parse(formatMoneyInput('1234567.89'), 'LKR')?.toFixed(), '1234567.89');
    assert.equal(Money.parse(formatMoneyInput('.'), 'LKR'), null);
  });
});
