import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalTokenCreate, personalTokenCreateSchema, TOKEN_SCOPES } from '@lumen/domain';
import {
  Button,
  Card,
  CardTitle,
  CopyButton,
  EmptyState,
  InlineAlert,
  Skeleton,
  TextField,
} from '@lumen/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import {
  ConfirmIdentityDialog,
  needsConfirmation,
} from '@/components/confirm-identity/confirm-identity-dialog';
import { FormTextField } from '@/components/form/form-fields';
import { applyServerIssues } from '@/components/form/server-issues';
import { FormSelect } from '@/components/generator-form/generator-form';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import {
  type PersonalTokenView,
  useCreatePersonalToken,
  usePersonalTokens,
  useRevokePersonalToken,
} from '@/features/dashboard/api/personal-tokens';
import { ConfirmedActionRow } from './confirmed-action-row';
import * as styles from './dashboard.css';

/** The lifetimes offered (days); 'never' sends no expiry. */
const EXPIRIES = ['never', '30', '90', '365'] as const;
type Expiry = (typeof EXPIRIES)[number];

const tokenFormSchema = personalTokenCreateSchema
  .pick({ name: true, scope: true })
  .extend({ expiry: z.enum(EXPIRIES) });
type TokenForm = z.infer<typeof tokenFormSchema>;

// Static descriptors, so the extractor sees every id.
const scopeLabels = defineMessages({
  read: { id: 'tokens.scopeRead' },
  generate: { id: 'tokens.scopeGenerate' },
  full: { id: 'tokens.scopeFull' },
});

const empty: TokenForm = { name: '', scope: 'read', expiry: 'never' };

function toRequest({ name, scope, expiry }: TokenForm): PersonalTokenCreate {
  return expiry === 'never' ? { name, scope } : { name, scope, expiresInDays: Number(expiry) };
}

/**
 * Personal access tokens, for calling the API from one's own code: create one (named, scoped,
 * with an optional expiry; shown once, to copy, and never again), list them with their last
 * use, revoke one after a confirmation.
 */
