import { Alert, Card, CardActionArea, CardContent, Container, Grid, Typography } from '@mui/material';
import type { AccessRule } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { type Profile, useAccess } from '../../../lib/session';
import { ADMIN_PATHS } from '../admin-paths';
import { useAdminViewer } from '../on-behalf/use-admin-viewer';

interface AdminCard {
  title: string;
  text: string;
  to: string;
  access: AccessRule;
}

/** The administration lists, each shown to users whose privileges open it (the routes use the same rules). */
const ADMIN_CARDS: readonly AdminCard[] = [
  {
    title: 'Companies',
    text: 'Company settings and on-behalf access.',
    to: ADMIN_PATHS.companies,
    access: 'MANAGE_BROKERS',
  },
  { title: 'Users', text: 'Invite users and change their roles.', to: ADMIN_PATHS.users, access: 'MANAGE_USERS' },
  { title: 'Roles', text: 'Roles and the privileges they grant.', to: ADMIN_PATHS.roles, access: 'MANAGE_USERS' },
  { title: 'Clients', text: 'The clients projects are run for.', to: ADMIN_PATHS.clients, access: 'MANAGE_CLIENTS' },
  {
    title: 'Project Types',
    text: 'The kinds of project a company runs.',
    to: ADMIN_PATHS.projectTypes,
    access: 'MANAGE_ALL_PROJECTS',
  },
  {
    title: 'Supplier Service Types',
    text: 'The services suppliers offer.',
    to: ADMIN_PATHS.serviceTypes,
    access: 'MANAGE_ALL_PROJECTS',
  },
  {
    title: 'Suppliers',
    text: 'Supplier companies and their contacts.',
    to: ADMIN_PATHS.suppliers,
    access: 'MANAGE_BROKERS',
  },
];

/** Spec 1 §2: administrators see an admin home: the lists they may open and whom they are managing. */
export function AdminHome({ profile }: { profile: Profile }) {
  const can = useAccess();
  const viewer = useAdminViewer();
  const acting = viewer?.actingOnBehalf === true;
  const cards = ADMIN_CARDS.filter((card) => can(card.access));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Administration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`Signed in as ${profile.name}, platform administrator.`}
      </Typography>
      <Alert severity={acting ? 'warning' : 'info'} sx={{ mb: 3 }}>
        {acting
          ? `You are managing on behalf of ${profile.company.name}. Clients, project types and service types below are theirs.`
          : 'You are managing your own company. Choose a company in "Manage on behalf of" to work on its behalf.'}
      </Alert>
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.to} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6" gutterBottom>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary">{card.text}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
