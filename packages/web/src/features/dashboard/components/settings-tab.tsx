import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema } from '@lumen/domain';
import { Button, Card, CardTitle } from '@lumen/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormPasswordField } from '@/components/form/form-fields';
import { isHttpError } from '@lumen/client';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/toast';
import { useChangePassword } from '@/features/dashboard/api/change-password';
import * as styles from './dashboard.css';
import { DeleteAccountCard, DownloadMyDataCard } from './account-data-card';
import { TokensCard } from './tokens-card';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * SPEC §2 settings: Change Password (screen rules: 6+ characters each, new = confirm), then the
 * personal access tokens, Download my data and Delete my account.
 */
export function SettingsTab() {
  const intl = useIntl();
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const { control, handleSubmit, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(empty);
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
          <div>
            <Button type="submit" isPending={change.isPending}>
              <FormattedMessage id="settings.submit" />
            </Button>
          </div>
        </form>
      </Card>
      <TokensCard />
      <DownloadMyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
