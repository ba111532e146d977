import { isHttpError } from '@lumen/client';
import { SHARE_EXPIRIES, type ShareExpiry } from '@lumen/domain';
import {
  AlertDialog,
  Button,
  type ButtonProps,
  CopyButton,
  InlineAlert,
  Segment,
  SegmentedControl,
  Skeleton,
  TextField,
} from '@lumen/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { ItemDialog, ItemDialogButton } from '@/components/item-dialog/item-dialog';
import {
  type ShareTarget,
  type ShareView,
  useCreateShare,
  useItemShares,
  useRevokeShare,
} from '@/components/share/shares-api';
import * as styles from './share-dialog.css';

// Static descriptors, so the extractor sees every id.
const expiryLabels = defineMessages({
  '1d': { id: 'share.expiry.1d' },
  '7d': { id: 'share.expiry.7d' },
  never: { id: 'share.expiry.never' },
}) satisfies Record<ShareExpiry, MessageDescriptor>;

/** The lifetime a new link gets unless the user picks another. */
const DEFAULT_EXPIRY: ShareExpiry = '7d';

export interface ShareButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  target: ShareTarget;
  /** The item's prompt: the button's accessible name and the dialog's description. */
  prompt: string;
}

/** "Share": opens the share dialog for one item. */
export function ShareButton({ target, prompt, size, variant }: ShareButtonProps) {
  const intl = useIntl();
  return (
    <ItemDialogButton
      size={size}
      variant={variant}
      accessibleName={intl.formatMessage({ id: 'share.buttonNamed' }, { prompt })}
      dialog={(state) => <ShareDialog target={target} prompt={prompt} {...state} />}
    >
      <FormattedMessage id="share.button" />
    </ItemDialogButton>
  );
}

export interface ShareDialogProps {
  target: ShareTarget;
  prompt: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share one item: pick how long the link lives (1 day, 7 days, never), make it, copy it; the
 * item's live links are listed below, each with Copy and Revoke (after a confirmation).
 */
export function ShareDialog({ target, prompt, isOpen, onOpenChange }: ShareDialogProps) {
  return (
    <ItemDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="share.title" />}
      description={prompt}
    >
      <ShareDialogBody target={target} />
    </ItemDialog>
  );
}

