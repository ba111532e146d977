import { IMAGE_SIZES, type ImageSize } from '@lumen/domain';
import { Button, Card, CardTitle, ProgressBar } from '@lumen/ui';
import { forwardRef, useState } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { formatKnown, imageModelMessages, imageStyleMessages } from '@/lib/i18n/domain-messages';
import { notify } from '@/lib/toast';
import { downloadImage } from '@/lib/download';
import type { DerivedFrom } from '@/components/image-derivation/derive-api';
import {
  DerivationActions,
  type DerivationActionsProps,
} from '@/components/image-derivation/derivation-actions';
import * as styles from './image-generator.css';

const m = defineMessages({
  label: { id: 'imageGenerator.progress.label' },
  title: { id: 'imageGenerator.toast.downloadFailed.title' },
  description: { id: 'imageGenerator.toast.downloadFailed.description' },
  prompt: { id: 'imageGenerator.result.prompt' },
  negativePrompt: { id: 'imageGenerator.result.negativePrompt' },
  size: { id: 'imageGenerator.result.size' },
  style: { id: 'imageGenerator.result.style' },
  model: { id: 'imageGenerator.result.model' },
  creativity: { id: 'imageGenerator.result.creativity' },
  instruction: { id: 'imageEdit.result.instruction' },
});
const altMessage = defineMessage<{ index: number; prompt: string }>({
  id: 'imageGenerator.result.alt',
});
const dimensionsMessage = defineMessage<{ width: number; height: number }>({
  id: 'imageGenerator.result.dimensions',
});

/** SPEC §3 'Generated image (client)'. */
export interface GeneratedImage {
  id: string;
  url: string;
  prompt: string;
  negativePrompt: string | undefined;
  settings: { size: string; style: string; model: string; guidance: number };
  aspectRatio: string;
  sizeRequested: number;
  finalWidth: number;
  finalHeight: number;
  upscale: 0 | 1;
  styleTransfer: 0 | 1;
  timestamp: string;
  /** An edit's picture: the one it was made from. */
  derivedFrom?: DerivedFrom | undefined;
}

/** What the results' "More like this" reports to the page. */
type DialogCallbacks = Pick<DerivationActionsProps, 'onTopUp' | 'onGenerated' | 'onSaved'>;

const isImageSize = (size: string): size is ImageSize =>
  (IMAGE_SIZES as readonly string[]).includes(size);

/** SPEC §4: the pending state shows a progress card with the cost. */
export function ProgressCard({ cost, count }: { cost: number; count: number }) {
  const intl = useIntl();
  return (
    <Card className={styles.resultCard} role="status">
      <CardTitle level={2}>
        <FormattedMessage id="imageGenerator.progress.title" values={{ count }} />
      </CardTitle>
      <ProgressBar isIndeterminate label={intl.formatMessage(m.label)} />
      <p className={styles.muted}>
        <FormattedMessage id="imageGenerator.progress.cost" values={{ credits: cost }} />
      </p>
    </Card>
  );
}

export const ImageResults = forwardRef<HTMLElement, { images: GeneratedImage[] } & DialogCallbacks>(
  function ImageResults({ images, ...callbacks }, ref) {
    return (
      <section
        ref={ref}
        className={styles.form}
        aria-labelledby="image-results-title"
        tabIndex={-1}
      >
        <h2 id="image-results-title" className={styles.groupLabel}>
          <FormattedMessage id="imageGenerator.results" values={{ count: images.length }} />
        </h2>
        <div className={styles.results}>
          {images.map((image, index) => (
            <ResultCard key={image.id} image={image} index={index} {...callbacks} />
          ))}
        </div>
      </section>
    );
  },
);

function ResultCard({
  image,
  index,
  ...callbacks
}: { image: GeneratedImage; index: number } & DialogCallbacks) {
  const intl = useIntl();
  const [busy, setBusy] = useState<'png' | 'jpeg' | null>(null);
  const download = async (format: 'png' | 'jpeg') => {
    setBusy(format);
    try {
      await downloadImage(image.url, `lumen-${image.id}`, format);
    } catch {
      notify.error(intl.formatMessage(m.title), intl.formatMessage(m.description));
    } finally {
      setBusy(null);
    }
  };
  const term = (name: MessageDescriptor, value: string) => (
    <>
      <dt className={styles.metaTerm}>{intl.formatMessage(name)}</dt>
      <dd className={styles.metaValue}>{value}</dd>
    </>
  );
  const alt = intl.formatMessage(altMessage, { index: index + 1, prompt: image.prompt });
  const size = image.settings.size;
  const dimensions = intl.formatMessage(dimensionsMessage, {
    width: image.finalWidth,
    height: image.finalHeight,
  });
  return (
    <Card as="article" className={styles.resultCard}>
      <img
        className={styles.image}
        src={image.url}
        width={image.finalWidth}
        height={image.finalHeight}
        alt={alt}
      />
      {/* An edit has an instruction and a size only: no style, negative prompt or creativity. */}
      <dl className={styles.meta}>
        {image.derivedFrom ? (
          <>
            {term(m.instruction, image.prompt)}
            {term(m.size, dimensions)}
            {term(m.model, formatKnown(intl, imageModelMessages, image.settings.model))}
          </>
        ) : (
          <>
            {term(m.prompt, image.prompt)}
            {term(m.negativePrompt, image.negativePrompt || '—')}
            {term(m.size, dimensions)}
            {term(m.style, formatKnown(intl, imageStyleMessages, image.settings.style))}
            {term(m.model, formatKnown(intl, imageModelMessages, image.settings.model))}
            {term(m.creativity, String(image.settings.guidance))}
          </>
        )}
      </dl>
      <div className={styles.row}>
        <Button size="sm" isPending={busy === 'png'} onPress={() => void download('png')}>
          <FormattedMessage id="imageGenerator.downloadPng" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          isPending={busy === 'jpeg'}
          onPress={() => void download('jpeg')}
        >
          <FormattedMessage id="imageGenerator.downloadJpeg" />
        </Button>
        <DerivationActions
          source={{
            url: image.url,
            prompt: image.derivedFrom ? undefined : image.prompt,
            size: isImageSize(size) ? size : undefined,
          }}
          name={alt}
          {...callbacks}
        />
      </div>
    </Card>
  );
}
