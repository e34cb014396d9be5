import { describe, expect, it } from 'vitest';

import { mapFieldErrors, normaliseFieldPath, pathExists } from './field-errors';

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
    expect(mapFieldErrors([{ field: 'name', message: 'Name is required' }], values)).toStrictEqual({
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
    expect(errors).toStrictEqual({ 'hotel.name': 'Hotel name is required', 'permissions.2.status': 'Invalid status' });
  });
  it('reads bracket indexes as dotted ones', () => {
    expect(normaliseFieldPath('permissions[2].status')).toBe('permissions.2.status');
    expect(mapFieldErrors([{ field: 'permissions[1].status', message: 'x' }], values).errors).toStrictEqual({
      'permissions.1.status': 'x',
    });
  });
  it('accepts a field whose value is null', () => {
    expect(mapFieldErrors([{ field: 'hotel.address', message: 'x' }], values).errors).toStrictEqual({
      'hotel.address': 'x',
    });
  });
  it('keeps errors for fields the form does not have for the notification', () => {
    const unknown = [
      { field: 'vatNumber', message: 'VAT number is required' },
      { field: 'permissions.7.status', message: 'Invalid status' },
      { field: '', message: 'General' },
    ];
    expect(mapFieldErrors(unknown, values)).toStrictEqual({ errors: {}, unmatched: unknown });
  });
  it('keeps the first message of a field named twice', () => {
    const { errors } = mapFieldErrors(
      [
        { field: 'name', message: 'first' },
        { field: 'name', message: 'second' },
      ],
      values,
    );
    expect(errors).toStrictEqual({ name: 'first' });
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
    expect(errors).toStrictEqual({ name: 'a', 'hotel.name': 'b' });
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
    expect(errors).toStrictEqual({ name: 'a' });
    expect(unmatched).toStrictEqual([{ field: 'secret', message: 'b' }]);
  });
  it('does not walk into prototypes or past a list end', () => {
    expect(pathExists(values, 'name.length')).toBe(false);
    expect(pathExists(values, 'toString')).toBe(false);
    expect(pathExists(values, 'permissions.3')).toBe(false);
    expect(pathExists(values, 'permissions.first')).toBe(false);
  });
});
