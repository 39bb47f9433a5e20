import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { COMPANY_SIZES, CONTACT_MESSAGES, contactDemoSchema } from '@shortlist/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form';
import { useSession } from '../../lib/session';
import { sendDemoRequest } from './contact-api';
import { ContactFormFooter } from './contact-form-parts';
import { useContactSubmission } from './use-contact-submission';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  companySize: '',
  phone: '',
  message: '',
  recaptcha: '',
};

/** Spec 3 §3, §5 Contact demo form: who is asking, for which company, and how to reach them. */
export function ContactDemoForm() {
  const { config } = useSession();
  const schema = useMemo(() => contactDemoSchema({ recaptcha: config.recaptchaSiteKey !== null }), [config]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { onSubmit, sent, attempt, siteKey } = useContactSubmission(form, sendDemoRequest);
  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request a demo">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="firstName" label="First Name" autoComplete="given-name" required />
        <FormTextField control={control} name="lastName" label="Last Name" autoComplete="family-name" required />
      </Stack>
      <FormTextField control={control} name="email" label="Work Email" type="email" autoComplete="email" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField control={control} name="company" label="Company" autoComplete="organization" required />
        <FormTextField control={control} name="jobTitle" label="Job Title" autoComplete="organization-title" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormTextField
          control={control}
          name="companySize"
          label="Company Size"
          select
          required
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Select…</option>
          {COMPANY_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} employees
            </option>
          ))}
        </FormTextField>
        <FormTextField control={control} name="phone" label="Phone" type="tel" autoComplete="tel" required />
      </Stack>
      <FormTextField
        control={control}
        name="message"
        label="Message"
        helperText="Optional: what would you like to see?"
        multiline
        minRows={4}
      />
      <ContactFormFooter
        form={form}
        verification={{ siteKey, attempt }}
        success={sent ? CONTACT_MESSAGES.demoSent : null}
        submitLabel="Request a Demo"
      />
    </Box>
  );
}
