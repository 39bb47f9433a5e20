import { ENTERPRISE_PLAN } from '@shortlist/domain';
import { ContactSalesButton } from './contact-sales-button';
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
      <ContactSalesButton />
    </PlanCardFrame>
  );
}
