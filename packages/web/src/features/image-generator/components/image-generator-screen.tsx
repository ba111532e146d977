import { frameOfSize, imageCost, imageSizeDimensions } from '@lumen/domain';
import { EmptyState, Tab, TabList, TabPanel, Tabs, ButtonLink } from '@lumen/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBalance } from '@/lib/auth/get-me';
import { useAuthToken } from '@/lib/auth/token';
import {
  isQuotaExceeded,
  notifyGenerationFailure,
  notifyLibraryFull,
} from '@/components/generator-form/generation-failure';
import { notify } from '@/lib/toast';
import {
  type GeneratedImagesResult,
  type ImageRequest,
  useGenerateImages,
} from '@/features/image-generator/api/generate-image';
import { useSaveImages } from '@/features/image-generator/api/save-images';
import { ImageGeneratorForm } from './image-generator-form';
import * as styles from './image-generator.css';
import { type GeneratedImage, ImageResults, ProgressCard } from './image-results';
import { PageHeader } from '@/components/page-header/page-header';

const m = defineMessages({
  tabs: { id: 'imageGenerator.tabs' },
  title: { id: 'imageGenerator.toast.signInRequired.title' },
  description: { id: 'imageGenerator.toast.signInRequired.description' },
  insufficientTitle: { id: 'imageGenerator.toast.insufficient.title' },
  insufficientDescription: { id: 'imageGenerator.toast.insufficient.description' },
  topUp: { id: 'imageGenerator.toast.topUp' },
  authRequiredTitle: { id: 'imageGenerator.toast.authRequired.title' },
  authRequiredDescription: { id: 'imageGenerator.toast.authRequired.description' },
  failedTitle: { id: 'imageGenerator.toast.failed.title' },
  failedDescription: { id: 'imageGenerator.toast.failed.description' },
  promptRequiredTitle: { id: 'imageGenerator.toast.promptRequired.title' },
  promptRequiredDescription: { id: 'imageGenerator.toast.promptRequired.description' },
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
  const token = useAuthToken();
  return (
    <div className={styles.page}>
      <PageHeader
        title={<FormattedMessage id="imageGenerator.title" />}
        description={<FormattedMessage id="imageGenerator.subtitle" />}
      />
      <Tabs defaultSelectedKey="generate">
        <TabList aria-label={intl.formatMessage(m.tabs)}>
          <Tab id="generate">
            <FormattedMessage id="imageGenerator.tab.generate" />
          </Tab>
          <Tab id="gallery">
            <FormattedMessage id="imageGenerator.tab.gallery" />
          </Tab>
        </TabList>
        <TabPanel id="generate">
          <GenerateTab
            signedIn={Boolean(token)}
            onTopUp={onTopUp}
            onGenerated={onGenerated}
            onImagesSaved={onImagesSaved}
          />
        </TabPanel>
        <TabPanel id="gallery">{token ? gallery : <GalleryTeaser />}</TabPanel>
      </Tabs>
    </div>
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

function GenerateTab({
  signedIn,
  onTopUp,
  onGenerated,
  onImagesSaved,
}: {
  signedIn: boolean;
  onTopUp: () => void;
  onGenerated?: (() => void) | undefined;
  onImagesSaved?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { balance } = useBalance();
  const generate = useGenerateImages({ onSettled: onGenerated });
  const save = useSaveImages({ onSaved: onImagesSaved });
  const [images, setImages] = useState<GeneratedImage[]>([]);
  const [pendingRequest, setPendingRequest] = useState<ImageRequest | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const t = (message: MessageDescriptor) => intl.formatMessage(message);

  useEffect(() => {
    if (images.length === 0) return;
    // Focus moves to the results (a keyboard or screen-reader user lands on them), then scroll.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [images]);

  const onGenerate = (request: ImageRequest) => {
    if (!signedIn) {
      notify.error(t(m.title), t(m.description));
      navigate(paths.signin);
      return;
    }
    setPendingRequest(request);
    generate.mutate(request, {
      onSuccess: (result) => {
        const generated = toGeneratedImages(request, result);
        setImages(generated);
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
      onError: (error) => notifyGenerationFailure(intl, error, m, { onTopUp }),
    });
  };

  return (
    <div className={styles.form}>
      <ImageGeneratorForm
        signedIn={signedIn}
        balance={balance}
        isPending={generate.isPending}
        onGenerate={onGenerate}
        onEmptyPrompt={() => notify.error(t(m.promptRequiredTitle), t(m.promptRequiredDescription))}
      />
      {generate.isPending && pendingRequest ? (
        <ProgressCard cost={imageCost(pendingRequest)} count={pendingRequest.count} />
      ) : null}
      {images.length > 0 ? <ImageResults ref={resultsRef} images={images} /> : null}
    </div>
  );
}
