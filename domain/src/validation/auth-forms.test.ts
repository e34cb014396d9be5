import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  LOGIN_FAILED_MESSAGE,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateNewPassword,
  validateSignUp,
  validateUnlock,
} from './auth-forms.js';

const signUp = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.lk',
  password: 'Secret12',
  confirmPassword: 'Secret12',
};
const long = (length: number) => 'x'.repeat(length);

describe('sign-up form', () => {
  const cases: readonly [string, Parameters<typeof validateSignUp>[0], ReturnType<typeof validateSignUp>][] = [
    ['accepts a complete form', signUp, {}],
    ['does not require the terms checkbox', { ...signUp, termOfUse: false }, {}],
    [
      'requires every field but the terms',
      {},
      {
        firstName: 'common.requiredField',
        lastName: 'common.requiredField',
        email: 'common.requiredField',
        password: 'common.requiredField',
        confirmPassword: 'common.requiredField',
      },
    ],
    ['rejects a blank first name', { ...signUp, firstName: '   ' }, { firstName: 'common.requiredField' }],
    ['rejects an invalid email', { ...signUp, email: 'nimal@' }, { email: 'common.notValidEmail' }],
    [
      'rejects a confirmation that differs from the password',
      { ...signUp, confirmPassword: 'Secret13' },
      { confirmPassword: 'common.confirmPasswordError' },
    ],
    ['accepts a 60-character first name', { ...signUp, firstName: long(60) }, {}],
    [
      'rejects a first name over 60 characters',
      { ...signUp, firstName: long(61) },
      { firstName: 'First name must be at most 60 characters' },
    ],
    [
      'rejects a last name over 60 characters',
      { ...signUp, lastName: long(61) },
      { lastName: 'Last name must be at most 60 characters' },
    ],
    [
      'rejects an email over 254 characters',
      { ...signUp, email: `${long(250)}@x.lk` },
      { email: 'Email must be at most 254 characters' },
    ],
    [
      'rejects a password over 128 characters',
      { ...signUp, password: long(129), confirmPassword: long(129) },
      {
        password: 'Password must be at most 128 characters',
        confirmPassword: 'Confirm password must be at most 128 characters',
      },
    ],
  ];
  for (const [name, input, errors] of cases) it(name, () => assert.deepEqual(validateSignUp(input), errors));
});

describe('login form', () => {
  const cases: readonly [string, Parameters<typeof validateLogin>[0], ReturnType<typeof validateLogin>][] = [
    ['accepts an email and a password', { email: 'nimal@example.lk', password: 'x' }, {}],
    ['requires both fields', { email: '', password: '' }, { email: 'required field', password: 'required field' }],
    ['rejects an invalid email', { email: 'nimal', password: 'x' }, { email: 'Invalid email' }],
    [
      'rejects a password over 128 characters',
      { email: 'nimal@example.lk', password: long(129) },
      { password: 'Password must be at most 128 characters' },
    ],
  ];
  for (const [name, input, errors] of cases) it(name, () => assert.deepEqual(validateLogin(input), errors));

  it('names the failed-login message', () => assert.equal(LOGIN_FAILED_MESSAGE, 'Username or Password is incorrect'));
});

describe('forgot password form', () => {
  const cases: readonly [string, string | undefined, ReturnType<typeof validateForgotPassword>][] = [
    ['accepts an email', 'nimal@example.lk', {}],
    ['requires the email', undefined, { email: 'common.emailError' }],
    ['rejects an invalid email', 'nimal/../x', { email: 'common.notValidEmail' }],
  ];
  for (const [name, email, errors] of cases)
    it(name, () => assert.deepEqual(validateForgotPassword({ email }), errors));
});

describe('new password form', () => {
  const cases: readonly [string, Parameters<typeof validateNewPassword>[0], ReturnType<typeof validateNewPassword>][] =
    [
      ['accepts matching passwords', { password: 'Secret12', confirmPassword: 'Secret12' }, {}],
      ['requires both fields', {}, { password: 'common.requiredField', confirmPassword: 'common.requiredField' }],
      [
        'rejects passwords that differ',
        { password: 'Secret12', confirmPassword: 'secret12' },
        { confirmPassword: 'common.confirmPasswordError' },
      ],
    ];
  for (const [name, input, errors] of cases) it(name, () => assert.deepEqual(validateNewPassword(input), errors));
});

describe('change password form', () => {
  const cases: readonly [
    string,
    Parameters<typeof validateChangePassword>[0],
    ReturnType<typeof validateChangePassword>,
  ][] = [
    [
      'accepts a confirmed new password',
      { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' },
      {},
    ],
    [
      'requires all three fields',
      {},
      {
        oldPassword: 'common.requiredField',
        newPassword: 'common.requiredField',
        confirmPassword: 'common.requiredField',
      },
    ],
    [
      'rejects a confirmation equal to the old password instead of the new one',
      { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'Old12345' },
      { confirmPassword: 'common.confirmPasswordError' },
    ],
    [
      'rejects a new password over 128 characters',
      { oldPassword: 'Old12345', newPassword: long(129), confirmPassword: long(129) },
      {
        newPassword: 'New password must be at most 128 characters',
        confirmPassword: 'Confirm password must be at most 128 characters',
      },
    ],
  ];
  for (const [name, input, errors] of cases) it(name, () => assert.deepEqual(validateChangePassword(input), errors));
});

describe('lock screen', () => {
  it('requires the password', () =>
    assert.deepEqual(validateUnlock({ password: '' }), { password: 'common.requiredField' }));
  it('accepts a password', () => assert.deepEqual(validateUnlock({ password: 'x' }), {}));
});
