import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { ERROR_CODES, loginSchema, MESSAGES } from '@shortlist/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, FormTextField, HumanVerification } from '../../../components/form';
import { errorCode } from '../../../lib/errors';
import { applyServerError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { login } from '../accounts-api';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';
import { readSignInNotice } from '../sign-in-notice';

/**
 * Sign in. On success the profile is refetched; the route guard of this signed-out page then sends the user to the
 * remembered target or home.
 */
export function LoginPage() {
  const { config, refetch } = useSession();
  const location = useLocation();
  const notice = readSignInNotice(location.state);
  const siteKey = config.recaptchaSiteKey;
  const schema = useMemo(() => loginSchema({ recaptcha: siteKey !== null }), [siteKey]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '', recaptcha: '' } });
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [verificationRound, setVerificationRound] = useState(0);

  const onSubmit = form.handleSubmit(async ({ email, password, recaptcha }) => {
    setUnconfirmedEmail(null);
    try {
      await login({ email, password, recaptcha: recaptcha || undefined });
      await refetch();
    } catch (error) {
      if (siteKey !== null) {
        form.setValue('recaptcha', '');
        setVerificationRound((round) => round + 1);
      }
      if (errorCode(error) === ERROR_CODES.emailConfirmationRequired) setUnconfirmedEmail(email);
      else applyServerError(form, error);
    }
  });

  return (
    <CardPageLayout title="Sign In">
      {notice === null ? null : <Alert severity="success">{notice}</Alert>}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        {siteKey === null ? null : (
          <HumanVerification key={verificationRound} siteKey={siteKey} control={form.control} name="recaptcha" />
        )}
        {unconfirmedEmail === null ? null : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            <Stack spacing={1.5}>
              <span>{MESSAGES.emailConfirmationRequired}</span>
              <ResendConfirmationButton email={unconfirmedEmail} />
            </Stack>
          </Alert>
        )}
        <FormErrorAlert errors={form.formState.errors} />
        <Button type="submit" variant="contained" fullWidth disabled={form.formState.isSubmitting} sx={{ mt: 3 }}>
          Sign In
        </Button>
      </Box>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/login/forgot-password">
          Forgot password?
        </Link>
        <Link component={RouterLink} to="/register">
          Register
        </Link>
      </Stack>
    </CardPageLayout>
  );
}
