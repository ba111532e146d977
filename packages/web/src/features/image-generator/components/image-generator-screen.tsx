import { frameOfSize, imageCost, imageSizeDimensions } from '@lumen/domain';
import { EmptyState, ButtonLink } from '@lumen/ui';
import { type Key, type ReactNode, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { editParam, paths } from '@/config/paths';
import {
  type DerivedImage,
  derivedCost,
  type EditRequest,
  generateEdit,
  toDerivedImages,
  useSaveDerivedImages,
} from '@/components/image-derivation/derive-api';
import { isQuotaExceeded, notifyLibraryFull } from '@/components/generator-form/generation-failure';
import { GeneratorScreen } from '@/components/generator-form/generator-screen';
import { useGenerate } from '@/components/generator-form/use-generate';
import {
  type GeneratedImagesResult,
  generateImages,
  type ImageRequest,
} from '@/features/image-generator/api/generate-image';
import { useSaveImages } from '@/features/image-generator/api/save-images';
import { imageFlowMessages } from '@/components/image-derivation/variations-dialog';
import { ImageEditForm } from './image-edit-form';
import { ImageGeneratorForm } from './image-generator-form';
import { InputImageSlot, OwnPicture } from './input-image';
import * as styles from './image-generator.css';
import { type GeneratedImage, ImageResults, ProgressCard } from './image-results';

// The generate flow's words are those edits and variations share; the tabs are the screen's own.
const m = {
  ...imageFlowMessages,
  ...defineMessages({ tabs: { id: 'imageGenerator.tabs' } }),
};

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
  const [params, setParams] = useSearchParams();
  // The edit's input lives in the address: a reload, or a link from the gallery, keeps it.
  const source = params.get(editParam);
  const [tab, setTab] = useState<Key>('generate');
  const save = useSaveImages({ onSaved: onImagesSaved });
  const saveDerived = useSaveDerivedImages({ onSaved: onImagesSaved });
  const onSaveError = (error: unknown) =>
    // Saving follows each generation by itself: only a full library is worth a word.
    isQuotaExceeded(error) ? notifyLibraryFull(intl) : undefined;
  const edit = useGenerate<EditRequest, Awaited<ReturnType<typeof generateEdit>>, DerivedImage[]>({
    call: generateEdit,
    messages: m,
    onTopUp,
    onSettled: onGenerated,
    cost: derivedCost,
    remaining: (answer) => answer.remainingCredits,
    keep: (answer, request) => toDerivedImages(request, answer, 'edit'),
    onSuccess: (images) => saveDerived.mutate(images, { onError: onSaveError }),
  });
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
        { onError: onSaveError },
      );
    },
  });
  const images: GeneratedImage[] = source
    ? (edit.result?.value ?? []).map(fromDerived)
    : (flow.result?.value ?? []);
  const active = source ? edit : flow;

  const slotRef = useRef<HTMLElement>(null);
  const ownRef = useRef<HTMLElement>(null);
  const shown = useRef(source);
  // A picture chosen on the page (Edit on a result or in the gallery, an upload, Remove): the
  // Generate tab shows, and the focus lands on what changed, as it would after a page load.
  useEffect(() => {
    if (shown.current === source) return;
    shown.current = source;
    setTab('generate');
    const target = source ? slotRef.current : ownRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [source]);

  const setSource = (url: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (url) next.set(editParam, url);
        else next.delete(editParam);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <GeneratorScreen
      title={<FormattedMessage id="imageGenerator.title" />}
      description={<FormattedMessage id="imageGenerator.subtitle" />}
      tabs={{
        label: intl.formatMessage(m.tabs),
        selectedKey: String(tab),
        onSelectionChange: setTab,
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
      form={
        source ? (
          <>
            <InputImageSlot ref={slotRef} url={source} onRemove={() => setSource(null)} />
            {/* Keyed by the picture: another input starts with a fresh instruction. */}
            <ImageEditForm key={source} sourceUrl={source} {...edit.form} />
          </>
        ) : (
          <>
            <ImageGeneratorForm {...flow.form} />
            {flow.signedIn ? <OwnPicture ref={ownRef} onUploaded={setSource} /> : null}
          </>
        )
      }
      progress={
        source && edit.pending ? (
          <ProgressCard cost={derivedCost(edit.pending)} count={edit.pending.count} />
        ) : !source && flow.pending ? (
          <ProgressCard cost={imageCost(flow.pending)} count={flow.pending.count} />
        ) : null
      }
      result={
        images.length > 0 ? (
          <ImageResults
            ref={active.resultRef}
            images={images}
            onTopUp={onTopUp}
            onGenerated={onGenerated}
            onSaved={onImagesSaved}
          />
        ) : null
      }
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

/** An edit's picture, as the results show it: its instruction, size and model. */
function fromDerived(image: DerivedImage): GeneratedImage {
  return {
    id: image.id,
    url: image.url,
    prompt: image.prompt,
    negativePrompt: undefined,
    settings: { size: image.size, style: '', model: image.model, guidance: 0 },
    aspectRatio: '',
    sizeRequested: Math.max(image.finalWidth, image.finalHeight),
    finalWidth: image.finalWidth,
    finalHeight: image.finalHeight,
    upscale: 0,
    styleTransfer: 0,
    timestamp: new Date().toISOString(),
    derivedFrom: image.derivedFrom,
  };
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
