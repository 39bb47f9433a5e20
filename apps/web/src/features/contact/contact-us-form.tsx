import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { CONTACT_MESSAGES, contactUsSchema } from '@shortlist/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form';
import { useSession } from '../../lib/session';
import { sendContactMessage } from './contact-api';
import { ContactFormFooter } from './contact-form-parts';
import { useContactSubmission } from './use-contact-submission';

/** Spec 3 §3, §5 Contact form: first and last name, e-mail and a message of 10 to 2000 characters. */
export function ContactUsForm() {
  const { config } = useSession();
  const schema = useMemo(() => contactUsSchema({ recaptcha: config.recaptchaSiteKey !== null }), [config]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', message: '', recaptcha: '' },
  });
  const { onSubmit, sent, attempt, siteKey } = useContactSubmission(form, sendContactMessage);
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Contact us">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" required />
      </Stack>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
      <FormTextField control={control} name="message" label="Message" required multiline minRows={5} />
      <ContactFormFooter
        form={form}
        verification={{ siteKey, attempt }}
        success={sent ? CONTACT_MESSAGES.contactSent : null}
        submitLabel="Send Message"
      />
    </Box>
  );
}
