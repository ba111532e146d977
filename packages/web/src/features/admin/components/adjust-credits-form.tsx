import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminAdjustmentForm, adminAdjustmentFormSchema } from '@lumen/domain';
import { Button, InlineAlert } from '@lumen/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/form/form-fields';
import { useAdjustCredits } from '@/features/admin/api/admin';
import * as styles from './admin.css';

const empty: AdminAdjustmentForm = { credits: '', reason: '' };

/** Grants (positive) or removes (negative) credits, with a reason; the rules are the API's. */
export function AdjustCreditsForm({ userId }: { userId: string }) {
  const intl = useIntl();
  const adjust = useAdjustCredits();
  const { control, handleSubmit, reset } = useForm<AdminAdjustmentForm>({
    resolver: zodResolver(adminAdjustmentFormSchema),
    defaultValues: empty,
  });
  const onSubmit = handleSubmit(({ credits, reason }) =>
    adjust.mutate({ userId, credits: Number(credits), reason }, { onSuccess: () => reset(empty) }),
  );
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="credits"
        label={intl.formatMessage({ id: 'admin.credits' })}
        description={intl.formatMessage({ id: 'admin.creditsHint' })}
        inputMode="numeric"
        isRequired
      />
      <FormTextField
        control={control}
        name="reason"
        label={intl.formatMessage({ id: 'admin.reason' })}
        isRequired
      />
      <Button type="submit" isPending={adjust.isPending}>
        <FormattedMessage id="admin.adjust" />
      </Button>
      {adjust.isSuccess ? (
        <InlineAlert tone="success">
          <FormattedMessage
            id="admin.adjusted"
            values={{ credits: intl.formatNumber(adjust.data.balance) }}
          />
        </InlineAlert>
      ) : null}
      {adjust.isError ? (
        <InlineAlert tone="danger">
          <FormattedMessage id="admin.adjustFailed" />
        </InlineAlert>
      ) : null}
    </form>
  );
}
