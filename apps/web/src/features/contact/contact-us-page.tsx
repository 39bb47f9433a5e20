import { ContactPageLayout } from './contact-page-layout';
import { ContactUsForm } from './contact-us-form';

/** Spec 3 §2 /contact-us. */
export function ContactUsPage() {
  return (
    <ContactPageLayout
      title="Contact Us"
      lead="Questions about Shortlist, your plan or a project? Send us a message and the right person will reply."
      points={[
        'Your message goes straight to our team, not to a ticket queue.',
        'We reply to the e-mail address you give.',
        'Suppliers with a question about a project: ask the buyer through the project’s FAQ.',
      ]}
    >
      <ContactUsForm />
    </ContactPageLayout>
  );
}
