import { Button, type ButtonProps } from '@mui/material';
import { PLAN_BUTTON_LABELS } from '@shortlist/domain';
import { useSession } from '../../../lib/session/session-context';

/**
 * Contact Sales writes to the configured sales address (server setting SALES_EMAIL); there is no public contact page
 * yet, and a link to one would end on Not Found.
 */
export function ContactSalesButton({ variant = 'outlined' }: { variant?: ButtonProps['variant'] }) {
  const { config } = useSession();
  return (
    <Button variant={variant} href={`mailto:${config.salesEmail}`}>
      {PLAN_BUTTON_LABELS.contactSales}
    </Button>
  );
}
