import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { HOME_PATH } from '../../lib/paths';

/** Spec 2 §8 Tasks: the empty inbox's 'Back To Home' (worded as the spec has it). */
export function BackToHomeButton() {
  return (
    <Button variant="contained" component={RouterLink} to={HOME_PATH}>
      Back To Home
    </Button>
  );
}
