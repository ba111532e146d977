import { zodResolver } from '@hookform/resolvers/zod';
import { isHttpError } from '@lumen/client';
import { type DeleteAccount, deleteAccountSchema } from '@lumen/domain';
import { Button, Card, CardTitle, InlineAlert, Modal } from '@lumen/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormPasswordField } from '@/components/form/form-fields';
import { applyServerIssues } from '@/components/form/server-issues';
import { notify } from '@/lib/toast';
import { useDeleteAccount, useDownloadMyData } from '@/features/dashboard/api/account-data';
import * as styles from './dashboard.css';

/** The words for a failed export, by the server's error code. */
const exportFailures = defineMessages({
  sessionEnded: { id: 'accountData.sessionEnded' },
  sessionOnly: { id: 'accountData.sessionOnly' },
  tooManyRequests: { id: 'accountData.tooManyRequests' },
  inProgress: { id: 'accountData.inProgress' },
  downloadFailed: { id: 'accountData.downloadFailed' },
});

function exportFailure(error: unknown) {
  if (isHttpError(error) && error.code === 'unauthorized') return exportFailures.sessionEnded;
  if (isHttpError(error) && error.code === 'forbidden') return exportFailures.sessionOnly;
  if (isHttpError(error) && error.code === 'rate_limited') return exportFailures.tooManyRequests;
  if (isHttpError(error) && error.code === 'export_in_progress') return exportFailures.inProgress;
  return exportFailures.downloadFailed;
}

/** "Download my data": the whole account as one ZIP, with a busy state while it streams. */
export function DownloadMyDataCard() {
  const intl = useIntl();
  const download = useDownloadMyData();
  return (
    <Card as="section" aria-labelledby="my-data-title" className={styles.section}>
      <CardTitle id="my-data-title" level={2}>
        <FormattedMessage id="accountData.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="accountData.description" />
      </p>
      <div>
        <Button
          variant="secondary"
          isPending={download.isPending}
          onPress={() =>
            download.mutate(undefined, {
              onSuccess: () => notify.success(intl.formatMessage({ id: 'accountData.downloaded' })),
              onError: (error) =>
                notify.error(
                  intl.formatMessage({ id: 'common.error' }),
                  intl.formatMessage(exportFailure(error)),
                ),
            })
          }
        >
          <FormattedMessage id="accountData.download" />
        </Button>
      </div>
      {download.isPending ? (
        <InlineAlert>
          <FormattedMessage id="accountData.preparing" />
        </InlineAlert>
      ) : null}
    </Card>
  );
}

/** "Delete my account": a card that opens the password confirmation. */
export function DeleteAccountCard({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card as="section" aria-labelledby="delete-account-title" className={styles.section}>
      <CardTitle id="delete-account-title" level={2}>
        <FormattedMessage id="deleteAccount.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="deleteAccount.summary" />
      </p>
      <div>
        <Button variant="destructive" onPress={() => setOpen(true)}>
          <FormattedMessage id="deleteAccount.open" />
        </Button>
      </div>
      <DeleteAccountDialog isOpen={open} onOpenChange={setOpen} />
    </Card>
  );
}

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Says what goes and what is kept for accounting, asks for the password, then deletes. A wrong
 * password is shown under the field; throttling and other failures in the dialog. On success
 * the session is gone: the app goes home and says so.
 */
export function DeleteAccountDialog({ isOpen, onOpenChange }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<DeleteAccount>({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const close = (open: boolean) => {
    if (!open) {
      reset({ password: '' });
      setFailure(null);
    }
    onOpenChange(open);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await remove.mutateAsync(values);
      onOpenChange(false);
      navigate('/');
      notify.success(
        intl.formatMessage({ id: 'deleteAccount.done' }),
        intl.formatMessage({ id: 'deleteAccount.doneDescription' }),
      );
    } catch (error) {
      if (isHttpError(error) && error.code === 'rate_limited') {
        setFailure(intl.formatMessage({ id: 'settings.tooManyAttempts' }));
        return;
      }
      if (applyServerIssues(error, setError, ['password'])) return;
      setFailure(intl.formatMessage({ id: 'deleteAccount.failed' }));
    }
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!remove.isPending}
      title={intl.formatMessage({ id: 'deleteAccount.dialogTitle' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="sm"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p>
          <FormattedMessage id="deleteAccount.removed" />
        </p>
        <p>
          <FormattedMessage id="deleteAccount.kept" />
        </p>
        <p>
          <FormattedMessage id="deleteAccount.noSecondTrial" />
        </p>
        <FormPasswordField
          control={control}
          name="password"
          label={intl.formatMessage({ id: 'deleteAccount.password' })}
          autoComplete="current-password"
        />
        {failure ? <InlineAlert tone="danger">{failure}</InlineAlert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => close(false)} isDisabled={remove.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="destructive" isPending={remove.isPending}>
            <FormattedMessage id="deleteAccount.confirm" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
