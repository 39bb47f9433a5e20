import { LegalDocument } from './legal-document';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './privacy-sections';

/** Spec 1 §1 and spec 3 §2: the privacy policy (account data plus 7 years, analytics 24 months, minimum age 16). */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      sections={PRIVACY_SECTIONS}
      contactText="Requests to see, correct, export or erase your personal data, and any question about this policy, go to our data protection contact:"
      contactSubject="Privacy"
    />
  );
}
