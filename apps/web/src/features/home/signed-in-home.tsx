import { Container, Typography } from '@mui/material';
import type { Profile } from '../../lib/session';
import { CommissionedProjects } from './commissioned-projects';
import { DeadlineCalendar } from './deadline-calendar';
import { RoleProjectsList } from './role-projects-list';

/**
 * Spec 1 §2 home of a signed-in user who is not an administrator: a dashboard. Brokers see the deadline calendar and
 * their commissioned projects; supplier users the calendar and the projects they are invited to; client users the
 * projects they fill data for. The account details live in the account menu (My Account).
 */
export function SignedInHome({ profile }: { profile: Profile }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {`Welcome, ${profile.firstName}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {`You are signed in to ${profile.company.name}.`}
      </Typography>
      <HomeDashboard profile={profile} />
    </Container>
  );
}

function HomeDashboard({ profile }: { profile: Profile }) {
  if (profile.type === 'SUPPLIER') {
    return (
      <>
        <DeadlineCalendar projectRole="SUPPLIER" />
        <RoleProjectsList projectRole="SUPPLIER" title="Supplier Projects" />
      </>
    );
  }
  if (profile.type === 'CLIENT') return <RoleProjectsList projectRole="CLIENT" title="Client Projects" />;
  return (
    <>
      <DeadlineCalendar projectRole="BUY_SIDE" />
      <CommissionedProjects />
    </>
  );
}
