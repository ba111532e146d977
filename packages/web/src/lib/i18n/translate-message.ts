import { useCallback } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { type CompiledCatalogue, englishWords, type MessageId } from './locale-provider';

/**
 * The domain's zod schemas carry SPEC §5's English messages word for word. The en catalogue
 * holds the same texts under these ids, so a message is translated by finding its id.
 */
const validationMessages = defineMessages({
  fullNameMin: { id: 'validation.fullNameMin' },
  fullNameMax: { id: 'validation.fullNameMax' },
  emailRequired: { id: 'validation.emailRequired' },
  emailInvalid: { id: 'validation.emailInvalid' },
  passwordMin: { id: 'validation.passwordMin' },
  passwordClasses: { id: 'validation.passwordClasses' },
  confirmRequired: { id: 'validation.confirmRequired' },
  currentPasswordRequired: { id: 'validation.currentPasswordRequired' },
  passwordsMismatch: { id: 'validation.passwordsMismatch' },
  termsRequired: { id: 'validation.termsRequired' },
  passwordRequired: { id: 'validation.passwordRequired' },
  fullNameRequired: { id: 'validation.fullNameRequired' },
  billingNameRequired: { id: 'validation.billingNameRequired' },
  countryIsRequired: { id: 'validation.countryIsRequired' },
  cityRequired: { id: 'validation.cityRequired' },
  addressRequired: { id: 'validation.addressRequired' },
  postalCodeRequired: { id: 'validation.postalCodeRequired' },
  passwordsDontMatch: { id: 'validation.passwordsDontMatch' },
  phoneInvalid: { id: 'validation.phoneInvalid' },
  countryRequired: { id: 'validation.countryRequired' },
  consentRequired: { id: 'validation.consentRequired' },
  creditsMin: { id: 'validation.creditsMin' },
  creditsMax: { id: 'validation.creditsMax' },
  creditsWhole: { id: 'validation.creditsWhole' },
  topupInvalidAmount: { id: 'validation.topupInvalidAmount' },
  fullNameLength: { id: 'validation.fullNameLength' },
  billingNameLength: { id: 'validation.billingNameLength' },
  companyNameTooLong: { id: 'validation.companyNameTooLong' },
  addressLength: { id: 'validation.addressLength' },
  cityTooLong: { id: 'validation.cityTooLong' },
  stateRequired: { id: 'validation.stateRequired' },
  stateTooLong: { id: 'validation.stateTooLong' },
  passwordNeedsLowercase: { id: 'validation.passwordNeedsLowercase' },
  passwordNeedsUppercase: { id: 'validation.passwordNeedsUppercase' },
  passwordNeedsDigit: { id: 'validation.passwordNeedsDigit' },
  promptMin: { id: 'validation.promptMin' },
  promptTooLong: { id: 'validation.promptTooLong' },
  negativePromptTooLong: { id: 'validation.negativePromptTooLong' },
  voiceTextTooLong: { id: 'validation.voiceTextTooLong' },
  voiceSpeedRange: { id: 'validation.voiceSpeedRange' },
  voiceNotOfLanguage: { id: 'validation.voiceNotOfLanguage' },
  rewriteTextRequired: { id: 'validation.rewriteTextRequired' },
  rewriteTextTooLong: { id: 'validation.rewriteTextTooLong' },
  rewriteStyleRequired: { id: 'validation.rewriteStyleRequired' },
  rewriteLanguageRequired: { id: 'validation.rewriteLanguageRequired' },
  videoDuration: { id: 'validation.videoDuration' },
  videoAspectRatio: { id: 'validation.videoAspectRatio' },
  // The generators' blank-prompt rules say what their toasts say.
  imagePromptRequired: { id: 'imageGenerator.toast.promptRequired.description' },
  textPromptRequired: { id: 'textGenerator.toast.promptRequired.description' },
  voiceTextRequired: { id: 'voiceGenerator.toast.textRequired.description' },
  postalCodeLength: { id: 'validation.postalCodeLength' },
  countryTooLong: { id: 'validation.countryTooLong' },
  taxIdTooLong: { id: 'validation.taxIdTooLong' },
  invalidValue: { id: 'validation.invalidValue' },
  tokenNameRequired: { id: 'validation.tokenNameRequired' },
  passwordIncorrect: { id: 'validation.passwordIncorrect' },
  // The operator console's adjustment form says what it said before it had a schema.
  adjustCreditsInvalid: { id: 'admin.creditsInvalid' },
  adjustReasonRequired: { id: 'admin.reasonRequired' },
});

/**
 * English text → id, read from the compiled en catalogue (a validation message is one literal);
 * made again when more English words arrive.
 */
let byEnglish: { from: CompiledCatalogue; ids: Map<string, MessageDescriptor> } | undefined;
function descriptorOf(message: string): MessageDescriptor | undefined {
  const words = englishWords();
  if (byEnglish?.from !== words) {
    byEnglish = {
      from: words,
      ids: new Map(
        Object.values(validationMessages).map((descriptor) => [
          (words[descriptor.id as MessageId] ?? [])
            .map((part) => ('value' in part ? part.value : ''))
            .join(''),
          descriptor,
        ]),
      ),
    };
  }
  return byEnglish.ids.get(message);
}

/** The ids of the schema messages (for tests). */
export const validationMessageIds = Object.values(validationMessages).map(({ id }) => id);

export function messageIdFor(message: string): string | undefined {
  return descriptorOf(message)?.id;
}

/** Translates a schema message; a message without an id is shown as it came. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const descriptor = descriptorOf(message);
      return descriptor ? intl.formatMessage(descriptor) : message;
    },
    [intl],
  );
}
