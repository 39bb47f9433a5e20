import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { MESSAGES, resetPasswordSchema } from '@shortlist/domain';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, NewPasswordFields } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { HOME_PATH, SIGN_IN_PATH } from '../../../lib/paths';
import { resetPassword } from '../accounts-api';
import { signInNotice } from '../sign-in-notice';

/** Reached from the reset e-mail; without the `hash` query parameter it goes home (spec 1 §2). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  if (hash === null || hash === '') return <Navigate to={HOME_PATH} replace />;
  return <ResetPasswordForm hash={hash} />;
}

function ResetPasswordForm({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { hash, password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      await navigate(SIGN_IN_PATH, { state: signInNotice(MESSAGES.passwordReset) });
    } catch (error) {
      applyServerError(form, error, ['hash']);
    }
  });

  return (
    <CardPageLayout title="Reset Password">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          control={form.control}
          passwordLabel="Password"
          repeatName="confirmPassword"
          repeatLabel="Confirm Password"
        />
        <FormErrorAlert errors={form.formState.errors} />
        <Button type="submit" variant="contained" fullWidth disabled={form.formState.isSubmitting} sx={{ mt: 3 }}>
          Reset Password
        </Button>
      </Box>
    </CardPageLayout>
  );
}
