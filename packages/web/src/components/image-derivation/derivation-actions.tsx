import { Button, ButtonLink } from '@lumen/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageEditPath } from '@/config/paths';
import {
  type VariationSource,
  VariationsDialog,
  type VariationsDialogProps,
} from './variations-dialog';

export interface DerivationActionsProps
  extends Pick<VariationsDialogProps, 'onTopUp' | 'onGenerated' | 'onSaved'> {
  source: VariationSource;
  /** Which picture, when several stand side by side: the actions' names say it. */
  name?: string | undefined;
  /** Before the edit link goes to the image generator (a dialog around it closes). */
  onEdit?: (() => void) | undefined;
  size?: 'sm' | 'md';
}

/**
 * A picture's two ways on: "Edit" opens the image generator with it as the edit's input (the
 * address keeps it, so a reload keeps it too); "More like this" asks for variations.
 */
export function DerivationActions({
  source,
  name,
  onEdit,
  size = 'sm',
  ...dialog
}: DerivationActionsProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<VariationSource | null>(null);
  return (
    <>
      <ButtonLink
        size={size}
        variant="secondary"
        href={imageEditPath(source.url)}
        onPress={onEdit}
        aria-label={name ? intl.formatMessage({ id: 'derivation.editNamed' }, { name }) : undefined}
      >
        <FormattedMessage id="derivation.edit" />
      </ButtonLink>
      <Button
        size={size}
        variant="secondary"
        onPress={() => setAsking(source)}
        aria-label={
          name ? intl.formatMessage({ id: 'derivation.moreLikeThisNamed' }, { name }) : undefined
        }
      >
        <FormattedMessage id="derivation.moreLikeThis" />
      </Button>
      <VariationsDialog source={asking} onClose={() => setAsking(null)} {...dialog} />
    </>
  );
}
