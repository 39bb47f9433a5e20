import { ClosingBand } from './components/closing-band';
import { FeatureGrid } from './components/feature-grid';
import { MarketingHero } from './components/marketing-hero';
import { PageSection } from './components/page-section';
import { ProductScreen } from './components/product-screen';
import { PRICING_PATH, PUBLIC_PAGES } from './public-paths';
import { PROJECT_DASHBOARD_SCREEN, PROJECT_QUESTIONS_SCREEN } from './screens';

const CAPABILITIES = [
  {
    title: 'Expert approvals',
    text: 'Each section has an owner and an expert with a due date; questions reach suppliers only once approved.',
  },
  {
    title: 'Private scoring branches',
    text: 'A reviewer scores in a branch of their own, by numbers or colours; nobody outside the branch sees its ratings.',
  },
  {
    title: 'Client discovery',
    text: 'Client data tables let the end client’s people fill in what the project needs to know, in the same workspace.',
  },
  {
    title: 'Templates and MeshVault',
    text: 'Published templates and a shared question library give every team the same starting point.',
  },
  {
    title: 'Roles and privileges',
    text: 'Fine-grained privileges for every action, roles per company, and platform administrators who act on a company’s behalf only when it allows them to.',
  },
  {
    title: 'Reports for the client',
    text: 'PDF and Excel reports of the scores and answers, for the whole project or a side-by-side comparison, ready to share with the people who sign off the decision.',
  },
] as const;

const PROMISES = [
  {
    title: 'Reliability',
    text: 'A 99.5% monthly uptime target, active project data kept for the project plus two years, and your content exportable for 30 days after you leave.',
  },
  {
    title: 'Security and compliance',
    text: 'Passwords hashed with Argon2, sessions that expire, human verification at sign-in when enabled, and every rule enforced on the server.',
  },
  {
    title: 'A team behind you',
    text: 'A dedicated account manager, custom workflows and integrations, white-label options, training and 24/7 phone support.',
  },
] as const;

/** Spec 3 §2 Marketing pages: Solutions → Enterprise. */
export function EnterprisePage() {
  return (
    <>
      <MarketingHero
        eyebrow="Shortlist for Enterprise"
        title="Vendor selection at the scale of your largest clients"
        lead="For brokerages and procurement teams that run many projects at once: expert approvals, client discovery and the controls your compliance team asks for."
        actions={[
          { label: 'Contact Sales', to: PUBLIC_PAGES.contactDemo.path },
          { label: 'See Plans', to: PRICING_PATH },
        ]}
        screen={PROJECT_QUESTIONS_SCREEN}
      />
      <PageSection heading="Built for teams of experts">
        <FeatureGrid features={CAPABILITIES} />
      </PageSection>
      <PageSection heading="Enterprise-grade, in plain words" tinted>
        <FeatureGrid features={PROMISES} />
      </PageSection>
      <PageSection
        heading="Every project at a glance"
        intro="Owners see status, supplier participation and answer progress without opening a spreadsheet."
      >
        <ProductScreen screen={PROJECT_DASHBOARD_SCREEN} />
      </PageSection>
      <ClosingBand
        heading="See it with a project like yours"
        text="Tell us about your team and your projects; we contact you within 24 hours to arrange a demo."
        actions={[{ label: 'Request a Demo', to: PUBLIC_PAGES.contactDemo.path }]}
      />
    </>
  );
}
