import {
  DEFAULT_GEMINI_IMAGE_MODEL,
  DEFAULT_GEMINI_SPEECH_MODEL,
  DEFAULT_GEMINI_TEXT_MODEL,
} from '@lumen/adapters';
import type { Config } from './config';

export interface StartupLine {
  readonly level: 'info' | 'warn';
  readonly text: string;
}

/**
 * What takes money and what spends it, said at start-up so an operator never runs the demo
 * payment page or a paid model without knowing: demo payments and free credits spent on a
 * paid model are warnings.
 */
export function providerReport(config: Config): StartupLine[] {
  const lines: StartupLine[] = [];
  if (config.stripe) {
    const live = config.stripe.secretKey.startsWith('sk_live_');
    lines.push({
      level: live || config.env !== 'production' ? 'info' : 'warn',
      text: `payments: Stripe Checkout, ${live ? 'LIVE mode (real money)' : 'test mode (no real money)'}${
        config.stripe.apiBase ? ` via ${config.stripe.apiBase}` : ''
      }`,
    });
  } else {
    lines.push({
      level: 'warn',
      text:
        'payments: DEMO payment page: NO REAL MONEY is taken and any valid test card adds ' +
        `credits${config.env === 'production' ? ' (PAYMENTS=demo)' : ''}; set STRIPE_SECRET_KEY ` +
        'and STRIPE_WEBHOOK_SECRET for real payments',
    });
  }
  lines.push({ level: 'info', text: 'models: demo (built in, calls no provider): live' });
  if (config.gemini) {
    const image = config.gemini.imageModel ?? DEFAULT_GEMINI_IMAGE_MODEL;
    const text = config.gemini.textModel ?? DEFAULT_GEMINI_TEXT_MODEL;
    const speech = config.gemini.speechModel ?? DEFAULT_GEMINI_SPEECH_MODEL;
    lines.push({
      level: 'info',
      text: `models: gemini: LIVE (${image} for images, ${text} for texts, ${speech} for speech), each generation is billed to GEMINI_API_KEY's Google account${
        config.gemini.baseUrl ? ` via ${config.gemini.baseUrl}` : ''
      }`,
    });
    if (!config.stripe) {
      lines.push({
        level: 'warn',
        text: 'models: gemini is live while payments are the demo: free demo credits spend real money at Google',
      });
    }
  } else {
    lines.push({
      level: 'info',
      text: 'models: gemini: off (GEMINI_API_KEY unset; it answers 503)',
    });
  }
  return lines;
}
