import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { mapFieldErrors, normaliseFieldPath, pathExists } from './field-errors.js';

const values = {
  name: '',
  hotel: { name: '', address: null },
  permissions: [
    { id: 1, status: 0 },
    { id: 2, status: 0 },
    { id: 3, status: 0 },
  ],
};

describe('server field errors onto form fields', () => {
  it('puts a top-level field error beside its field', () => {
    assert.deepEqual(mapFieldErrors([{ field: 'name', message: 'Name is required' }], values), {
      errors: { name: 'Name is required' },
      unmatched: [],
    });
  });
  it('follows dotted paths into objects and lists', () => {
    const { errors } = mapFieldErrors(
      [
        { field: 'hotel.name', message: 'Hotel name is required' },
        { field: 'permissions.2.status', message: 'Invalid status' },
      ],
      values,
    );
    assert.deepEqual(errors, { 'hotel.name': 'Hotel name is required', 'permissions.2.status': 'Invalid status' });
  });
  it('reads bracket indexes as dotted ones', () => {
    assert.equal(normaliseFieldPath('permissions[2].status'), 'permissions.2.status');
    assert.deepEqual(mapFieldErrors([{ field: 'permissions[1].status', message: 'x' }], values).errors, {
      'permissions.1.status': 'x',
    });
  });
  it('accepts a field whose value is null', () => {
    assert.deepEqual(mapFieldErrors([{ field: 'hotel.address', message: 'x' }], values).errors, {
      'hotel.address': 'x',
    });
  });
  it('keeps errors for fields the form does not have for the notification', () => {
    const unknown = [
      { field: 'vatNumber', message: 'VAT number is required' },
      { field: 'permissions.7.status', message: 'Invalid status' },
      { field: '', message: 'General' },
    ];
    assert.deepEqual(mapFieldErrors(unknown, values), { errors: {}, unmatched: unknown });
  });
  it('keeps the first message of a field named twice', () => {
    const { errors } = mapFieldErrors(
      [
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
      ],
      values,
    );
    assert.deepEqual(errors, { name: 'first' });
  });
  it('renames server fields by exact name or prefix', () => {
    const { errors } = mapFieldErrors(
      [
        { field: 'title', message: 'a' },
        { field: 'hotelInput.name', message: 'b' },
      ],
      values,
      { title: 'name', hotelInput: 'hotel' },
    );
    assert.deepEqual(errors, { name: 'a', 'hotel.name': 'b' });
  });
  it('renames through a function, which may leave a field out', () => {
    const { errors, unmatched } = mapFieldErrors(
      [
        { field: 'input.name', message: 'a' },
        { field: 'secret', message: 'b' },
      ],
      values,
      (field) => (field.startsWith('input.') ? field.slice('input.'.length) : null),
    );
    assert.deepEqual(errors, { name: 'a' });
    assert.deepEqual(unmatched, [{ field: 'secret', message: 'b' }]);
  });
  it('does not walk into prototypes or past a list end', () => {
    assert.equal(pathExists(values, 'name.length'), false);
    assert.equal(pathExists(values, 'toString'), false);
    assert.equal(pathExists(values, 'permissions.3'), false);
    assert.equal(pathExists(values, 'permissions.first'), false);
  });
});
