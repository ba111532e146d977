import { ComboBox, Option } from '@lumen/ui';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { countryList } from '@/lib/countries';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { useLocale } from '@/lib/i18n/locale-provider';

export interface FormCountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
}

/** A searchable country list (names in the page language), storing the ISO alpha-2 code. */
export function FormCountryField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
}: FormCountryFieldProps<T>) {
  const intl = useIntl();
  const { language } = useLocale();
  const translate = useTranslateMessage();
  const { field, fieldState } = useController({ control, name });
  const list = useMemo(() => countryList(language), [language]);
  return (
    <ComboBox
      label={label}
      isRequired={isRequired}
      defaultItems={list}
      selectedKey={(field.value as string | undefined) || null}
      onSelectionChange={(key) => {
        field.onChange(key === null ? '' : String(key));
        field.onBlur();
      }}
      placeholder={intl.formatMessage({ id: 'billing.countryPlaceholder' })}
      emptyText={intl.formatMessage({ id: 'billing.noResults' })}
      validationBehavior="aria"
      isInvalid={Boolean(fieldState.error)}
      errorMessage={translate(fieldState.error?.message)}
    >
      {(country) => (
        <Option id={country.id} textValue={country.name}>
          {country.name}
        </Option>
      )}
    </ComboBox>
  );
}
