import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@lumen/domain';
import { Button, Card, CardTitle, InlineAlert } from '@lumen/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormCheckbox, FormPasswordField } from '@/components/form/form-fields';
import { isHttpError } from '@lumen/client';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/toast';
import { useChangePassword } from '@/features/dashboard/api/change-password';
import * as styles from './dashboard.css';
import { DeleteAccountCard, DownloadMyDataCard } from './account-data-card';
import { SignInMethodsCard } from './sign-in-methods-card';
import { TokensCard } from './tokens-card';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';

const empty: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  keepApiTokens: false,
};

/** What the last change did to the personal access tokens: said under the form until the next. */
type TokenOutcome = { kept: true } | { kept: false; revoked: number };

/**
 * SPEC §2 settings: Change Password (screen rules: 6+ characters each, new = confirm; the
 * personal access tokens are revoked with it unless "Keep my API tokens" is ticked), then the
 * personal access tokens, Download my data and Delete my account.
 */
export function SettingsTab() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<TokenOutcome | null>(null);
  const { control, handleSubmit, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const { revokedTokens } = await change.mutateAsync(values);
      reset(empty);
      setOutcome(values.keepApiTokens ? { kept: true } : { kept: false, revoked: revokedTokens });
      notify.success(
        intl.formatMessage({ id: 'settings.changed' }),
        intl.formatMessage({ id: 'settings.changedDescription' }),
      );
    } catch (error) {
      // Throttled like sign-in: said in the reader's language, from the error code.
      if (isHttpError(error) && error.code === 'rate_limited') {
        notify.error(
          intl.formatMessage({ id: 'common.error' }),
          intl.formatMessage({ id: 'settings.tooManyAttempts' }),
        );
        return;
      }
      const serverMessage = isHttpError(error) ? error.serverMessage : undefined;
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        translate(serverMessage) ?? intl.formatMessage({ id: 'settings.changeFailed' }),
      );
    }
  });

  return (
    <div className={styles.section}>
      <Card as="section" aria-labelledby="password-title" className={styles.section}>
        <CardTitle id="password-title" level={2}>
          <FormattedMessage id="settings.changePassword" />
        </CardTitle>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <FormPasswordField
            control={control}
            name="currentPassword"
            label={intl.formatMessage({ id: 'settings.currentPassword' })}
            autoComplete="current-password"
          />
          <FormPasswordField
            control={control}
            name="newPassword"
            label={intl.formatMessage({ id: 'settings.newPassword' })}
            autoComplete="new-password"
          />
          <FormPasswordField
            control={control}
            name="confirmPassword"
            label={intl.formatMessage({ id: 'settings.confirmPassword' })}
            autoComplete="new-password"
          />
          <FormCheckbox
            control={control}
            name="keepApiTokens"
            description={intl.formatMessage({ id: 'settings.keepApiTokensHint' })}
          >
            <FormattedMessage id="settings.keepApiTokens" />
          </FormCheckbox>
          {outcome ? (
            <InlineAlert tone="success">
              {outcome.kept ? (
                <FormattedMessage id="settings.tokensKept" />
              ) : (
                <FormattedMessage id="settings.tokensRevoked" values={{ count: outcome.revoked }} />
              )}
            </InlineAlert>
          ) : null}
          <div>
            <Button type="submit" isPending={change.isPending}>
              <FormattedMessage id="settings.submit" />
            </Button>
          </div>
        </form>
      </Card>
      <PasskeysCard />
      <SessionsCard />
      <SignInMethodsCard />
      <TokensCard />
      <DownloadMyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
