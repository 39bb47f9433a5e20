import { ContactDemoForm } from './contact-demo-form';
import { ContactPageLayout } from './contact-page-layout';

/** Spec 3 §2 /contact-demo: the enterprise demo request (Contact Sales leads here). */
export function ContactDemoPage() {
  return (
    <ContactPageLayout
      title="Request a Demo"
      lead="See how brokers and buying teams run RFI, RFP and panel projects in Shortlist, with a project like yours."
      points={[
        'We contact you within 24 hours to find a time that suits you.',
        'A walk-through of building a project, inviting suppliers, scoring and comparing answers.',
        'Enterprise plans: custom price, dedicated account manager, custom integrations and 24/7 phone support.',
      ]}
    >
      <ContactDemoForm />
    </ContactPageLayout>
  );
}
