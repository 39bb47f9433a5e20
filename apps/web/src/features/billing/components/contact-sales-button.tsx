import { Button, type ButtonProps } from '@mui/material';
import { PLAN_BUTTON_LABELS } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { PUBLIC_PAGES } from '../../public';

/** Contact Sales leads to the demo request form (issue 17), which reaches the configured sales address. */
export function ContactSalesButton({ variant = 'outlined' }: { variant?: ButtonProps['variant'] }) {
  return (
    <Button variant={variant} component={RouterLink} to={PUBLIC_PAGES.contactDemo.path}>
      {PLAN_BUTTON_LABELS.contactSales}
    </Button>
  );
}
