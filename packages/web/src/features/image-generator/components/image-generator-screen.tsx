import { frameOfSize, imageCost, imageSizeDimensions } from '@lumen/domain';
import { EmptyState, ButtonLink } from '@lumen/ui';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/config/paths';
import { isQuotaExceeded, notifyLibraryFull } from '@/components/generator-form/generation-failure';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import {
  type GeneratedImagesResult,
  generateImages,
  type ImageRequest,
} from '@/features/image-generator/api/generate-image';
import { useSaveImages } from '@/features/image-generator/api/save-images';
import { ImageGeneratorForm } from './image-generator-form';
import * as styles from './image-generator.css';
import { type GeneratedImage, ImageResults, ProgressCard } from './image-results';

const m = defineMessages({
  tabs: { id: 'imageGenerator.tabs' },
  signInTitle: { id: 'imageGenerator.toast.signInRequired.title' },
  signInDescription: { id: 'imageGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'imageGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'imageGenerator.toast.insufficient.description' },
  topUp: { id: 'imageGenerator.toast.topUp' },
  authRequiredTitle: { id: 'imageGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'imageGenerator.toast.authRequired.description' },
  failedTitle: { id: 'imageGenerator.toast.failed.title' },
  failedDescription: { id: 'imageGenerator.toast.failed.description' },
  emptyTitle: { id: 'imageGenerator.toast.promptRequired.title' },
  emptyDescription: { id: 'imageGenerator.toast.promptRequired.description' },
});

export interface ImageGeneratorScreenProps {
  /** The My Gallery tab's content for signed-in users (another feature, composed by the route). */
  gallery: ReactNode;
  onTopUp: () => void;
  /** After a generation (debited or refunded) and after the auto-save. */
  onGenerated?: () => void;
  onImagesSaved?: () => void;
}

/** SPEC §2 image generator: tabs Generate and My Gallery. */
export function ImageGeneratorScreen({
  gallery,
  onTopUp,
  onGenerated,
  onImagesSaved,
}: ImageGeneratorScreenProps) {
  const intl = useIntl();
  const save = useSaveImages({ onSaved: onImagesSaved });
  const flow = useGenerate({
    call: generateImages,
    messages: m,
    onTopUp,
    onSettled: onGenerated,
    cost: imageCost,
    remaining: (answer) => answer.remainingCredits,
    keep: (answer, request) => toGeneratedImages(request, answer),
    onSuccess: (generated, request) => {
      const first = generated[0]!;
      // Auto-save to the gallery; a failure here is silent (SPEC §4).
      save.mutate(
        {
          imageUrls: generated,
          settings: {
            size: request.size,
            style: request.style,
            guidance: request.guidance,
            aspectRatio: first.aspectRatio as ImageRequest['aspectRatio'],
            sizeRequested: first.sizeRequested as 512 | 768 | 1024,
            upscale: request.upscale,
            styleTransfer: request.styleTransfer,
          },
        },
        // Saving follows each generation by itself: only a full library is worth a word.
        { onError: (error) => (isQuotaExceeded(error) ? notifyLibraryFull(intl) : undefined) },
      );
    },
  });
  const images = flow.result?.value ?? [];
  return (
    <GeneratorScreen
      title={<FormattedMessage id="imageGenerator.title" />}
      description={<FormattedMessage id="imageGenerator.subtitle" />}
      tabs={{
        label: intl.formatMessage(m.tabs),
        generate: <FormattedMessage id="imageGenerator.tab.generate" />,
        others: [
          {
            id: 'gallery',
            title: <FormattedMessage id="imageGenerator.tab.gallery" />,
            content: flow.signedIn ? gallery : <GalleryTeaser />,
          },
        ],
      }}
      bodyClassName={styles.form}
      form={<ImageGeneratorForm {...flow.form} />}
      progress={
        flow.pending ? (
          <ProgressCard cost={imageCost(flow.pending)} count={flow.pending.count} />
        ) : null
      }
      result={images.length > 0 ? <ImageResults ref={flow.resultRef} images={images} /> : null}
    />
  );
}

/** Signed-out visitors get a teaser instead of the gallery. */
export function GalleryTeaser() {
  return (
    <EmptyState
      title={<FormattedMessage id="imageGenerator.teaser.title" />}
      description={<FormattedMessage id="imageGenerator.teaser.description" />}
      action={
        <div className={styles.row}>
          <ButtonLink href={paths.signin}>
            <FormattedMessage id="imageGenerator.teaser.signIn" />
          </ButtonLink>
          <ButtonLink href={paths.signup} variant="secondary">
            <FormattedMessage id="imageGenerator.teaser.signUp" />
          </ButtonLink>
        </div>
      }
    />
  );
}

function toGeneratedImages(request: ImageRequest, result: GeneratedImagesResult): GeneratedImage[] {
  const now = new Date().toISOString();
  // The demo model is framed by the server's rule (frameOfSize); gemini takes the ratio as asked.
  const { width, height } = imageSizeDimensions(request.size);
  const aspectRatio =
    request.model === 'gemini'
      ? request.aspectRatio
      : frameOfSize(request.size, request.aspectRatio).aspectRatio;
  return result.images.map((url, index) => ({
    id: `${Date.now().toString(36)}-${index}`,
    url,
    prompt: request.prompt,
    negativePrompt: request.negativePrompt,
    settings: {
      size: request.size,
      style: request.style,
      model: result.model,
      guidance: request.guidance,
    },
    aspectRatio,
    sizeRequested: Math.max(width, height),
    finalWidth: result.metadata[index]?.finalWidth ?? width,
    finalHeight: result.metadata[index]?.finalHeight ?? height,
    upscale: request.upscale ? 1 : 0,
    styleTransfer: request.styleTransfer ? 1 : 0,
    timestamp: now,
  }));
}
