import { Card, CardActions, CardContent, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type Detail, DetailList } from '../../components/detail-list';
import { ACCOUNT_DETAILS_PATH } from '../../lib/paths';
import type { Profile } from '../../lib/session/session-context';
import { CommissionedProjects } from './commissioned-projects';

interface HomeCopy {
  heading: string;
  intro: string;
}

function homeCopy(profile: Profile): HomeCopy {
  if (profile.type === 'ADMIN') {
    return { heading: 'Administration', intro: `Signed in as ${profile.name}, platform administrator.` };
  }
  return { heading: `Welcome, ${profile.firstName}`, intro: `You are signed in to ${profile.company.name}.` };
}

/** The home card of a signed-in user: who they are and where their account details live. */
export function SignedInHome({ profile }: { profile: Profile }) {
  const { heading, intro } = homeCopy(profile);
  const details: Detail[] = [
    { label: 'Name', value: profile.name },
    { label: 'Role', value: profile.role?.name ?? '—' },
    { label: 'Email', value: profile.email },
  ];
  if (profile.type !== 'ADMIN') details.push({ label: 'Company', value: profile.company.name });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {profile.type === 'BROKER' ? <CommissionedProjects /> : null}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            Your account
          </Typography>
          <DetailList details={details} />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Link component={RouterLink} to={ACCOUNT_DETAILS_PATH}>
            View account details
          </Link>
        </CardActions>
      </Card>
    </Container>
  );
}
