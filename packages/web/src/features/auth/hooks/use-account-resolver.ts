import { useEffect, useRef } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLazyResolver } from '@/lib/forms/lazy-resolver';
import { useLocale } from '@/lib/i18n/locale-provider';
import type * as AccountValidation from '../account-validation';

/**
 * An account form's resolver, picked from the validation chunk once it is loaded (see
 * lib/forms/lazy-resolver.ts); zod's own messages follow the page's language at each check.
 */
export function useAccountResolver<V extends FieldValues, C, O>(
  pick: (validation: typeof AccountValidation) => Resolver<V, C, O>,
) {
  const { language } = useLocale();
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);
  return useLazyResolver<V, C, O>(() =>
    import('../account-validation').then((validation) => {
      const resolve = pick(validation);
      return (values, context, options) => {
        validation.applySchemaLanguage(languageRef.current);
        return resolve(values, context, options);
      };
    }),
  );
}
