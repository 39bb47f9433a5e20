import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HOME_PATH } from '../lib/paths';

export function BackHomeButton() {
  return (
    <Button variant="contained" component={RouterLink} to={HOME_PATH}>
      Back to Home
    </Button>
  );
}
