import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { forgotPasswordSchema, MESSAGES } from '@shortlist/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, FormTextField } from '../../../components/form';
import { applyServerError } from '../../../lib/form-errors';
import { SIGN_IN_PATH } from '../../../lib/paths';
import { restorePassword } from '../accounts-api';

export function ForgotPasswordPage() {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await restorePassword(email);
      setSent(true);
    } catch (error) {
      applyServerError(form, error);
    }
  });

  return (
    <CardPageLayout title="Forgot Password">
      <Typography color="text.secondary">
        Enter the e-mail address of your account and we will send you a link to reset your password.
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          disabled={sent}
        />
        <FormErrorAlert errors={form.formState.errors} />
        {sent ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {MESSAGES.forgotSent}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={sent || form.formState.isSubmitting}
          sx={{ mt: 3 }}
        >
          Send
        </Button>
      </Box>
      <Link component={RouterLink} to={SIGN_IN_PATH} sx={{ display: 'inline-block', mt: 2 }}>
        Back to Sign In
      </Link>
    </CardPageLayout>
  );
}
