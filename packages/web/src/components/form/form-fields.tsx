import type { FieldValues } from 'react-hook-form';
import { useSchemaLanguage } from '@/lib/i18n/schema-language';
import * as bound from './bound-fields';

// The bound fields of the forms that hand zodResolver a schema as they mount: importing this
// module sets zod up for the page (no eval, under the CSP) and each field keeps zod's own
// messages in the page's language. The account forms, which load zod only when the visitor
// turns to them, use bound-fields.tsx directly.

export type {
  FormCheckboxProps,
  FormPasswordFieldProps,
  FormTextAreaProps,
  FormTextFieldProps,
} from './bound-fields';

export function FormTextField<T extends FieldValues>(props: bound.FormTextFieldProps<T>) {
  useSchemaLanguage();
  return <bound.FormTextField {...props} />;
}

export function FormTextArea<T extends FieldValues>(props: bound.FormTextAreaProps<T>) {
  useSchemaLanguage();
  return <bound.FormTextArea {...props} />;
}

export function FormPasswordField<T extends FieldValues>(props: bound.FormPasswordFieldProps<T>) {
  useSchemaLanguage();
  return <bound.FormPasswordField {...props} />;
}

export function FormCheckbox<T extends FieldValues>(props: bound.FormCheckboxProps<T>) {
  useSchemaLanguage();
  return <bound.FormCheckbox {...props} />;
}
