import { describe, expect, it } from 'vitest';
import { issuesOf, messagesAt } from '../testing/zod-issues';
import {
  resetPasswordSchema,
  signInSchema,
  signUpBodySchema,
  signUpFormSchema,
} from './auth.schema';
import { passwordClassCount } from './common';
import { MESSAGES } from './messages';

const STRONG = 'Abcdefghijk1'; // 12 characters, 3 classes
const validForm = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: STRONG,
  confirmPassword: STRONG,
  terms: true,
};

describe('sign-up form (SPEC §5)', () => {
  it('accepts a valid form', () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ['ab', ['Full name must be at least 3 characters long']],
    ['abc', []],
    ['a'.repeat(100), []],
    ['a'.repeat(101), ['Full name must be less than 100 characters']],
    ['   ab   ', ['Full name must be at least 3 characters long']],
  ])('full name %j -> %j', (fullName, messages) => {
    expect(messagesAt(signUpFormSchema, { ...validForm, fullName }, 'fullName')).toEqual(messages);
  });

  it.each([
    ['', ['Email is required']],
    ['   ', ['Email is required']],
    ['not-an-email', ['Please enter a valid email address']],
    ['a@b', ['Please enter a valid email address']],
    ['ada@example.com', []],
  ])('email %j -> %j', (email, messages) => {
    expect(messagesAt(signUpFormSchema, { ...validForm, email }, 'email')).toEqual(messages);
  });

  it('trims and lower-cases the email', () => {
    const parsed = signUpFormSchema.parse({ ...validForm, email: '  Ada@Example.COM ' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it.each([
    // length boundary: 11 vs 12 characters with 3 classes
    ['Abcdefghij1', ['Password must be at least 12 characters long']],
    ['Abcdefghijk1', []],
    // class combinations at 12 characters
    ['abcdefghijkl', [MESSAGES.passwordClasses]], // lower only
    ['abcdefghijk1', [MESSAGES.passwordClasses]], // lower + digit
    ['ABCDEFGHIJK!', [MESSAGES.passwordClasses]], // upper + special
    ['123456789012', [MESSAGES.passwordClasses]], // digit only
    ['abcdefghiJK1', []], // lower + upper + digit
    ['abcdefghij1!', []], // lower + digit + special
    ['ABCDEFGHIJ1!', []], // upper + digit + special
    ['abcdefghiJK!', []], // lower + upper + special
    ['abcdefgHI12!', []], // all four
    // both rules broken
    ['abc', ['Password must be at least 12 characters long', MESSAGES.passwordClasses]],
  ])('password %j -> %j', (password, messages) => {
    expect(
      messagesAt(
        signUpFormSchema,
        { ...validForm, password, confirmPassword: password },
        'password',
      ),
    ).toEqual(messages);
  });

  it('says exactly the spec sentence for the password classes', () => {
    expect(MESSAGES.passwordClasses).toBe(
      'Password must contain at least 3 of the following: lowercase letters, uppercase letters, digits, or special characters',
    );
  });

  it('requires the confirmation', () => {
    expect(
      messagesAt(signUpFormSchema, { ...validForm, confirmPassword: '' }, 'confirmPassword'),
    ).toContain('Please confirm your password');
    expect(
      messagesAt(signUpFormSchema, { ...validForm, confirmPassword: undefined }, 'confirmPassword'),
    ).toEqual(['Please confirm your password']);
  });

  it('reports a mismatch on the confirm field, even when another field is wrong', () => {
    expect(issuesOf(signUpFormSchema, { ...validForm, confirmPassword: `${STRONG}x` })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(
      messagesAt(
        signUpFormSchema,
        { ...validForm, fullName: 'a', confirmPassword: 'different' },
        'confirmPassword',
      ),
    ).toEqual(['Passwords do not match']);
  });

  it.each([
    [false, ['You must agree to the terms and conditions']],
    [undefined, ['You must agree to the terms and conditions']],
    [true, []],
  ])('terms %j -> %j', (terms, messages) => {
    expect(messagesAt(signUpFormSchema, { ...validForm, terms }, 'terms')).toEqual(messages);
  });
});

describe('sign-up body (server)', () => {
  const body = { email: 'ada@example.com', password: STRONG, full_name: 'Ada Lovelace' };

  it('defaults the language to en', () => {
    expect(signUpBodySchema.parse(body).language).toBe('en');
  });

  it.each(['en', 'uk', 'ru'])('accepts language %s', (language) => {
    expect(signUpBodySchema.safeParse({ ...body, language }).success).toBe(true);
  });

  it('refuses another language', () => {
    expect(signUpBodySchema.safeParse({ ...body, language: 'fr' }).success).toBe(false);
  });

  it.each([
    [11, false],
    [12, true],
    [1024, true],
    [1025, false],
  ])('password of %i characters -> valid %s', (length, valid) => {
    const password = `Aa1${'x'.repeat(length - 3)}`;
    expect(signUpBodySchema.safeParse({ ...body, password }).success).toBe(valid);
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
  ])('full_name %j -> valid %s', (full_name, valid) => {
    expect(signUpBodySchema.safeParse({ ...body, full_name }).success).toBe(valid);
  });

  it('refuses a weak password with the spec message', () => {
    expect(messagesAt(signUpBodySchema, { ...body, password: 'aaaaaaaaaaaa' }, 'password')).toEqual(
      [MESSAGES.passwordClasses],
    );
  });
});

describe('sign-in and reset', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: ['Email is required'], password: ['Password is required'] },
    ],
    [{ email: 'x', password: 'p' }, { email: ['Please enter a valid email address'] }],
    [{ email: 'a@b.co', password: 'p' }, {}],
    [{}, { email: ['Email is required'], password: ['Password is required'] }],
  ])('sign-in %j -> %j', (input, issues) => {
    expect(issuesOf(signInSchema, input)).toEqual(issues);
  });

  it.each([
    ['', ['Email is required']],
    ['nope', ['Please enter a valid email address']],
    ['a@b.co', []],
  ])('reset %j -> %j', (email, messages) => {
    expect(messagesAt(resetPasswordSchema, { email }, 'email')).toEqual(messages);
  });
});

describe('password classes', () => {
  it.each([
    ['', 0],
    ['a', 1],
    ['aA', 2],
    ['aA1', 3],
    ['aA1!', 4],
    ['aA1 ', 4],
    ['éÉ٣', 3],
  ])('%j has %i classes', (password, count) => {
    expect(passwordClassCount(password)).toBe(count);
  });
});
