import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { MESSAGES, registrationSchema } from '@shortlist/domain';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { FormErrorAlert, FormTextField, HumanVerification, NewPasswordFields } from '../../../components/form';
import { useLeavePrompt } from '../../../components/leave-prompt';
import { applyServerError } from '../../../lib/form-errors';
import { clientProjectPath, SIGN_IN_PATH, TERMS_PATH } from '../../../lib/paths';
import { rememberRedirectTarget } from '../../../lib/redirect-target';
import { useSession } from '../../../lib/session';
import { rememberRegistrationReturn } from '../../suppliers';
import { type Invitation, register } from '../accounts-api';
import { signInNotice } from '../sign-in-notice';
import { ClientInvitationNotice } from './client-invitation-notice';
import { InvitationNotice } from './invitation-notice';
import { SupplierInvitationNotice } from './supplier-invitation-notice';

interface RegisterFormProps {
  token: string | null;
  invitation: Invitation | null;
}

/** Spec 1 §2: an invitation fixes the e-mail address and the company; the server uses the invitation's anyway. */
const FROM_INVITATION = {
  slotProps: { htmlInput: { readOnly: true } },
  helperText: 'From your invitation',
} as const;

export function RegisterForm({ token, invitation }: RegisterFormProps) {
  const { config } = useSession();
  const navigate = useNavigate();
  const siteKey = config.recaptchaSiteKey;
  // A supplier invited to a project registers a company of its own: only the e-mail address is fixed. A client
  // member names their company too, without a website.
  const supplierProject = invitation?.kind === 'SUPPLIER' ? (invitation.project ?? null) : null;
  const clientProject = invitation?.kind === 'CLIENT' ? (invitation.project ?? null) : null;
  const invited = invitation !== null && supplierProject === null && clientProject === null;
  const websiteOptional = invited || clientProject !== null;
  const schema = useMemo(
    () => registrationSchema({ recaptcha: siteKey !== null, invited: websiteOptional }),
    [siteKey, websiteOptional],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: invitation?.userData.firstName ?? '',
      lastName: invitation?.userData.lastName ?? '',
      email: invitation?.email ?? '',
      company: invitation?.userData.companyName ?? '',
      companyWebsite: '',
      password: '',
      repeatPassword: '',
      recaptcha: '',
    },
  });
  const { isDirty, isSubmitting, isSubmitSuccessful } = form.formState;
  const leavePrompt = useLeavePrompt(isDirty && !isSubmitting && !isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await register({ ...values, recaptcha: values.recaptcha || undefined, token: token ?? undefined });
      if (result.status === 'ACTIVE') {
        if (supplierProject) rememberRegistrationReturn(supplierProject.id);
        if (clientProject) rememberRedirectTarget(clientProjectPath(clientProject.id));
        await navigate(SIGN_IN_PATH, { state: signInNotice(MESSAGES.registeredWithToken) });
      } else {
        const email = result.email ?? values.email;
        await navigate(`/register/confirm-registration?${new URLSearchParams({ email }).toString()}`);
      }
    } catch (error) {
      applyServerError(form, error);
    }
  });

  const { control } = form;
  const termsErrorId = useId();
  return (
    <CardPageLayout title="Register" maxWidth={640}>
      {invitation === null ? null : clientProject ? (
        <ClientInvitationNotice invitation={invitation} />
      ) : supplierProject ? (
        <SupplierInvitationNotice invitation={invitation} />
      ) : (
        <InvitationNotice invitation={invitation} />
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
          <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          {...(invitation !== null ? FROM_INVITATION : {})}
        />
        <FormTextField
          control={control}
          name="company"
          label="Company"
          autoComplete="organization"
          {...(invited ? FROM_INVITATION : {})}
        />
        <FormTextField
          control={control}
          name="companyWebsite"
          label="Company Website"
          type="url"
          autoComplete="url"
          helperText={websiteOptional ? 'Optional' : undefined}
        />
        <NewPasswordFields
          control={control}
          passwordLabel="Password"
          repeatName="repeatPassword"
          repeatLabel="Repeat Password"
        />
        <Controller
          control={control}
          name="terms"
          render={({ field, fieldState }) => (
            <Box sx={{ mt: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-invalid': fieldState.error !== undefined,
                        'aria-describedby': fieldState.error === undefined ? undefined : termsErrorId,
                      },
                    }}
                  />
                }
                label={
                  <>
                    I accept the{' '}
                    <Link href={TERMS_PATH} target="_blank" rel="noopener">
                      Terms and Conditions
                    </Link>
                  </>
                }
              />
              {fieldState.error === undefined ? null : (
                <FormHelperText id={termsErrorId} error>
                  {fieldState.error.message}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        {siteKey === null ? null : <HumanVerification siteKey={siteKey} control={control} name="recaptcha" />}
        <FormErrorAlert errors={form.formState.errors} />
        <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 3 }}>
          Register
        </Button>
      </Box>
      <Typography sx={{ mt: 2 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={SIGN_IN_PATH}>
          Sign In
        </Link>
      </Typography>
      {leavePrompt}
    </CardPageLayout>
  );
}
