import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface CallToAction {
  label: string;
  to: string;
}

/** The page's next steps: the first is the main one (filled), the others outlined. */
export function CallToActions({ actions, onDark = false }: { actions: readonly CallToAction[]; onDark?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, flexWrap: 'wrap' }}>
      {actions.map((action, index) => (
        <Button
          key={action.to}
          component={RouterLink}
          to={action.to}
          size="large"
          variant={index === 0 ? 'contained' : 'outlined'}
          color={onDark && index === 0 ? 'secondary' : 'primary'}
          sx={onDark && index > 0 ? { color: 'common.white', borderColor: 'common.white' } : undefined}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
