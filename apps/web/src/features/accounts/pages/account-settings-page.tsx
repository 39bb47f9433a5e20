import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { offersContrastMode, profileSettingsSchema } from '@shortlist/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, FormSwitch, FormTextField } from '../../../components/form';
import { useLeavePrompt } from '../../../components/leave-prompt';
import { applyServerError } from '../../../lib/form-errors';
import { type Profile, useSession } from '../../../lib/session';
import { UpdateProfileSettingsDocument } from '../account-documents';

export const SETTINGS_SAVED = 'Settings have been successfully updated';

const savedValues = (profile: Profile) => ({
  phoneNumber: profile.phoneNumber ?? '',
  contrastMode: profile.contrastMode,
  projectStatusUpdate: profile.projectStatusUpdate.enabled,
  newNotification: profile.newNotification.enabled,
  newFaqQuestion: profile.newFaqQuestion.enabled,
});

/** /account/settings for buy-side users (spec 1 §2): phone, contrast mode where offered, and the e-mail switches. */
export function AccountSettingsPage() {
  const { profile, privileges } = useSession();
  if (profile === null) return null;
  return (
    <AccountSettingsForm
      profile={profile}
      contrastOffered={offersContrastMode(privileges, profile.company.features.scoringType)}
    />
  );
}

function AccountSettingsForm({ profile, contrastOffered }: { profile: Profile; contrastOffered: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useMutation(UpdateProfileSettingsDocument);
  const form = useForm({ resolver: zodResolver(profileSettingsSchema), defaultValues: savedValues(profile) });
  const { isDirty, isSubmitting } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save({ variables: values });
      const saved = data?.updateProfileSettings;
      form.reset(saved ? { ...values, phoneNumber: saved.phoneNumber ?? '' } : values);
      enqueueSnackbar(SETTINGS_SAVED, { variant: 'success' });
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <CardPageLayout title="Settings" maxWidth={640}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField control={form.control} name="phoneNumber" label="Phone Number" autoComplete="tel" />
        {contrastOffered ? (
          <FormSwitch
            control={form.control}
            name="contrastMode"
            label="Contrast mode"
            helperText="Adds patterns to the colour scores so they can be told apart without colour."
          />
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2" gutterBottom>
          E-mail notifications
        </Typography>
        <Stack>
          <FormSwitch control={form.control} name="projectStatusUpdate" label="Project status updates" />
          <FormSwitch control={form.control} name="newNotification" label="New notifications" />
          <FormSwitch control={form.control} name="newFaqQuestion" label="New FAQ questions" />
        </Stack>
        <FormErrorAlert errors={form.formState.errors} />
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset(savedValues(profile))}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save Settings
          </Button>
        </Stack>
      </Box>
      {leavePrompt}
    </CardPageLayout>
  );
}
