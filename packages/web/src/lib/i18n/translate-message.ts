import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { catalogues } from './locale-provider';

/**
 * The domain's zod schemas carry SPEC §5's English messages word for word. The en catalogue
 * holds the same texts under `validation.*` ids, so a message is translated by finding its id.
 * The catalogue is compiled (ICU ASTs); a validation message is plain text, one literal.
 */
const idByEnglish = new Map<string, string>(
  Object.entries(catalogues.en)
    .filter(([id]) => id.startsWith('validation.'))
    .map(([id, parts]) => [parts.map((part) => ('value' in part ? part.value : '')).join(''), id]),
);

export function messageIdFor(message: string): string | undefined {
  return idByEnglish.get(message);
}

/** Translates a schema message; a message without an id is shown as it came. */
export function useTranslateMessage(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const id = messageIdFor(message);
      return id ? intl.formatMessage({ id }) : message;
    },
    [intl],
  );
}