function ShareDialogBody({ target }: { target: ShareTarget }) {
  const intl = useIntl();
  const expiryLabelId = useId();
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>(DEFAULT_EXPIRY);
  const [created, setCreated] = useState<ShareView | null>(null);
  const [gone, setGone] = useState(false);
  const create = useCreateShare();
  const shares = useItemShares(target);
  const body = useRef<HTMLDivElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const [revokes, setRevokes] = useState(0);

  // A revoked link's row leaves with its Revoke button, and focus would fall out of the dialog
  // (Escape would no longer close it): it moves to the list's title instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the list changes.
  useEffect(() => {
    if (revokes > 0 && !body.current?.contains(document.activeElement)) listTitle.current?.focus();
  }, [revokes, shares.data]);

  const onCreate = async () => {
    setGone(false);
    try {
      setCreated(await create.mutateAsync({ ...target, expiresIn }));
    } catch (error) {
      if (isHttpError(error) && error.code === 'not_found') {
        setGone(true);
        return;
      }
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'share.createFailed' }),
      );
    }
  };

  return (
    <div className={styles.body} ref={body}>
      <p className={styles.muted}>
        <FormattedMessage id="share.description" />
      </p>
      <div className={styles.create}>
        <span id={expiryLabelId} className={styles.label}>
          <FormattedMessage id="share.expiry" />
        </span>
        <SegmentedControl
          aria-labelledby={expiryLabelId}
          selectedKey={expiresIn}
          onSelectionChange={(key) => setExpiresIn(String(key) as ShareExpiry)}
        >
          {SHARE_EXPIRIES.map((expiry) => (
            <Segment key={expiry} id={expiry}>
              {intl.formatMessage(expiryLabels[expiry])}
            </Segment>
          ))}
        </SegmentedControl>
        <div>
          <Button onPress={onCreate} isPending={create.isPending}>
            <FormattedMessage id="share.create" />
          </Button>
        </div>
      </div>
      {gone ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="share.itemGone" />
        </InlineAlert>
      ) : null}
      {created ? <CreatedLink share={created} /> : null}
      <h3 className={styles.subtitle} ref={listTitle} tabIndex={-1}>
        <FormattedMessage id="share.listTitle" />
      </h3>
      {shares.isPending ? (
        <Skeleton />
      ) : shares.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="share.loadFailed" />
        </InlineAlert>
      ) : shares.data.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="share.empty" />
        </p>
      ) : (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'share.listTitle' })}>
          {shares.data.map((share) => (
            <ShareRow
              key={share.id}
              share={share}
              onRevoked={() => {
                setCreated((c) => (c?.id === share.id ? null : c));
                setRevokes((n) => n + 1);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** The link just made: in a read-only field (to select) with Copy; focus moves to it. */
function CreatedLink({ share }: { share: ShareView }) {
  const intl = useIntl();
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    field.current?.querySelector('input')?.focus();
  }, []);
  return (
    <section className={styles.created} aria-label={intl.formatMessage({ id: 'share.created' })}>
      <InlineAlert tone="success">
        <FormattedMessage id="share.created" />
      </InlineAlert>
      <div ref={field}>
        <TextField
          label={intl.formatMessage({ id: 'share.yourLink' })}
          value={share.url}
          isReadOnly
        />
      </div>
      <div>
        <LinkCopyButton url={share.url} />
      </div>
    </section>
  );
}

function LinkCopyButton({ url, ariaLabel }: { url: string; ariaLabel?: string }) {
  const intl = useIntl();
  return (
    <CopyButton
      value={url}
      label={intl.formatMessage({ id: 'share.copy' })}
      copiedLabel={intl.formatMessage({ id: 'share.copied' })}
      aria-label={ariaLabel}
      onCopy={() => notify.success(intl.formatMessage({ id: 'share.copied' }))}
      onCopyError={() =>
        notify.error(
          intl.formatMessage({ id: 'common.error' }),
          intl.formatMessage({ id: 'share.copyFailed' }),
        )
      }
    />
  );
}

function ShareRow({ share, onRevoked }: { share: ShareView; onRevoked: () => void }) {
  const intl = useIntl();
  const { language } = useLocale();
  const revoke = useRevokeShare();
  const [confirming, setConfirming] = useState(false);
  const made = formatDateTime(share.created_at, language);

  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(share.id);
      onRevoked();
      notify.success(intl.formatMessage({ id: 'share.revoked' }));
    } catch (error) {
      // Already revoked or expired elsewhere: the link is dead, which is what was asked.
      if (isHttpError(error) && error.code === 'not_found') {
        onRevoked();
        notify.success(intl.formatMessage({ id: 'share.revoked' }));
        return;
      }
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'share.revokeFailed' }),
      );
    }
  };

  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.url}>{share.url}</span>
        <span className={styles.muted}>
          <FormattedMessage id="share.madeOn" values={{ date: made }} />
          {' · '}
          {share.expires_at ? (
            <FormattedMessage
              id="share.expires"
              values={{ date: formatDay(share.expires_at, language) }}
            />
          ) : (
            <FormattedMessage id="share.noExpiry" />
          )}
        </span>
      </div>
      <div className={styles.rowActions}>
        <LinkCopyButton url={share.url} />
        <Button
          variant="secondary"
          size="sm"
          onPress={() => setConfirming(true)}
          aria-label={intl.formatMessage({ id: 'share.revokeNamed' }, { date: made })}
        >
          <FormattedMessage id="share.revoke" />
        </Button>
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'share.revokeTitle' })}
        confirmLabel={intl.formatMessage({ id: 'share.revoke' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        variant="destructive"
        onConfirm={onRevoke}
        isConfirmLoading={revoke.isPending}
      >
        <FormattedMessage id="share.revokeDescription" />
      </AlertDialog>
    </li>
  );
}
