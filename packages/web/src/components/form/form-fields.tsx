import {
  CheckboxField,
  type CheckboxFieldProps,
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from '@lumen/ui';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useTranslateMessage } from '../../lib/i18n/translate-message';

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

/** A ui CheckboxField bound to react-hook-form; the schema's message is its error, translated. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T> & Omit<CheckboxFieldProps, 'name' | 'isSelected' | 'onChange'>) {
  const { field, fieldState } = useController({ control, name });
  const translate = useTranslateMessage();
  return (
    <CheckboxField
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={(selected) => {
        field.onChange(selected);
        field.onBlur();
      }}
      validationBehavior="aria"
      isInvalid={Boolean(fieldState.error)}
      errorMessage={translate(fieldState.error?.message)}
    />
  );
}
