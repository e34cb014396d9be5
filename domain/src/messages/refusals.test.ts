import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { fillMessage, placeholdersOf } from './message.js';
import { NOTICE_CATALOGUES, NOTICES, noticeOfText } from './notices.js';
import { REFUSAL_CATALOGUES, REFUSALS, reasonOfText, refusalText, toRefusal } from './refusals.js';

describe('the refusal catalogue', () => {
  it('defines each key in one area only', () => {
    const seen = new Map<string, string>();
    for (const [area, catalogue] of Object.entries(REFUSAL_CATALOGUES)) {
      for (const key of Object.keys(catalogue)) {
        assert.equal(seen.get(key), undefined, `${key} is defined by ${seen.get(key)} and ${area}`);
        seen.set(key, area);
      }
    }
    assert.equal(seen.size, Object.keys(REFUSALS).length);
  });

  it('names every refusal as a GraphQL enum value can be named', () => {
    for (const key of Object.keys(REFUSALS)) assert.match(key, /^[A-Z][A-Z0-9_]*$/, key);
  });

  it('writes every text once, so a contract rule written as the text finds its key', () => {
    const byText = new Map<string, string>();
    for (const [key, text] of Object.entries(REFUSALS)) {
      assert.equal(byText.get(text), undefined, `"${text}" is both ${byText.get(text)} and ${key}`);
      byText.set(text, key);
    }
  });

  it('keeps the spec’s texts word for word', () => {
    assert.equal(REFUSALS.SELECT_PAYMENT_METHOD, 'Please select a payment method (Cash / Room).');
    assert.equal(REFUSALS.UNABLE_TO_DEALLOCATE_TABLE, 'Unable to deallocate table');
    assert.equal(REFUSALS.REMARKS_TOO_LONG, 'Character Limit Exceeded! (Max: 60 characters)');
    assert.equal(REFUSALS.WRONG_CREDENTIALS, 'Username or Password is incorrect');
    assert.equal(REFUSALS.MINIMUM_NIGHTS_BELOW_TWO, 'Minimum Night not less than 2');
  });
});

describe('a refusal’s text', () => {
  it('fills the values its text names', () =>
    assert.equal(refusalText('FOOD_ITEM_ON_ORDERS', { name: 'Kottu' }), 'Kottu is on orders; deactivate it instead'));

  it('leaves a placeholder without a value as written', () =>
    assert.equal(fillMessage('{{name}} and {{other}}', { name: 'A' }), 'A and {{other}}'));

  it('lists the placeholders of a text', () =>
    assert.deepEqual(placeholdersOf(REFUSALS.ITEM_TRANSITION_NOT_ALLOWED), ['fromLabel', 'toLabel']));

  it('finds the key of a text without placeholders, and none for another text', () => {
    assert.equal(reasonOfText('Required field'), 'REQUIRED_FIELD');
    assert.equal(reasonOfText('Reason is required'), 'REJECT_REASON_REQUIRED');
    assert.equal(reasonOfText('Something else'), null);
  });

  it('takes a key alone or with values', () => {
    assert.deepEqual(toRefusal('TABLE_TAKEN'), { reason: 'TABLE_TAKEN' });
    assert.deepEqual(toRefusal('NOT_FOUND', { what: 'Hotel' }), { reason: 'NOT_FOUND', params: { what: 'Hotel' } });
  });
});

describe('the notice catalogue', () => {
  it('defines each key in one area only', () => {
    const keys = Object.values(NOTICE_CATALOGUES).flatMap((catalogue) => Object.keys(catalogue));
    assert.equal(new Set(keys).size, keys.length);
    assert.equal(Object.keys(NOTICES).length, keys.length);
  });

  it('writes every text once, so a server message finds its key', () => {
    const byText = new Map<string, string>();
    for (const [key, text] of Object.entries(NOTICES)) {
      assert.equal(byText.get(text), undefined, `"${text}" is both ${byText.get(text)} and ${key}`);
      byText.set(text, key);
    }
  });

  it('finds the key of a text, and none for another text', () => {
    assert.equal(noticeOfText('Hotel created'), 'HOTEL_CREATED');
    assert.equal(noticeOfText('Order placed successfully'), 'ORDER_PLACED');
    assert.equal(noticeOfText('Something else'), null);
  });

  it('keeps the spec’s texts word for word', () => {
    assert.equal(NOTICES.PAYMENT_METHOD_UPDATED, 'Payment method updated successfully');
    assert.equal(NOTICES.ORDER_ACCEPTED, 'Order accepted successfully');
    assert.equal(NOTICES.RECONFIRMATION_REQUESTED, 'Request for reconfirm order has been sent');
    assert.equal(NOTICES.ORDER_READY_TO_SERVE, 'Order Ready to Serve');
    assert.equal(NOTICES.SECURITY_CODE_VERIFIED, 'OTP Verified Successfully');
  });
});
