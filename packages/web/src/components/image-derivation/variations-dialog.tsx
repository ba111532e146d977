import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_MAX_COUNT,
  IMAGE_MIN_COUNT,
  IMAGE_SIZES,
  type ImageSize,
} from '@lumen/domain';
import { Button, ButtonLink, Modal, NumberField, Option, Select } from '@lumen/ui';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CostSummary } from '@/components/cost-summary/cost-summary';
import { isQuotaExceeded, notifyLibraryFull } from '@/components/generator-form/generation-failure';
import { useGenerate } from '@/components/generator-form/use-generate';
import { imageEditPath, paths } from '@/config/paths';
import { imageSizeMessages } from '@/lib/i18n/domain-messages';
import {
  type DerivedImage,
  derivedCost,
  generateVariation,
  toDerivedImages,
  useSaveDerivedImages,
  type VariationRequest,
} from './derive-api';
import * as styles from './image-derivation.css';

/**
 * The image generator's words for its generate flow (sign in, not enough credits, failure, empty
 * prompt): a variation or an edit is an image too, and says so alike.
 */
export const imageFlowMessages = defineMessages({
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

/** The picture the variations are made from. */
export interface VariationSource {
  url: string;
  /** Its own prompt, when known: the variations keep it. */
  prompt?: string | undefined;
  /** Its size, when known: the variations' size to start with. */
  size?: ImageSize | undefined;
}

export interface VariationsDialogProps {
  /** The dialog is open while there is a source. */
  source: VariationSource | null;
  onClose: () => void;
  /** The insufficient-credits toast's action (the dashboard's Top Up when not given). */
  onTopUp?: (() => void) | undefined;
  /** After the generation (debited or refunded). */
  onGenerated?: (() => void) | undefined;
  /** After the variations were saved to the gallery. */
  onSaved?: (() => void) | undefined;
}

/**
 * "More like this": how many variations and of which size, what they cost before confirming,
 * then the variations themselves (saved to the gallery, each knowing its source), which take the
 * focus when they appear.
 */
export function VariationsDialog({ source, onClose, ...rest }: VariationsDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={source !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={<FormattedMessage id="variations.title" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {/* Keyed by the source: another picture starts afresh. */}
      {source ? (
        <VariationsBody key={source.url} source={source} onClose={onClose} {...rest} />
      ) : null}
    </Modal>
  );
}

function VariationsBody({
  source,
  onClose,
  onTopUp,
  onGenerated,
  onSaved,
}: Omit<VariationsDialogProps, 'source'> & { source: VariationSource }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [size, setSize] = useState<ImageSize>(source.size ?? DEFAULT_IMAGE_SIZE);
  const [count, setCount] = useState(1);
  const save = useSaveDerivedImages({ onSaved });
  const flow = useGenerate<
    VariationRequest,
    Awaited<ReturnType<typeof generateVariation>>,
    DerivedImage[]
  >({
    call: generateVariation,
    messages: imageFlowMessages,
    onTopUp: onTopUp ?? (() => navigate(paths.dashboard)),
    onSettled: onGenerated,
    cost: derivedCost,
    remaining: (answer) => answer.remainingCredits,
    keep: (answer, request) => toDerivedImages(request, answer, 'variation'),
    onSuccess: (images) =>
      save.mutate(images, {
        onError: (error) => (isQuotaExceeded(error) ? notifyLibraryFull(intl) : undefined),
      }),
  });
  const cost = derivedCost({ size, count });
  const images = flow.result?.value ?? [];
  return (
    <div className={styles.stack}>
      <img
        className={styles.source}
        src={source.url}
        alt={intl.formatMessage({ id: 'variations.sourceAlt' })}
      />
      <div className={styles.fields}>
        <Select
          label={intl.formatMessage({ id: 'imageGenerator.size' })}
          selectedKey={size}
          onSelectionChange={(key) => setSize(key as ImageSize)}
        >
          {IMAGE_SIZES.map((value) => (
            <Option key={value} id={value}>
              {intl.formatMessage(imageSizeMessages[value])}
            </Option>
          ))}
        </Select>
        <NumberField
          label={intl.formatMessage({ id: 'variations.count' })}
          minValue={IMAGE_MIN_COUNT}
          maxValue={IMAGE_MAX_COUNT}
          step={1}
          commitWhileTyping
          value={count}
          onChange={(value) => setCount(Number.isNaN(value) ? 1 : value)}
        />
      </div>
      <div className={styles.cost}>
        <CostSummary
          cost={cost}
          balance={flow.signedIn ? flow.balance : undefined}
          testIdPrefix="variation"
        />
      </div>
      <div className={styles.row}>
        <Button
          isPending={flow.isPending}
          isDisabled={flow.isPending}
          onPress={() =>
            flow.generate({ source: { url: source.url }, size, count, prompt: source.prompt })
          }
        >
          <FormattedMessage id="variations.make" values={{ count, credits: cost }} />
        </Button>
      </div>
      {images.length > 0 ? (
        <section
          ref={flow.resultRef}
          tabIndex={-1}
          aria-labelledby="variations-results-title"
          className={styles.stack}
        >
          <h3 id="variations-results-title" className={styles.heading}>
            <FormattedMessage id="variations.results" values={{ count: images.length }} />
          </h3>
          <ul className={styles.grid}>
            {images.map((image, index) => (
              <li key={image.id} className={styles.item}>
                <img
                  className={styles.thumb}
                  src={image.url}
                  width={image.finalWidth}
                  height={image.finalHeight}
                  alt={intl.formatMessage({ id: 'variations.alt' }, { index: index + 1 })}
                />
                <ButtonLink
                  size="sm"
                  variant="secondary"
                  href={imageEditPath(image.url)}
                  onPress={onClose}
                  aria-label={intl.formatMessage(
                    { id: 'variations.editNamed' },
                    { index: index + 1 },
                  )}
                >
                  <FormattedMessage id="derivation.edit" />
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
