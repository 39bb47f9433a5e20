import { TERMS_LAST_UPDATED } from '@shortlist/domain';
import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-sections';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={TERMS_LAST_UPDATED}
      sections={TERMS_SECTIONS}
      contactText="Questions about these terms, notices of breach and opt-out requests go to our legal team:"
      contactSubject="Legal"
    />
  );
}
