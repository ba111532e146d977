import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

// SPEC §5 word for word: a typo in a message fails here before it reaches a screen.
describe('validation messages (SPEC §5)', () => {
  it.each([
    ['fullNameMin', 'Full name must be at least 3 characters long'],
    ['fullNameMax', 'Full name must be less than 100 characters'],
    ['emailRequired', 'Email is required'],
    ['emailInvalid', 'Please enter a valid email address'],
    ['passwordMin', 'Password must be at least 12 characters long'],
    [
      'passwordClasses',
      'Password must contain at least 3 of the following: lowercase letters, uppercase letters, digits, or special characters',
    ],
    ['confirmPasswordRequired', 'Please confirm your password'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['termsRequired', 'You must agree to the terms and conditions'],
    ['passwordRequired', 'Password is required'],
    ['promptMin', 'Prompt must be at least 3 characters long'],
    ['promptTooLong', 'Prompt too long'],
    ['negativePromptTooLong', 'Negative prompt too long'],
    ['phoneInvalid', 'Please enter a valid phone number'],
    ['countryRequired', 'Please select a country'],
    ['consentRequired', 'You must agree to the Privacy Policy and User Terms'],
    ['selectCreditsFirst', 'Please select credits first'],
    ['noOrderFound', 'No order found'],
    ['creditsMin', 'Minimum 1 credit required'],
    ['creditsMax', 'Maximum 10,000 credits allowed'],
    ['creditsWhole', 'Credits must be a whole number'],
    ['topupInvalidAmount', 'Enter a valid amount (1-10,000 credits)'],
    ['amountMin', 'Minimum amount is €0.01'],
    ['amountMax', 'Maximum amount is €8,000'],
    ['amountPositive', 'Amount must be positive'],
    ['invalidPaymentStatus', 'Invalid payment status'],
    ['fullNameRequired', 'Full name is required'],
    ['billingNameRequired', 'Billing name is required'],
    ['countryIsRequired', 'Country is required'],
    ['cityRequired', 'City is required'],
    ['addressRequired', 'Address is required'],
    ['postalCodeRequired', 'Postal code is required'],
    ['passwordsDontMatch', "Passwords don't match"],
    ['promptRequiredTitle', 'Prompt Required'],
    ['imagePromptRequired', 'Please enter a description for your image.'],
    ['textPromptRequired', 'Please enter a description for your text.'],
    ['signInRequiredTitle', 'Sign In Required'],
    ['signInToGenerateImages', 'Please sign in to generate images.'],
    ['signInToSaveTexts', 'Please sign in to save texts.'],
  ] as const)('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('has no message beyond the table above', () => {
    expect(Object.keys(MESSAGES)).toHaveLength(39);
  });
});
