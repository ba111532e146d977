import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileForm, profileFormSchema } from '@lumen/domain';
import { Button, Card, CardTitle, TextField } from '@lumen/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '@/components/form/form-fields';
import { applyServerIssues } from '@/components/form/server-issues';
import { notify } from '@/lib/toast';
import type { Profile } from '@/features/dashboard/api/get-profile';
import { useUpdateProfile } from '@/features/dashboard/api/update-profile';
import { BillingCard, type BillingCardProps } from './billing-card';
import * as styles from './dashboard.css';

/** SPEC §2 profile tab: Main Information (full name, phone, read-only email) and billing. */
export function ProfileTab({
  profile,
  billing,
}: {
  profile: Profile;
  /** Passed to the billing card (the preview dashboards' wording and is_default). */
  billing?: BillingCardProps | undefined;
}) {
  const intl = useIntl();
  const update = useUpdateProfile();
  const { control, handleSubmit, formState, setError } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    values: { full_name: profile.full_name, phone: profile.phone ?? '' },
  });

  const onSubmit = handleSubmit(async ({ full_name, phone }) => {
    try {
      await update.mutateAsync({ full_name, phone: phone?.trim() ? phone.trim() : null });
      notify.success(
        intl.formatMessage({ id: 'profile.updated' }),
        intl.formatMessage({ id: 'profile.updatedDescription' }),
      );
    } catch (error) {
      if (applyServerIssues(error, setError, ['full_name', 'phone'])) return;
      notify.error(
        intl.formatMessage({ id: 'common.error' }),
        intl.formatMessage({ id: 'profile.updateFailed' }),
      );
    }
  });

  return (
    <div className={styles.grid2}>
      <Card as="section" aria-labelledby="main-info-title" className={styles.section}>
        <CardTitle id="main-info-title" level={2}>
          <FormattedMessage id="profile.mainInfo" />
        </CardTitle>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <FormTextField
            control={control}
            name="full_name"
            label={intl.formatMessage({ id: 'profile.fullName' })}
            autoComplete="name"
            isRequired
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={intl.formatMessage({ id: 'profile.phone' })}
            autoComplete="tel"
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.email' })}
            value={profile.email}
            isReadOnly
          />
          <div>
            <Button type="submit" isPending={update.isPending} isDisabled={!formState.isDirty}>
              <FormattedMessage id="profile.save" />
            </Button>
          </div>
        </form>
      </Card>
      <BillingCard {...billing} />
    </div>
  );
}
