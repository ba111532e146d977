import { randomUUID } from 'node:crypto';
import type {
  NewBillingProfile,
  NewGeneration,
  NewSavedImage,
  NewSavedText,
  NewTransaction,
  NewUser,
} from '@lumen/domain';

/** Test data with sensible defaults; each override replaces one field. */
export const aUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: `user-${randomUUID()}@example.test`,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$fake',
  fullName: 'Test User',
  language: 'en',
  ...overrides,
});

export const aSavedImage = (
  userId: string,
  overrides: Partial<NewSavedImage> = {},
): NewSavedImage => ({
  userId,
  imageUrl: `/media/${randomUUID()}.png`,
  sourceUrl: `/media/${randomUUID()}.png`,
  prompt: 'a lighthouse at dusk',
  negativePrompt: null,
  size: '1024x1024',
  style: 'realistic',
  model: 'demo',
  guidance: 7,
  aspectRatio: '1:1',
  sizeRequested: 1024,
  finalWidth: 1024,
  finalHeight: 1024,
  upscale: false,
  styleTransfer: false,
  ...overrides,
});

export const aSavedText = (
  userId: string,
  overrides: Partial<NewSavedText> = {},
): NewSavedText => ({
  userId,
  content: 'Some generated text.',
  prompt: 'write about the sea',
  textType: 'article',
  textLength: 'short',
  writingStyle: 'professional',
  outputLanguage: 'english',
  ...overrides,
});

export const aGeneration = (
  userId: string,
  overrides: Partial<NewGeneration> = {},
): NewGeneration => ({
  userId,
  generationType: 'image',
  prompt: 'a red fox',
  costCredits: 2,
  ...overrides,
});

export const aBillingProfile = (
  userId: string,
  overrides: Partial<NewBillingProfile> = {},
): NewBillingProfile => ({
  userId,
  billingName: 'Ann Example',
  companyName: null,
  address: '1 Main Street',
  city: 'Madrid',
  postalCode: '28001',
  country: 'Spain',
  taxId: null,
  isDefault: false,
  ...overrides,
});

export const aTransaction = (
  userId: string | null,
  overrides: Partial<NewTransaction> = {},
): NewTransaction => ({
  orderId: `order_${randomUUID()}`,
  userId,
  userEmail: 'buyer@example.test',
  credits: 100,
  amountCents: 950,
  currency: 'EUR',
  ...overrides,
});
