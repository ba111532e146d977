import { Option, Segment, SegmentedControl, Select } from '@lumen/ui';
import { useIntl } from 'react-intl';
import { currencies, isCurrency, useCurrency } from '@/lib/currency';
import { supportedLanguages, toLanguage } from '@/lib/i18n/detect-language';
import { useLocale } from '@/lib/i18n/locale-provider';
import { currencyNames, languageNames } from './locale-names';

export interface HeaderSelectProps {
  className?: string;
  /** Opens the list on mount (the visitor pressed the stand-in before this code arrived). */
  defaultOpen?: boolean;
}

/** Header language selector (en, es). */
export function LanguageSelect({ className, defaultOpen }: HeaderSelectProps) {
  const intl = useIntl();
  const { language, setLanguage } = useLocale();
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label' })}
      selectedKey={language}
      onSelectionChange={(key) => {
        const next = toLanguage(String(key));
        if (next) setLanguage(next);
      }}
      className={className}
      defaultOpen={defaultOpen}
    >
      {supportedLanguages.map((l) => (
        <Option
          key={l}
          id={l}
          textValue={intl.formatMessage(languageNames[l])}
          aria-label={intl.formatMessage(languageNames[l])}
        >
          {l.toUpperCase()}
        </Option>
      ))}
    </Select>
  );
}

/** Header currency selector (EUR, USD, GBP), stored in user_currency. */
export function CurrencySelect({ className, defaultOpen }: HeaderSelectProps) {
  const intl = useIntl();
  const [currency, setCurrency] = useCurrency();
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'currency.label' })}
      selectedKey={currency}
      onSelectionChange={(key) => {
        if (isCurrency(key)) setCurrency(key);
      }}
      className={className}
      defaultOpen={defaultOpen}
    >
      {currencies.map((c) => (
        <Option key={c} id={c} textValue={intl.formatMessage(currencyNames[c])}>
          {intl.formatMessage(currencyNames[c])}
        </Option>
      ))}
    </Select>
  );
}

/** Sidebar language toggle (EN/ES). */
export function LanguageToggle() {
  const intl = useIntl();
  const { language, setLanguage } = useLocale();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage({ id: 'language.label' })}
      selectedKey={language}
      onSelectionChange={(key) => {
        const next = toLanguage(String(key));
        if (next) setLanguage(next);
      }}
    >
      {supportedLanguages.map((l) => (
        <Segment key={l} id={l} aria-label={intl.formatMessage(languageNames[l])}>
          {l.toUpperCase()}
        </Segment>
      ))}
    </SegmentedControl>
  );
}

/** Sidebar currency toggle (EUR/USD/GBP). */
export function CurrencyToggle() {
  const intl = useIntl();
  const [currency, setCurrency] = useCurrency();
  return (
    <SegmentedControl
      aria-label={intl.formatMessage({ id: 'currency.label' })}
      selectedKey={currency}
      onSelectionChange={(key) => {
        if (isCurrency(key)) setCurrency(key);
      }}
    >
      {currencies.map((c) => (
        <Segment key={c} id={c}>
          {c}
        </Segment>
      ))}
    </SegmentedControl>
  );
}
