import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { changePasswordSchema, MESSAGES } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, FormTextField, NewPasswordFields } from '../../../components/form';
import { useLeavePrompt } from '../../../components/leave-prompt';
import { applyServerError } from '../../../lib/form-errors';
import { ACCOUNT_DETAILS_PATH } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { ChangePasswordDocument } from '../account-documents';

/** A successful change ends the session on the server, so the user signs in again with the new password. */
export function ChangePasswordPage() {
  const { signOut } = useSession();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async ({ oldPassword, password }) => {
    try {
      await changePassword({ variables: { oldPassword, password } });
    } catch (error) {
      applyServerError(form, error);
      return;
    }
    await signOut({ callServer: false, message: MESSAGES.passwordChanged });
  });

  return (
    <CardPageLayout title="Change Password">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="oldPassword"
          label="Old Password"
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          control={form.control}
          passwordLabel="New Password"
          repeatName="confirmPassword"
          repeatLabel="Confirm Password"
        />
        <FormErrorAlert errors={form.formState.errors} />
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={ACCOUNT_DETAILS_PATH}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Change Password
          </Button>
        </Stack>
      </Box>
      {leavePrompt}
    </CardPageLayout>
  );
}
