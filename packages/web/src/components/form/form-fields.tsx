import {
  Checkbox,
  type CheckboxProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from '@lumen/ui';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useTranslateMessage } from '../../lib/i18n/translate-message';
import { fieldError } from './form-fields.css';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** A ui TextField bound to react-hook-form; the schema's message is shown translated. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      validationBehavior="aria"
      isInvalid={Boolean(fieldState.error)}
      errorMessage={translate(fieldState.error?.message)}
    />
  );
}

/** A ui PasswordField (with show/hide) bound to react-hook-form. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  const intl = useIntl();
  return (
    <PasswordField
      showLabel={intl.formatMessage({ id: 'auth.showPassword' })}
      hideLabel={intl.formatMessage({ id: 'auth.hidePassword' })}
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      validationBehavior="aria"
      isInvalid={Boolean(fieldState.error)}
      errorMessage={translate(fieldState.error?.message)}
    />
  );
}

/** A ui Checkbox bound to react-hook-form; its error is rendered below it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  children,
  ...props
}: Bound<T> &
  Omit<CheckboxProps, 'name' | 'isSelected' | 'onChange' | 'children'> & { children: ReactNode }) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  const error = translate(fieldState.error?.message);
  return (
    <div>
      <Checkbox
        {...props}
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={(selected) => {
          field.onChange(selected);
          field.onBlur();
        }}
        validationBehavior="aria"
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${field.name}-error` : undefined}
      >
        {/* One flex item, so that text and links inside the label flow as a sentence. */}
        <span>{children}</span>
      </Checkbox>
      {error ? <FieldErrorText id={`${field.name}-error`}>{error}</FieldErrorText> : null}
    </div>
  );
}

// TODO(ui): the checkbox has no error slot of its own; this belongs in @lumen/ui (a CheckboxField).

function FieldErrorText({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={fieldError} role="alert">
      {children}
    </p>
  );
}
