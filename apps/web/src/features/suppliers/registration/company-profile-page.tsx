import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router';
import { CardPageLayout } from '../../../components/card-page-layout';
import { ErrorScreen } from '../../../components/error-screen';
import { PageProgress } from '../../../components/page-progress';
import { CompanyProfileForm } from './company-profile-form';
import { CompanyProfileDocument, CreateCompanyProfileDocument } from './registration-documents';
import { REGISTRATION_PATHS } from './registration-paths';
import { RegistrationStepper } from './registration-stepper';

/** Spec 2 §2 /account/company, §4 Profile is Created: Create Profile leads on to the profile to submit. */
export function CompanyProfilePage() {
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(CompanyProfileDocument);
  const [create] = useMutation(CreateCompanyProfileDocument);
  if (loading && !data) return <PageProgress />;
  const profile = data?.companyProfile;
  if (error || !profile) return <ErrorScreen error={error} />;
  if (profile.registrationStep === 'SUBMITTED') return <Navigate to={REGISTRATION_PATHS.vendor(profile.id)} replace />;
  return (
    <CardPageLayout title="Company Profile" maxWidth={800}>
      <RegistrationStepper step={profile.registrationStep} />
      <CompanyProfileForm
        profile={profile}
        onSubmit={async (input) => {
          await create({ variables: { input } });
          await navigate(REGISTRATION_PATHS.vendor(profile.id));
        }}
      />
    </CardPageLayout>
  );
}
