import { type ButtonLinkProps, ButtonLink } from '@lumen/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { remixHref } from '@/lib/remix';

export interface UsePromptLinkProps extends Pick<ButtonLinkProps, 'size' | 'variant'> {
  /** The generator that made the item. */
  generator: string;
  /** Every setting the item records, by the generator form's field names. */
  settings: Readonly<Record<string, unknown>>;
  /** The item's prompt: the link's accessible name. */
  prompt: string;
}

/** "Use this prompt": opens the generator filled with the item's prompt and settings. */
export function UsePromptLink({
  generator,
  settings,
  prompt,
  size = 'sm',
  variant = 'secondary',
}: UsePromptLinkProps) {
  const intl = useIntl();
  return (
    <ButtonLink
      href={remixHref(generator, settings)}
      size={size}
      variant={variant}
      aria-label={intl.formatMessage({ id: 'remix.linkNamed' }, { prompt })}
    >
      <FormattedMessage id="remix.link" />
    </ButtonLink>
  );
}
