import { Button, Card, CardTitle, EmptyState, InlineAlert, Skeleton, TextField } from '@lumen/ui';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import {
  type PasskeyView,
  usePasskeys,
  useRegisterPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from '@/features/dashboard/api/passkeys';
import { ConfirmedActionRow } from './confirmed-action-row';
import * as styles from './dashboard.css';

const NAME_MAX = 100;

// Static descriptors, so the extractor sees every id.
const addFailures = defineMessages({
  cancelled: { id: 'passkeys.addCancelled' },
  failed: { id: 'passkeys.addFailed' },
});

/** What went wrong adding a passkey: the browser's dialog was dismissed, or anything else. */
const addFailure = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? addFailures.cancelled
    : addFailures.failed;

/**
 * Passkeys: sign in with this device's screen lock or a security key instead of the password.
 * Add one under a name, see when each was last used, remove one after a confirmation.
 */
export function PasskeysCard() {
  const intl = useIntl();
  const passkeys = usePasskeys();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const supported = browserSupportsWebAuthn();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(intl.formatMessage({ id: 'passkeys.nameRequired' }));
      return;
    }
    setNameError(null);
    try {
      const added = await register.mutateAsync(trimmed);
      setName('');
      notify.success(intl.formatMessage({ id: 'passkeys.added' }, { name: added.name }));
    } catch (error) {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage(addFailure(error)),
      );
    }
  };

  return (
    <Card as="section" aria-labelledby="passkeys-title" className={styles.section}>
      <CardTitle id="passkeys-title" level={2}>
        <FormattedMessage id="passkeys.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="passkeys.description" />
      </p>
      {supported ? (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'passkeys.add' })}
        >
          <TextField
            label={intl.formatMessage({ id: 'passkeys.name' })}
            description={intl.formatMessage({ id: 'passkeys.nameHint' })}
            value={name}
            onChange={setName}
            maxLength={NAME_MAX}
            isRequired
            isInvalid={nameError !== null}
            errorMessage={nameError ?? undefined}
          />
          <div>
            <Button type="submit" isPending={register.isPending}>
              <FormattedMessage id="passkeys.add" />
            </Button>
          </div>
        </form>
      ) : (
        <InlineAlert tone="neutral">
          <FormattedMessage id="passkeys.unsupported" />
        </InlineAlert>
      )}
      <h3 className={styles.subtitle} id="passkeys-list-title">
        <FormattedMessage id="passkeys.listTitle" />
      </h3>
      {passkeys.isPending ? (
        <Skeleton />
      ) : passkeys.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="passkeys.loadFailed" />
        </InlineAlert>
      ) : passkeys.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="passkeys.empty" />} />
      ) : (
        <ul className={styles.list} aria-labelledby="passkeys-list-title">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyView }) {
  const intl = useIntl();
  const { language } = useLocale();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState(false);

  const onRemove = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      notify.success(intl.formatMessage({ id: 'passkeys.removed' }, { name: passkey.name }));
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'passkeys.removeFailed' }),
      );
    }
  };

  return (
    <ConfirmedActionRow
      title={passkey.name}
      titleEditor={
        renaming ? (
          <RenamePasskeyForm passkey={passkey} onDone={() => setRenaming(false)} />
        ) : undefined
      }
      details={[
        <>
          <FormattedMessage
            id="passkeys.addedOn"
            values={{ date: formatDay(passkey.created_at, language) }}
          />
          {' · '}
          {passkey.last_used_at ? (
            <FormattedMessage
              id="passkeys.lastUsed"
              values={{ date: formatDateTime(passkey.last_used_at, language) }}
            />
          ) : (
            <FormattedMessage id="passkeys.neverUsed" />
          )}
        </>,
      ]}
      actions={
        renaming ? null : (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setRenaming(true)}
            aria-label={intl.formatMessage({ id: 'passkeys.renameNamed' }, { name: passkey.name })}
          >
            <FormattedMessage id="passkeys.rename" />
          </Button>
        )
      }
      actionLabel={<FormattedMessage id="passkeys.remove" />}
      actionName={intl.formatMessage({ id: 'passkeys.removeNamed' }, { name: passkey.name })}
      confirmTitle={intl.formatMessage({ id: 'passkeys.removeTitle' }, { name: passkey.name })}
      confirmBody={<FormattedMessage id="passkeys.removeBody" />}
      confirmLabel={intl.formatMessage({ id: 'passkeys.remove' })}
      onConfirm={onRemove}
      isConfirmLoading={remove.isPending}
    />
  );
}

/**
 * The passkey's name as a field in place: Enter or Save keeps it, Escape or Cancel leaves it;
 * focus starts in the field and goes back to the row's buttons when the form closes.
 */
function RenamePasskeyForm({ passkey, onDone }: { passkey: PasskeyView; onDone: () => void }) {
  const intl = useIntl();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(intl.formatMessage({ id: 'passkeys.nameRequired' }));
      return;
    }
    if (trimmed === passkey.name) {
      onDone();
      return;
    }
    try {
      await rename.mutateAsync({ id: passkey.id, name: trimmed });
      notify.success(intl.formatMessage({ id: 'passkeys.renamed' }, { name: trimmed }));
      onDone();
    } catch {
      setError(intl.formatMessage({ id: 'passkeys.renameFailed' }));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={intl.formatMessage({ id: 'passkeys.renameNamed' }, { name: passkey.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'passkeys.name' })}
        value={name}
        onChange={setName}
        maxLength={NAME_MAX}
        isRequired
        autoFocus
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <div>
        <Button type="submit" size="sm" isPending={rename.isPending}>
          <FormattedMessage id="passkeys.renameSave" />
        </Button>{' '}
        <Button variant="secondary" size="sm" onPress={onDone}>
          <FormattedMessage id="common.cancel" />
        </Button>
      </div>
    </form>
  );
}
