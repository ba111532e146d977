import { FormattedMessage } from 'react-intl';
import { useMe } from '@/lib/auth/get-me';
import { formatDay, formatShortDay } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';

/**
 * The trial credits still in the balance and the day they lapse, from the same auth-me entry
 * as the balance (so the two move together); nothing when no trial credits are left.
 * `compact` is the header's short form.
 */
export function TrialNote({ compact = false }: { compact?: boolean }) {
  const me = useMe();
  const { language } = useLocale();
  const credits = me.data?.trial_credits ?? 0;
  const until = me.data?.trial_expires_at;
  if (credits <= 0 || !until) return null;
  return compact ? (
    <FormattedMessage
      id="trial.noteShort"
      values={{ credits, date: formatShortDay(until, language) }}
    />
  ) : (
    <FormattedMessage id="trial.note" values={{ credits, date: formatDay(until, language) }} />
  );
}
