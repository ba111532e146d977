import { toast } from '@lumen/ui';
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isHttpError } from '@lumen/client';
import { messageIdFor } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/toast';

/** Why a generation failed, in our words: the server's English message is for API consumers. */
const failureReasons = defineMessages({
  refused: { id: 'generation.failure.refused' },
  rateLimited: { id: 'generation.failure.rateLimited' },
  unavailable: { id: 'generation.failure.unavailable' },
});

/** What a failed generation is known by: the answer's status and code, or a job's error. */
export interface FailureFacts {
  status?: number;
  code?: string;
  kind?: string;
  message?: string;
}

/**
 * A failure's description in the page's language. An English page shows the server's message
 * (SPEC §8); any other language says it from the code and kind (a schema message through its
 * id), else with the generator's own 'Failed to generate…': the server's English never reaches
 * a Spanish screen.
 */
export function failureDescription(
  intl: IntlShape,
  facts: FailureFacts,
  fallback: MessageDescriptor,
): string {
  const { status, code, kind, message } = facts;
  const id = message && code === 'validation_error' ? messageIdFor(message) : undefined;
  if (id) {
    // A schema message's id, found at run time: passed as a descriptor, not written here.
    const schemaMessage: MessageDescriptor = { id };
    return intl.formatMessage(schemaMessage);
  }
  // SPEC §8: 'Generation Failed' with the server's message; it is English, so only there.
  if (message && intl.locale.startsWith('en')) return message;
  if (kind === 'blocked' || kind === 'refused' || status === 422) {
    return intl.formatMessage(failureReasons.refused);
  }
  if (code === 'rate_limited') return intl.formatMessage(failureReasons.rateLimited);
  if (code === 'model_unavailable' || code === 'service_unavailable') {
    return intl.formatMessage(failureReasons.unavailable);
  }
  return intl.formatMessage(fallback);
}

function factsOf(error: unknown): FailureFacts {
  return isHttpError(error)
    ? { status: error.status, code: error.code, message: error.serverMessage }
    : {};
}

/** SPEC §8's 'Insufficient credits|balance': the server's `insufficient_credits` (a 402). */
export function isInsufficientCredits(error: unknown): boolean {
  return isHttpError(error) && error.code === 'insufficient_credits';
}

/** The library of saved texts and images is full (the server's 409 `quota_exceeded`). */
export function isQuotaExceeded(error: unknown): boolean {
  return isHttpError(error) && error.code === 'quota_exceeded';
}

const libraryFull = defineMessages({
  title: { id: 'library.full.title' },
  description: { id: 'library.full.description' },
});

/** A save refused because the library is full: says so, and what to do. */
export function notifyLibraryFull(intl: IntlShape): void {
  notify.error(intl.formatMessage(libraryFull.title), intl.formatMessage(libraryFull.description));
}

export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.code === 'unauthorized';
}

/** A model that failed after the debit: the server has refunded the generation (SPEC §8). */
export function isRefundedFailure(error: unknown): boolean {
  return isHttpError(error) && error.code === 'generation_failed';
}

const refunded = defineMessage({ id: 'generation.failed.refunded' });

/** The server's own message, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return isHttpError(error) ? error.serverMessage : undefined;
}

/** A generator's wording of the three failures (each generator names its own). */
export interface GenerationFailureMessages {
  insufficientTitle: MessageDescriptor;
  insufficientDescription: MessageDescriptor;
  topUp: MessageDescriptor;
  authRequiredTitle: MessageDescriptor;
  authRequiredDescription: MessageDescriptor;
  failedTitle: MessageDescriptor;
  failedDescription: MessageDescriptor;
}

/**
 * SPEC §8 generation failures: too few credits → a destructive toast with a top-up action;
 * signed out → sign-in required; anything else → why, in our words (`failureDescription`), and
 * that the credits were refunded when the model failed.
 */
export function notifyGenerationFailure(
  intl: IntlShape,
  error: unknown,
  messages: GenerationFailureMessages,
  options: { onTopUp: () => void; insufficientValues?: Record<string, number> },
): void {
  const t = (message: MessageDescriptor, values?: Record<string, number>) =>
    intl.formatMessage(message, values);
  if (isInsufficientCredits(error)) {
    toast({
      title: t(messages.insufficientTitle),
      description: t(messages.insufficientDescription, options.insufficientValues),
      variant: 'destructive',
      action: { label: t(messages.topUp), onAction: options.onTopUp },
    });
  } else if (isUnauthorized(error)) {
    notify.error(t(messages.authRequiredTitle), t(messages.authRequiredDescription));
  } else {
    const reason = failureDescription(intl, factsOf(error), messages.failedDescription);
    // The model failed after the debit, so the credits are back: say so, as the video card does.
    notify.error(
      t(messages.failedTitle),
      isRefundedFailure(error) ? `${reason} ${t(refunded)}` : reason,
    );
  }
}
