import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issuesOf, messagesAt } from '../testing/zod-issues';
import {
  billingFormSchema,
  billingProfileSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  profileFormSchema,
  profileUpdateSchema,
} from './account.schema';
import { signUpFormSchema } from './auth.schema';

describe('profile update (server schema)', () => {
  it('accepts an empty patch', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it.each([
    ['a', false],
    ['ab', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
  ])('full_name %j -> valid %s', (full_name, valid) => {
    expect(profileUpdateSchema.safeParse({ full_name }).success).toBe(valid);
  });

  it.each([
    ['+34 600 000 000', true, '+34 600 000 000'],
    [null, true, null],
    ['', true, null],
    ['123', false, undefined],
    ['phone-number', false, undefined],
  ])('phone %j -> valid %s', (phone, valid, stored) => {
    const result = profileUpdateSchema.safeParse({ phone });
    expect(result.success).toBe(valid);
    if (result.success) expect(result.data.phone).toBe(stored);
  });

  it('uses the phone message of the checkout', () => {
    expect(messagesAt(profileUpdateSchema, { phone: '12' }, 'phone')).toContain(
      'Please enter a valid phone number',
    );
  });

  it.each([
    ['en', true],
    ['uk', true],
    ['ru', true],
    ['es', false],
  ])('language %s -> valid %s', (language, valid) => {
    expect(profileUpdateSchema.safeParse({ language }).success).toBe(valid);
  });
});

describe('profile form (screen)', () => {
  it.each([
    ['', ['Full name is required']],
    ['  ', ['Full name is required']],
    ['A', ['Full name must be 2 to 100 characters']],
    ['Al', []],
    ['x'.repeat(100), []],
    ['x'.repeat(101), ['Full name must be 2 to 100 characters']],
  ])(
    'full_name %j -> %j (the screen message when empty, else the server rule)',
    (full_name, messages) => {
      expect(messagesAt(profileFormSchema, { full_name }, 'full_name')).toEqual(messages);
    },
  );

  it("checks a phone that is given against the server's pattern", () => {
    expect(messagesAt(profileFormSchema, { full_name: 'Ada', phone: 'call me' }, 'phone')).toEqual([
      'Please enter a valid phone number',
    ]);
    expect(
      profileFormSchema.safeParse({ full_name: 'Ada', phone: '+44 20 7946 0958' }).success,
    ).toBe(true);
  });

  it('accepts what PATCH /api/profile accepts, and refuses what it refuses', () => {
    for (const full_name of ['A', 'Al', 'x'.repeat(100), 'x'.repeat(101)]) {
      expect(profileFormSchema.safeParse({ full_name }).success).toBe(
        profileUpdateSchema.safeParse({ full_name }).success,
      );
    }
  });

  it('leaves phone optional and email read-only (any string)', () => {
    expect(profileFormSchema.safeParse({ full_name: 'Ada' }).success).toBe(true);
    expect(
      profileFormSchema.safeParse({ full_name: 'Ada', phone: '', email: 'ada@example.com' })
        .success,
    ).toBe(true);
  });
});

const billing = {
  billing_name: 'Ada Lovelace',
  address: '12 Example Street',
  city: 'London',
  postal_code: 'SW1A',
  country: 'United Kingdom',
};

describe('billing profile (server schema)', () => {
  it('defaults is_default to 0 and optional texts to null', () => {
    expect(billingProfileSchema.parse(billing)).toEqual({
      ...billing,
      company_name: null,
      tax_id: null,
      is_default: 0,
    });
  });

  it.each([
    ['billing_name', 1, false],
    ['billing_name', 2, true],
    ['billing_name', 100, true],
    ['billing_name', 101, false],
    ['company_name', 100, true],
    ['company_name', 101, false],
    ['address', 4, false],
    ['address', 5, true],
    ['address', 200, true],
    ['address', 201, false],
    ['city', 0, false],
    ['city', 1, true],
    ['city', 100, true],
    ['city', 101, false],
    ['postal_code', 2, false],
    ['postal_code', 3, true],
    ['postal_code', 20, true],
    ['postal_code', 21, false],
    ['country', 0, false],
    ['country', 1, true],
    ['country', 100, true],
    ['country', 101, false],
    ['tax_id', 50, true],
    ['tax_id', 51, false],
  ])('%s of %i characters -> valid %s', (field, length, valid) => {
    expect(
      billingProfileSchema.safeParse({ ...billing, [field]: 'x'.repeat(length) }).success,
    ).toBe(valid);
  });

  it.each([
    [0, true],
    [1, true],
    [2, false],
    [true, false],
  ])('is_default %j -> valid %s', (is_default, valid) => {
    expect(billingProfileSchema.safeParse({ ...billing, is_default }).success).toBe(valid);
  });
});

describe('billing form (screen)', () => {
  it('says which field is missing', () => {
    expect(issuesOf(billingFormSchema, {})).toEqual({
      billing_name: ['Billing name is required'],
      country: ['Country is required'],
      city: ['City is required'],
      address: ['Address is required'],
      postal_code: ['Postal code is required'],
    });
    expect(
      issuesOf(billingFormSchema, {
        billing_name: '',
        country: '',
        city: '',
        address: '',
        postal_code: '',
      }),
    ).toEqual({
      billing_name: ['Billing name is required'],
      country: ['Country is required'],
      city: ['City is required'],
      address: ['Address is required'],
      postal_code: ['Postal code is required'],
    });
  });

  it("checks the server's lengths before sending, each with its own message", () => {
    expect(
      issuesOf(billingFormSchema, {
        billing_name: 'A',
        country: 'B',
        city: 'C',
        address: 'Road',
        postal_code: 'E1',
      }),
    ).toEqual({
      billing_name: ['Billing name must be 2 to 100 characters'],
      address: ['Address must be 5 to 200 characters'],
      postal_code: ['Postal code must be 3 to 20 characters'],
    });
    expect(
      billingFormSchema.safeParse({
        billing_name: 'Ada',
        country: 'GB',
        city: 'London',
        address: '10 Downing Street',
        postal_code: 'SW1A 1AA',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['billing_name', 1],
    ['billing_name', 2],
    ['billing_name', 101],
    ['address', 4],
    ['address', 5],
    ['address', 201],
    ['city', 100],
    ['city', 101],
    ['postal_code', 2],
    ['postal_code', 3],
    ['postal_code', 21],
  ])(
    '%s of %i characters: valid on the screen exactly when valid on the server',
    (field, length) => {
      const value = { ...billing, [field]: 'x'.repeat(length) };
      expect(billingFormSchema.safeParse(value).success).toBe(
        billingProfileSchema.safeParse(value).success,
      );
    },
  );
});

describe('change password, server', () => {
  const body = {
    currentPassword: 'old',
    newPassword: 'Abcdefghijk1',
    confirmPassword: 'Abcdefghijk1',
  };

  it('accepts a valid change', () => {
    expect(changePasswordSchema.safeParse(body).success).toBe(true);
  });

  it('requires the current password', () => {
    expect(
      messagesAt(changePasswordSchema, { ...body, currentPassword: '' }, 'currentPassword'),
    ).toEqual(['Current password is required']);
  });

  it('needs the confirmation to match', () => {
    expect(issuesOf(changePasswordSchema, { ...body, confirmPassword: 'Abcdefghijk2' })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('change password, screen', () => {
  const form = {
    currentPassword: 'secret',
    newPassword: 'Abcdefghijk1',
    confirmPassword: 'Abcdefghijk1',
  };

  it('accepts a valid change; the current password is only required', () => {
    expect(changePasswordFormSchema.safeParse(form).success).toBe(true);
    expect(
      messagesAt(changePasswordFormSchema, { ...form, currentPassword: '' }, 'currentPassword'),
    ).toEqual(['Current password is required']);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(
      issuesOf(changePasswordFormSchema, { ...form, confirmPassword: 'Abcdefghijk2' }),
    ).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });
});

describe('change password: the sign-up rule and messages, on the screen and the server', () => {
  const signUp = (password: string) =>
    messagesAt(
      signUpFormSchema,
      {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        password,
        confirmPassword: password,
        terms: true,
      },
      'password',
    );
  const change = (schema: z.ZodType, password: string) =>
    messagesAt(
      schema,
      { currentPassword: 'Old password 1', newPassword: password, confirmPassword: password },
      'newPassword',
    );

  it.each([
    'short',
    'Abc1',
    'Abcdefg1',
    'alllowercaseletters',
    'Sixteen letters!',
    'twelve chars1',
    'Abcdefghijk1',
    `Ab1${'x'.repeat(98)}`,
    'x'.repeat(1025),
  ])('new password #%# gets the sign-up messages', (password) => {
    expect(change(changePasswordSchema, password)).toEqual(signUp(password));
    expect(change(changePasswordFormSchema, password)).toEqual(signUp(password));
  });
});
