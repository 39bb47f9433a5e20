import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { invitationReturnPath, VENDOR_PROFILE_MESSAGES } from '@shortlist/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { type Detail, DetailList } from '../../../components/detail-list';
import { ErrorScreen } from '../../../components/error-screen';
import { PageProgress } from '../../../components/page-progress';
import { toUserMessage } from '../../../lib/errors';
import { SubmitVendorProfileDocument, VendorProfileDocument } from './registration-documents';
import { REGISTRATION_PATHS, takeRegistrationReturn } from './registration-paths';
import { RegistrationStepper } from './registration-stepper';

/**
 * Spec 2 §2 /vendors/{id}, §4 Profile is Submitted: the profile read-only with Submit Profile; once submitted the
 * invitation waits for the supplier's answer, and the supplier returns to the invitation preview. A submitted profile
 * says so, with every step done and the way to the invitation: nobody approves it.
 */
export function VendorProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(VendorProfileDocument, { variables: { id } });
  const [submit, { loading: submitting }] = useMutation(SubmitVendorProfileDocument);
  const [failure, setFailure] = useState<string | null>(null);
  if (loading && !data) return <PageProgress />;
  const profile = data?.vendorProfile;
  if (error || !profile) return <ErrorScreen error={error} />;

  const details: Detail[] = [
    { label: 'Company Name', value: profile.companyName },
    { label: 'Website', value: profile.website },
    { label: 'Contact Name', value: profile.contactName },
    { label: 'Email', value: profile.email },
    { label: 'Phone', value: profile.phone || '—' },
    { label: 'Industry', value: profile.industry || '—' },
  ];
  const onSubmit = async () => {
    setFailure(null);
    try {
      const result = await submit({ variables: { id: profile.id } });
      await navigate(takeRegistrationReturn(result.data?.submitVendorProfile.invitationProjectId));
    } catch (caught) {
      setFailure(toUserMessage(caught));
    }
  };

  return (
    <CardPageLayout title="Vendor Profile" maxWidth={800}>
      <RegistrationStepper step={profile.registrationStep} />
      <DetailList details={details} />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Products
      </Typography>
      {profile.products.map((product) => (
        <Box key={product.id} sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
          {product.description ? <Typography color="text.secondary">{product.description}</Typography> : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {product.serviceTypes.map((type) => (
              <Chip key={type.id} label={type.label} size="small" />
            ))}
          </Stack>
        </Box>
      ))}
      {failure === null ? null : (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {profile.registrationStep === 'PROFILE_CREATED' ? (
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={onSubmit} disabled={submitting}>
            Submit Profile
          </Button>
          <Button component={RouterLink} to={REGISTRATION_PATHS.companyProfile}>
            Edit Profile
          </Button>
        </Stack>
      ) : null}
      {profile.registrationStep === 'SUBMITTED' ? (
        <Alert
          severity="success"
          sx={{ mt: 3 }}
          action={
            profile.invitationProjectId ? (
              <Button color="inherit" component={RouterLink} to={invitationReturnPath(profile.invitationProjectId)}>
                Open the Invitation
              </Button>
            ) : null
          }
        >
          <AlertTitle>{VENDOR_PROFILE_MESSAGES.profileSubmitted}</AlertTitle>
          {VENDOR_PROFILE_MESSAGES.profileSubmittedNext}
        </Alert>
      ) : null}
    </CardPageLayout>
  );
}
