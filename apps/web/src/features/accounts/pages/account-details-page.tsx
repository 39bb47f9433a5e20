import { Box, Stack, Typography } from '@mui/material';
import { CardPageLayout } from '../../../components/card-page-layout';
import { type Detail, DetailList } from '../../../components/detail-list';
import { useSession } from '../../../lib/session';
import { ProfileAvatar } from '../components/profile-avatar';

/** Read-only account details; the company is hidden for administrators who manage brokers (spec 1 §2). */
export function AccountDetailsPage() {
  const { profile, privileges } = useSession();
  if (profile === null) return null;

  const details: Detail[] = [
    { label: 'Name', value: profile.name },
    { label: 'Role', value: profile.role?.name ?? '—' },
    { label: 'Email', value: profile.email },
  ];
  if (!privileges.has('MANAGE_BROKERS')) details.push({ label: 'Company', value: profile.company.name });
  if (profile.phoneNumber) details.push({ label: 'Phone Number', value: profile.phoneNumber });

  return (
    <CardPageLayout title="My Account" maxWidth={640}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 3 }}>
        <ProfileAvatar profile={profile} size={64} />
        <Box>
          <Typography variant="h6" component="p">
            {profile.name}
          </Typography>
          {profile.role === null ? null : <Typography color="text.secondary">{profile.role.name}</Typography>}
        </Box>
      </Stack>
      <DetailList details={details} />
    </CardPageLayout>
  );
}
