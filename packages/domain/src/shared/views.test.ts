import { describe, expect, it } from 'vitest';
import type {
  BillingProfile,
  Generation,
  SavedImage,
  SavedText,
  Transaction,
  User,
} from './entities';
import {
  toBillingProfileView,
  toCurrentUserView,
  toGeneratedImage,
  toGenerationView,
  toProfileView,
  toSavedTextView,
  toTransactionView,
  toTrialView,
} from './views';

const at = new Date('2026-01-02T03:04:05.000Z');
const iso = '2026-01-02T03:04:05.000Z';
const stamps = { createdAt: at, updatedAt: at, deletedAt: null };

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  passwordHash: 'hash',
  fullName: 'Ada Lovelace',
  phone: null,
  language: 'en',
  creditsBalance: 42,
  trialCredits: 12,
  trialExpiresAt: new Date('2026-01-16T03:04:05.000Z'),
  emailVerifiedAt: at,
  trialOwedCredits: 0,
  ...stamps,
};

describe('client-facing views', () => {
  it('current user: username is the full name', () => {
    expect(toCurrentUserView(user)).toEqual({
      id: 'u1',
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      credits_balance: 42,
      trial_credits: 12,
      trial_expires_at: '2026-01-16T03:04:05.000Z',
      email_verified: true,
      trial_pending_credits: 0,
    });
  });

  it('current user: the trial waits for the unverified address', () => {
    const unverified = { ...user, emailVerifiedAt: null, trialOwedCredits: 20 };
    expect(toCurrentUserView(unverified)).toMatchObject({
      email_verified: false,
      trial_pending_credits: 20,
    });
  });

  it('trial: no date once none are left or the trial has lapsed', () => {
    const lapsesAt = new Date('2026-01-16T03:04:05.000Z');
    expect(toTrialView({ trialCredits: 0, trialExpiresAt: lapsesAt })).toEqual({
      trial_credits: 0,
      trial_expires_at: null,
    });
    expect(toTrialView({ trialCredits: 0, trialExpiresAt: null })).toEqual({
      trial_credits: 0,
      trial_expires_at: null,
    });
    expect(toTrialView({ trialCredits: 5, trialExpiresAt: lapsesAt })).toEqual({
      trial_credits: 5,
      trial_expires_at: '2026-01-16T03:04:05.000Z',
    });
  });

  it('profile', () => {
    expect(toProfileView(user)).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      language: 'en',
      credits_balance: 42,
      trial_credits: 12,
      trial_expires_at: '2026-01-16T03:04:05.000Z',
      created_at: iso,
    });
  });

  it('transaction: amount as a 2-decimal string, never the password hash or user', () => {
    const tx: Transaction = {
      id: 't1',
      orderId: 'order_1_a',
      sessionId: 's1',
      userId: 'u1',
      userEmail: 'ada@example.com',
      credits: 100,
      amountCents: 950,
      currency: 'EUR',
      status: 'completed',
      credited: true,
      paymentUrl: 'https://pay',
      quoteId: null,
      webhookProcessedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    expect(toTransactionView(tx)).toEqual({
      id: 't1',
      order_id: 'order_1_a',
      currency: 'EUR',
      amount: '9.50',
      status: 'completed',
      credits: 100,
      created_at: iso,
    });
  });

  it('generation', () => {
    const generation: Generation = {
      id: 'g1',
      userId: 'u1',
      generationType: 'image',
      prompt: 'fox',
      resultUrl: null,
      costCredits: 4,
      status: 'completed',
      parameters: null,
      errorMessage: null,
      ...stamps,
    };
    expect(toGenerationView(generation)).toEqual({
      id: 'g1',
      generation_type: 'image',
      status: 'completed',
      prompt: 'fox',
      cost_credits: 4,
      result_url: null,
      created_at: iso,
    });
    const spoken = {
      ...generation,
      generationType: 'voice' as const,
      resultUrl: '/media/u1/a.mp3',
    };
    expect(toGenerationView(spoken).result_url).toBe('/media/u1/a.mp3');
    // Only a completed generation's result is offered.
    expect(toGenerationView({ ...spoken, status: 'failed' }).result_url).toBeNull();
  });

  it('billing profile: is_default as 0/1', () => {
    const profile: BillingProfile = {
      id: 'b1',
      userId: 'u1',
      billingName: 'Ada',
      companyName: null,
      address: '12 Example Street',
      city: 'London',
      postalCode: 'SW1A',
      country: 'United Kingdom',
      taxId: null,
      isDefault: true,
      ...stamps,
    };
    expect(toBillingProfileView(profile)).toEqual({
      id: 'b1',
      billing_name: 'Ada',
      company_name: null,
      address: '12 Example Street',
      city: 'London',
      postal_code: 'SW1A',
      country: 'United Kingdom',
      tax_id: null,
      is_default: 1,
      created_at: iso,
    });
  });

  it('generated image: settings grouped, flags as 0/1', () => {
    const image: SavedImage = {
      id: 'i1',
      userId: 'u1',
      imageUrl: '/media/u1/i1.png',
      sourceUrl: '/media/u1/i1.png',
      prompt: 'fox',
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
      styleTransfer: true,
      derivedFrom: null,
      ...stamps,
    };
    expect(toGeneratedImage(image)).toEqual({
      id: 'i1',
      url: '/media/u1/i1.png',
      prompt: 'fox',
      negativePrompt: '',
      settings: { size: '1024x1024', style: 'realistic', model: 'demo', guidance: 7 },
      aspectRatio: '1:1',
      sizeRequested: 1024,
      finalWidth: 1024,
      finalHeight: 1024,
      upscale: 0,
      styleTransfer: 1,
      derivedFrom: null,
      timestamp: iso,
    });
  });

  it('a derived image names its source, and the source’s gallery id while it is saved', () => {
    const image = {
      ...({} as SavedImage),
      createdAt: new Date(iso),
      derivedFrom: { url: '/media/u1/src.png', kind: 'edit' as const },
    };
    expect(toGeneratedImage(image).derivedFrom).toEqual({
      url: '/media/u1/src.png',
      kind: 'edit',
      imageId: null,
    });
    expect(
      toGeneratedImage(image, new Map([['/media/u1/src.png', 'i0']])).derivedFrom?.imageId,
    ).toBe('i0');
  });

  it('saved text', () => {
    const text: SavedText = {
      id: 'x1',
      userId: 'u1',
      content: 'Hello',
      prompt: 'greet',
      textType: 'email',
      textLength: 'short',
      writingStyle: 'friendly',
      outputLanguage: 'english',
      ...stamps,
    };
    expect(toSavedTextView(text)).toEqual({
      id: 'x1',
      text_type: 'email',
      text_length: 'short',
      writing_style: 'friendly',
      output_language: 'english',
      prompt: 'greet',
      content: 'Hello',
      created_at: iso,
    });
  });
});
