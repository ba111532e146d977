import type {
  AspectRatio,
  GenerationType,
  ImageModel,
  ImageSize,
  ImageStyle,
  OutputLanguage,
  TextLength,
  TextType,
  TransactionStatus,
  WritingStyle,
} from '@lumen/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** The display names of the domain's statuses (transactions hold every one of them). */
export const statusMessages = defineMessages({
  pending: { id: 'status.pending' },
  completed: { id: 'status.completed' },
  success: { id: 'status.success' },
  failed: { id: 'status.failed' },
  cancelled: { id: 'status.cancelled' },
  expired: { id: 'status.expired' },
}) satisfies Record<TransactionStatus, MessageDescriptor>;

/** The display names of the generation types. */
export const generationTypeMessages = defineMessages({
  image: { id: 'creations.type.image' },
  text: { id: 'creations.type.text' },
  voice: { id: 'creations.type.voice' },
  video: { id: 'creations.type.video' },
  rewrite: { id: 'creations.type.rewrite' },
  edit: { id: 'creations.type.edit' },
  variation: { id: 'creations.type.variation' },
}) satisfies Record<GenerationType, MessageDescriptor>;

/* The image and text options' display names, shared by the generators, the gallery and the saved texts. */
export const imageStyleMessages = defineMessages({
  realistic: { id: 'imageGenerator.style.realistic' },
  artistic: { id: 'imageGenerator.style.artistic' },
  cartoon: { id: 'imageGenerator.style.cartoon' },
  abstract: { id: 'imageGenerator.style.abstract' },
  vintage: { id: 'imageGenerator.style.vintage' },
}) satisfies Record<ImageStyle, MessageDescriptor>;

export const imageSizeMessages = defineMessages({
  '512x512': { id: 'imageGenerator.size.512x512' },
  '768x768': { id: 'imageGenerator.size.768x768' },
  '1024x1024': { id: 'imageGenerator.size.1024x1024' },
  '1024x768': { id: 'imageGenerator.size.1024x768' },
  '768x1024': { id: 'imageGenerator.size.768x1024' },
}) satisfies Record<ImageSize, MessageDescriptor>;

export const aspectRatioMessages = defineMessages({
  '1:1': { id: 'imageGenerator.aspectRatio.1:1' },
  '16:9': { id: 'imageGenerator.aspectRatio.16:9' },
  '9:16': { id: 'imageGenerator.aspectRatio.9:16' },
  Original: { id: 'imageGenerator.aspectRatio.Original' },
}) satisfies Record<AspectRatio, MessageDescriptor>;

export const imageModelMessages = defineMessages({
  demo: { id: 'imageGenerator.model.demo' },
  gemini: { id: 'imageGenerator.model.gemini' },
}) satisfies Record<ImageModel, MessageDescriptor>;

export const textTypeMessages = defineMessages({
  article: { id: 'textGenerator.textType.article' },
  blogPost: { id: 'textGenerator.textType.blogPost' },
  socialMedia: { id: 'textGenerator.textType.socialMedia' },
  email: { id: 'textGenerator.textType.email' },
  productDescription: { id: 'textGenerator.textType.productDescription' },
  creative: { id: 'textGenerator.textType.creative' },
}) satisfies Record<TextType, MessageDescriptor>;

export const textLengthMessages = defineMessages({
  short: { id: 'textGenerator.textLength.short' },
  medium: { id: 'textGenerator.textLength.medium' },
  long: { id: 'textGenerator.textLength.long' },
}) satisfies Record<TextLength, MessageDescriptor>;

export const writingStyleMessages = defineMessages({
  professional: { id: 'textGenerator.writingStyle.professional' },
  casual: { id: 'textGenerator.writingStyle.casual' },
  friendly: { id: 'textGenerator.writingStyle.friendly' },
  formal: { id: 'textGenerator.writingStyle.formal' },
  persuasive: { id: 'textGenerator.writingStyle.persuasive' },
  informative: { id: 'textGenerator.writingStyle.informative' },
}) satisfies Record<WritingStyle, MessageDescriptor>;

export const outputLanguageMessages = defineMessages({
  english: { id: 'textGenerator.outputLanguage.english' },
  spanish: { id: 'textGenerator.outputLanguage.spanish' },
}) satisfies Record<OutputLanguage, MessageDescriptor>;

/**
 * The message for a value that came from outside (the API, a URL): `undefined` when the map
 * has none, so the caller can show the raw value rather than a missing-message id.
 */
export function messageFor<K extends string, M extends MessageDescriptor>(
  messages: Record<K, M>,
  value: string | null | undefined,
): M | undefined {
  return value != null && Object.hasOwn(messages, value) ? messages[value as K] : undefined;
}

/** The value's display name where the map has one, else the value as it came. */
export function formatKnown<K extends string>(
  intl: IntlShape,
  messages: Record<K, MessageDescriptor>,
  value: string,
): string {
  const message = messageFor(messages, value);
  return message ? intl.formatMessage(message) : value;
}
