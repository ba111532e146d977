import {
  CheckboxField,
  type CheckboxFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
} from '@lumen/ui';
import { useLayoutEffect, useRef } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslateMessage } from '@/lib/i18n/translate-message';

export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** The props a bound field sets itself, so its caller may not. */
type BoundProp = 'name' | 'value' | 'onChange';

export type FormTextFieldProps<T extends FieldValues> = Bound<T> & Omit<TextFieldProps, BoundProp>;
export type FormTextAreaProps<T extends FieldValues> = Bound<T> & Omit<TextAreaProps, BoundProp>;
export type FormPasswordFieldProps<T extends FieldValues> = Bound<T> &
  Omit<PasswordFieldProps, BoundProp>;
export type FormCheckboxProps<T extends FieldValues> = Bound<T> &
  Omit<CheckboxFieldProps, 'name' | 'isSelected' | 'onChange'>;

/**
 * A field bound to react-hook-form: its controller's field, and its validation props (aria
 * validation; invalid while the schema reports a message, which is shown translated).
 * This module does not load zod: the account forms load their schemas when the visitor turns to
 * the form (lib/forms/lazy-resolver.ts); form-fields.tsx wraps these fields for the forms that
 * validate with zod from the start.
 */
function useBoundField<T extends FieldValues>({ control, name }: Bound<T>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  return {
    field,
    validation: {
      validationBehavior: 'aria' as const,
      isInvalid: Boolean(fieldState.error),
      errorMessage: translate(fieldState.error?.message),
    },
  };
}

/**
 * The wiring of a bound text input (text field, password field, text area); unset reads as ''.
 * The server's page shows the field, editable, before the app behind it has loaded, and a quick
 * visitor types there. Hydration keeps the element and its text, but the form starts from its
 * defaults and would write them over that text at its next render: so as a hydrated field
 * mounts, what its element holds becomes the form's value. The element stays the same one, so
 * its focus and caret stay where the visitor left them. (A field the app draws itself holds the
 * form's value already and is left alone.)
 */
function useBoundText<T extends FieldValues, E extends HTMLInputElement | HTMLTextAreaElement>(
  bound: Bound<T>,
) {
  const { field, validation } = useBoundField(bound);
  const inputRef = useRef<E>(null);
  const value = (field.value as string | undefined) ?? '';
  const { onChange } = field;
  const hydrated = useHydrated();
  // The value the app drew over the server's element, when it is hydrating one.
  const hydratedOver = useRef(hydrated ? undefined : value);
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    const drawn = hydratedOver.current;
    if (drawn !== undefined && typed !== undefined && typed !== drawn) onChange(typed);
  }, [onChange]);
  return {
    name: field.name,
    value,
    onChange,
    onBlur: field.onBlur,
    inputRef,
    ...validation,
  };
}

/** A ui TextField bound to react-hook-form; the schema's message is shown translated. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
  const bound = useBoundText<T, HTMLInputElement>({ control, name });
  return <TextField {...props} {...bound} />;
}

/** A ui TextArea bound to react-hook-form; the schema's message is shown translated. */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextAreaProps<T>) {
  const bound = useBoundText<T, HTMLTextAreaElement>({ control, name });
  return <TextArea {...props} {...bound} />;
}

/** A ui PasswordField (with show/hide) bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T>) {
  const intl = useIntl();
  const bound = useBoundText<T, HTMLInputElement>({ control, name });
  return (
    <PasswordField
      showLabel={intl.formatMessage({ id: 'auth.showPassword' })}
      hideLabel={intl.formatMessage({ id: 'auth.hidePassword' })}
      {...props}
      {...bound}
    />
  );
}

/** A ui CheckboxField bound to react-hook-form; the schema's message is its error, translated. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: FormCheckboxProps<T>) {
  const { field, validation } = useBoundField({ control, name });
  return (
    <CheckboxField
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={(selected) => {
        field.onChange(selected);
        field.onBlur();
      }}
      {...validation}
    />
  );
}
