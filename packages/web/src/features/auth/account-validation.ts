import { zodResolver } from '@hookform/resolvers/zod';
import {
  newPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
} from '@lumen/domain';

// The account forms' validation: zod and the domain's schemas, a chunk of its own that the forms
// load when the visitor turns to them (hooks/use-account-resolver.ts), not before the page is
// live.
export { applySchemaLanguage } from '@/lib/i18n/schema-language';

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpFormSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
