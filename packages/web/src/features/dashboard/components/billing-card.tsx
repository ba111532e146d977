import { zodResolver } from '@hookform/resolvers/zod';
import { type BillingForm, billingFormSchema } from '@lumen/domain';
import { Button, Card, CardTitle, EmptyState, Modal, Skeleton } from '@lumen/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { AddressFields } from '@/components/form/address-fields';
import { FormTextField } from '@/components/form/form-fields';
import { applyServerIssues } from '@/components/form/server-issues';
import { countryName } from '@/lib/countries';
import { useLocale } from '@/lib/i18n/locale-provider';
import { notify } from '@/lib/toast';
import { useCreateBillingProfile } from '@/features/dashboard/api/create-billing-profile';
import { useDeleteBillingProfile } from '@/features/dashboard/api/delete-billing-profile';
import { useBillingProfiles } from '@/features/dashboard/api/get-billing-profiles';
import * as styles from './dashboard.css';

const empty: BillingForm = {
  billing_name: '',
  country: '',
  city: '',
  address: '',
  postal_code: '',
};

/** The toasts' message ids: /dashboard's by default; the preview dashboards pass their own. */
export interface BillingMessages {
  added: MessageDescriptor;
  addedDescription: MessageDescriptor;
  createFailedTitle: MessageDescriptor;
  createFailed: MessageDescriptor;
  deleted: MessageDescriptor;
  deletedDescription: MessageDescriptor;
  deleteFailed: MessageDescriptor;
}

export const dashboardBillingMessages: BillingMessages = defineMessages({
  added: { id: 'billing.added' },
  addedDescription: { id: 'billing.addedDescription' },
  createFailedTitle: { id: 'common.error' },
  createFailed: { id: 'billing.saveFailed' },
  deleted: { id: 'billing.deleted' },
  deletedDescription: { id: 'billing.deletedDescription' },
  deleteFailed: { id: 'billing.deleteFailed' },
});

export interface BillingCardProps {
  /** Toast wording (SPEC §8: the preview dashboards word them differently). */
  messages?: BillingMessages | undefined;
  /** `is_default` sent when creating (the preview dashboards send 1). */
  isDefault?: 0 | 1 | undefined;
}

/** SPEC §2 Billing Information: the first profile with delete, or Add Billing Info. */
export function BillingCard({
  messages = dashboardBillingMessages,
  isDefault = 0,
}: BillingCardProps = {}) {
  const intl = useIntl();
  const { language } = useLocale();
  const profiles = useBillingProfiles();
  const remove = useDeleteBillingProfile();
  const [adding, setAdding] = useState(false);
  const first = profiles.data?.[0];

  const onDelete = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      notify.success(
        intl.formatMessage(messages.deleted),
        intl.formatMessage(messages.deletedDescription),
      );
    } catch {
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage(messages.deleteFailed),
      );
    }
  };

  return (
    <Card as="section" aria-labelledby="billing-title" className={styles.section}>
      <CardTitle id="billing-title" level={2}>
        <FormattedMessage id="billing.title" />
      </CardTitle>
      {profiles.isPending ? (
        <Skeleton />
      ) : first ? (
        <div className={styles.section}>
          <dl className={styles.definition}>
            <dt className={styles.muted}>
              <FormattedMessage id="billing.name" />
            </dt>
            <dd>{first.billing_name}</dd>
            <dt className={styles.muted}>
              <FormattedMessage id="billing.address" />
            </dt>
            <dd>{first.address}</dd>
            <dt className={styles.muted}>
              <FormattedMessage id="billing.city" />
            </dt>
            <dd>
              {first.postal_code} {first.city}
            </dd>
            <dt className={styles.muted}>
              <FormattedMessage id="billing.country" />
            </dt>
            <dd>{countryName(first.country, language)}</dd>
          </dl>
          <div>
            <Button
              variant="destructive"
              isPending={remove.isPending}
              onPress={() => void onDelete(first.id)}
            >
              <FormattedMessage id="billing.delete" />
            </Button>
          </div>
        </div>
      ) : (
        <EmptyState
          title={<FormattedMessage id="billing.empty" />}
          action={
            <Button onPress={() => setAdding(true)}>
              <FormattedMessage id="billing.add" />
            </Button>
          }
        />
      )}
      {!first ? (
        <AddBillingDialog
          isOpen={adding}
          onOpenChange={setAdding}
          messages={messages}
          isDefault={isDefault}
        />
      ) : null}
    </Card>
  );
}

const billingFields = ['billing_name', 'country', 'city', 'address', 'postal_code'] as const;

function AddBillingDialog({
  isOpen,
  onOpenChange,
  messages,
  isDefault,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  messages: BillingMessages;
  isDefault: 0 | 1;
}) {
  const intl = useIntl();
  const create = useCreateBillingProfile();
  const { control, handleSubmit, reset, setError } = useForm<BillingForm>({
    resolver: zodResolver(billingFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const close = () => {
    reset(empty);
    onOpenChange(false);
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, is_default: isDefault });
      notify.success(
        intl.formatMessage(messages.added),
        intl.formatMessage(messages.addedDescription),
      );
      close();
    } catch (error) {
      if (applyServerIssues(error, setError, billingFields)) return;
      notify.error(
        intl.formatMessage(messages.createFailedTitle),
        intl.formatMessage(messages.createFailed),
      );
    }
  });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={<FormattedMessage id="billing.add" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="billing_name"
          label={intl.formatMessage({ id: 'billing.name' })}
          isRequired
        />
        <AddressFields
          control={control}
          names={{
            country: 'country',
            city: 'city',
            address: 'address',
            postalCode: 'postal_code',
          }}
          wording="billing"
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" isPending={create.isPending}>
            <FormattedMessage id="billing.create" />
          </Button>
        </div>
      </form>
    </Modal>
  );
}
