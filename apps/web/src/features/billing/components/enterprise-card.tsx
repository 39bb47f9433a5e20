import { Button } from '@mui/material';
import { ENTERPRISE_PLAN, PLAN_BUTTON_LABELS } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { CONTACT_SALES_PATH } from '../billing-paths';
import { PlanCardFrame } from './plan-card-frame';

/** Spec 3 §9: the fixed Enterprise card (custom price, Contact Sales). */
export function EnterpriseCard() {
  return (
    <PlanCardFrame
      name={ENTERPRISE_PLAN.name}
      description={ENTERPRISE_PLAN.description}
      price={ENTERPRISE_PLAN.price}
      periodText={null}
      note={null}
      features={ENTERPRISE_PLAN.features}
    >
      <Button variant="outlined" component={RouterLink} to={CONTACT_SALES_PATH}>
        {PLAN_BUTTON_LABELS.contactSales}
      </Button>
    </PlanCardFrame>
  );
}
