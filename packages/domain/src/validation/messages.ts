/** The validation messages of SPEC §5, word for word. Screens and tests read them from here. */
export const MESSAGES = {
  fullNameMin: 'Full name must be at least 3 characters long',
  fullNameMax: 'Full name must be less than 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 12 characters long',
  passwordClasses:
    'Password must contain at least 3 of the following: lowercase letters, uppercase letters, digits, or special characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must agree to the terms and conditions',
  passwordRequired: 'Password is required',

  promptMin: 'Prompt must be at least 3 characters long',
  promptTooLong: 'Prompt too long',
  negativePromptTooLong: 'Negative prompt too long',

  phoneInvalid: 'Please enter a valid phone number',
  countryRequired: 'Please select a country',
  consentRequired: 'You must agree to the Privacy Policy and User Terms',
  selectCreditsFirst: 'Please select credits first',
  noOrderFound: 'No order found',

  creditsMin: 'Minimum 1 credit required',
  creditsMax: 'Maximum 10,000 credits allowed',
  creditsWhole: 'Credits must be a whole number',
  topupInvalidAmount: 'Enter a valid amount (1-10,000 credits)',
  amountMin: 'Minimum amount is €0.01',
  amountMax: 'Maximum amount is €8,000',
  amountPositive: 'Amount must be positive',

  invalidPaymentStatus: 'Invalid payment status',

  fullNameRequired: 'Full name is required',
  billingNameRequired: 'Billing name is required',
  countryIsRequired: 'Country is required',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  postalCodeRequired: 'Postal code is required',

  passwordsDontMatch: "Passwords don't match",

  // Screen-level checks (SPEC §5 'Image generate (screen)' / 'Text generate (screen)').
  promptRequiredTitle: 'Prompt Required',
  imagePromptRequired: 'Please enter a description for your image.',
  textPromptRequired: 'Please enter a description for your text.',
  signInRequiredTitle: 'Sign In Required',
  signInToGenerateImages: 'Please sign in to generate images.',
  signInToSaveTexts: 'Please sign in to save texts.',
} as const;

/**
 * Messages the spec does not give, chosen here (SPEC §5 allows the schema library's defaults;
 * these read better where a user can see them).
 */
export const EXTRA_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  passwordNeedsLowercase: 'Password must contain a lowercase letter',
  passwordNeedsUppercase: 'Password must contain an uppercase letter',
  passwordNeedsDigit: 'Password must contain a digit',
  currencyCode: 'Currency must be a 3-letter code',
  // The profile and billing rules of SPEC §5, one message per field and rule.
  fullNameLength: 'Full name must be 2 to 100 characters',
  billingNameLength: 'Billing name must be 2 to 100 characters',
  companyNameTooLong: 'Company name must be at most 100 characters',
  addressLength: 'Address must be 5 to 200 characters',
  cityTooLong: 'City must be at most 100 characters',
  stateRequired: 'State or province is required',
  stateTooLong: 'State or province must be at most 100 characters',
  postalCodeLength: 'Postal code must be 3 to 20 characters',
  countryTooLong: 'Country must be at most 100 characters',
  taxIdTooLong: 'Tax ID must be at most 50 characters',
  tokenNameRequired: 'Name is required',
  passwordIncorrect: 'Password is incorrect',
  imageIdsRequired: 'Select at least one image',
  imageIdsTooMany: 'Select at most 100 images',
  imagesNotFound: 'Some of the selected images were not found',
  // Text to speech.
  voiceTextRequired: 'Please enter the text to speak.',
  voiceTextTooLong: 'Text must be at most 5,000 characters',
  voiceSpeedRange: 'Speed must be between 0.75 and 1.5',
  voiceNotOfLanguage: 'Choose one of the voices of this language',
  // Rewrite.
  rewriteTextRequired: 'Please enter the text to rewrite.',
  rewriteTextTooLong: 'Text must be at most 10,000 characters',
  rewriteStyleRequired: 'Choose a writing style',
  rewriteLanguageRequired: 'Choose the language to translate into',
  videoDuration: 'Duration must be 4 or 8 seconds',
  videoAspectRatio: 'Aspect ratio must be 16:9 or 9:16',
  // The operator console's credit adjustment.
  adjustCreditsInvalid: 'Enter a whole number other than 0',
  adjustReasonRequired: 'A reason is required',
  // A field the server refused for a reason the screen has no words for.
  invalidValue: 'Please check this value',
} as const;
