import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SIGN_IN_PATH } from '../../lib/paths';

export function GuestWelcome() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" gutterBottom>
        Welcome to Shortlist
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary">
        Run RFI, RFP and panel projects in one place: build your questions, invite suppliers, score their answers and
        choose the right vendor.
      </Typography>
      <Box sx={{ mt: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to={SIGN_IN_PATH}>
            Sign In
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/register">
            Register
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
