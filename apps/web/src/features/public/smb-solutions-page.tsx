import { ClosingBand } from './components/closing-band';
import { FeatureGrid } from './components/feature-grid';
import { MarketingHero } from './components/marketing-hero';
import { PageSection } from './components/page-section';
import { ProductScreen } from './components/product-screen';
import { PRICING_PATH, PUBLIC_PAGES } from './public-paths';
import { BROKER_HOME_SCREEN, SUPPLIER_QUESTIONS_SCREEN } from './screens';

const REASONS = [
  {
    title: 'Start from a template',
    text: 'Begin with a ready-made RFI or RFP and change what you need: a project takes about 15 minutes to create.',
  },
  {
    title: 'Let AI draft the questions',
    text: 'Type what you are buying and AI suggests questions for your project, within your plan’s allowance.',
  },
  {
    title: 'Find suppliers you did not know',
    text: 'AI supplier matching proposes vendors that offer the services your project needs; invite them with a click.',
  },
  {
    title: 'Answers in the same shape',
    text: 'Typed questions give answers in the same shape from every supplier, each one complete before it is submitted.',
  },
  {
    title: 'No procurement department needed',
    text: 'Deadlines, reminders and the questions suppliers ask are handled in the project, so a small team keeps control.',
  },
  {
    title: 'Pay as you grow',
    text: 'The free plan needs no card; paid plans add projects and users when you need them, billed monthly or annually.',
  },
] as const;

/** Spec 3 §2 Marketing pages: Solutions → Small and Medium Business. */
export function SmbSolutionsPage() {
  return (
    <>
      <MarketingHero
        eyebrow="Shortlist for small and medium businesses"
        title="Pick your next supplier with the confidence of a large buyer"
        lead="Whether it is payroll, benefits or software, Shortlist gives a small team the structure of a formal tender without the paperwork."
        actions={[
          { label: 'Start for Free', to: PRICING_PATH },
          { label: 'Contact Us', to: PUBLIC_PAGES.contactUs.path },
        ]}
        screen={BROKER_HOME_SCREEN}
      />
      <PageSection heading="Everything a good selection needs">
        <FeatureGrid features={REASONS} />
      </PageSection>
      <PageSection
        heading="Suppliers answer in one place"
        intro="No attachments to chase: each supplier sees its questionnaire, its progress and your clarifications."
        tinted
      >
        <ProductScreen screen={SUPPLIER_QUESTIONS_SCREEN} />
      </PageSection>
      <ClosingBand
        heading="Ready for your first project?"
        text="Choose the free plan and create a project today, or ask us how other small teams use Shortlist."
        actions={[
          { label: 'See Plans and Pricing', to: PRICING_PATH },
          { label: 'Contact Us', to: PUBLIC_PAGES.contactUs.path },
        ]}
      />
    </>
  );
}