export function TokensCard() {
  const intl = useIntl();
  const tokens = usePersonalTokens();
  const create = useCreatePersonalToken();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  // A new token needs a fresh confirmation: the request waits here while the dialog asks.
  const [awaiting, setAwaiting] = useState<TokenForm | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TokenForm>({
    resolver: zodResolver(tokenFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const submit = async (values: TokenForm) => {
    try {
      const answer = await create.mutateAsync(toRequest(values));
      reset(empty);
      setCreated({ name: answer.personalToken.name, token: answer.token });
    } catch (error) {
      if (needsConfirmation(error)) {
        setAwaiting(values);
        return;
      }
      if (applyServerIssues(error, setError, ['name'])) return;
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'tokens.createFailed' }),
      );
    }
  };
  const onSubmit = handleSubmit(submit);

  return (
    <Card as="section" aria-labelledby="tokens-title" className={styles.section}>
      <CardTitle id="tokens-title" level={2}>
        <FormattedMessage id="tokens.title" />
      </CardTitle>
      <p className={styles.muted}>
        <FormattedMessage id="tokens.description" />
      </p>
      {created ? (
        <CreatedToken {...created} onDone={() => setCreated(null)} />
      ) : (
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={intl.formatMessage({ id: 'tokens.create' })}
        >
          <FormTextField
            control={control}
            name="name"
            label={intl.formatMessage({ id: 'tokens.name' })}
            description={intl.formatMessage({ id: 'tokens.nameHint' })}
            maxLength={100}
          />
          <FormSelect
            control={control}
            name="scope"
            label={intl.formatMessage({ id: 'tokens.scope' })}
            options={TOKEN_SCOPES}
            optionLabel={(scope) => intl.formatMessage(scopeLabels[scope])}
          />
          <FormSelect
            control={control}
            name="expiry"
            label={intl.formatMessage({ id: 'tokens.expiry' })}
            options={EXPIRIES}
            optionLabel={(expiry: Expiry) =>
              expiry === 'never'
                ? intl.formatMessage({ id: 'tokens.expiryNever' })
                : intl.formatMessage({ id: 'tokens.expiryDays' }, { days: Number(expiry) })
            }
          />
          <div>
            <Button type="submit" isPending={create.isPending}>
              <FormattedMessage id="tokens.create" />
            </Button>
          </div>
        </form>
      )}
      <ConfirmIdentityDialog
        isOpen={awaiting !== null}
        onOpenChange={(open) => {
          if (!open) setAwaiting(null);
        }}
        onConfirmed={async () => {
          const values = awaiting;
          setAwaiting(null);
          if (values) await submit(values);
        }}
      />
      <h3 className={styles.subtitle}>
        <FormattedMessage id="tokens.listTitle" />
      </h3>
      {tokens.isPending ? (
        <Skeleton />
      ) : tokens.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="tokens.loadFailed" />
        </InlineAlert>
      ) : tokens.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="tokens.empty" />} />
      ) : (
        <ul className={styles.list} aria-labelledby="tokens-title">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The new token, this once: a read-only field to select, a copy button, and Done. */
function CreatedToken({
  name,
  token,
  onDone,
}: {
  name: string;
  token: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the news, so a keyboard or screen-reader user lands on the token.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.form} aria-labelledby="token-created-title">
      <h3 id="token-created-title" className={styles.subtitle} tabIndex={-1} ref={heading}>
        <FormattedMessage id="tokens.created" values={{ name }} />
      </h3>
      <InlineAlert tone="success">
        <FormattedMessage id="tokens.createdOnce" />
      </InlineAlert>
      <TextField label={intl.formatMessage({ id: 'tokens.yourToken' })} value={token} isReadOnly />
      <div className={styles.actions}>
        <CopyButton
          value={token}
          label={intl.formatMessage({ id: 'tokens.copy' })}
          copiedLabel={intl.formatMessage({ id: 'tokens.copied' })}
          onCopy={() => notify.success(intl.formatMessage({ id: 'tokens.copied' }))}
          onCopyError={() =>
            notify.error(
              intl.formatMessage({ id: 'common.error' }),
              intl.formatMessage({ id: 'tokens.copyFailed' }),
            )
          }
        />
        <Button onPress={onDone}>
          <FormattedMessage id="tokens.done" />
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token }: { token: PersonalTokenView }) {
  const intl = useIntl();
  const { language } = useLocale();
  const revoke = useRevokePersonalToken();

  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      notify.success(intl.formatMessage({ id: 'tokens.revoked' }, { name: token.name }));
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'tokens.revokeFailed' }),
      );
    }
  };

  return (
    <ConfirmedActionRow
      title={token.name}
      details={[
        intl.formatMessage(scopeLabels[token.scope]),
        <>
          {token.last_used_at ? (
            <FormattedMessage
              id="tokens.lastUsed"
              values={{ date: formatDateTime(token.last_used_at, language) }}
            />
          ) : (
            <FormattedMessage id="tokens.neverUsed" />
          )}
          {' · '}
          {token.expires_at ? (
            <FormattedMessage
              id="tokens.expires"
              values={{ date: formatDay(token.expires_at, language) }}
            />
          ) : (
            <FormattedMessage id="tokens.noExpiry" />
          )}
        </>,
      ]}
      actionLabel={<FormattedMessage id="tokens.revoke" />}
      actionName={intl.formatMessage({ id: 'tokens.revokeNamed' }, { name: token.name })}
      confirmTitle={intl.formatMessage({ id: 'tokens.revokeTitle' }, { name: token.name })}
      confirmBody={<FormattedMessage id="tokens.revokeDescription" />}
      confirmLabel={intl.formatMessage({ id: 'tokens.revoke' })}
      onConfirm={onRevoke}
      isConfirmLoading={revoke.isPending}
    />
  );
}
