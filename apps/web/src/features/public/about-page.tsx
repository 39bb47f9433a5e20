import { ClosingBand } from './components/closing-band';
import { FeatureGrid } from './components/feature-grid';
import { MarketingHero } from './components/marketing-hero';
import { PageSection } from './components/page-section';
import { ProductScreen } from './components/product-screen';
import { PUBLIC_PAGES } from './public-paths';
import { BROKER_HOME_SCREEN, PROJECT_QUESTIONS_SCREEN } from './screens';

const PRINCIPLES = [
  {
    title: 'The buyer decides',
    text: 'AI supplier matching and question suggestions only ever advise: people approve the questions, judge the answers and choose the winner.',
  },
  {
    title: 'Fair to suppliers',
    text: 'Every supplier answers the same questions by the same deadline and sees the same clarifications. No supplier sees another’s answers.',
  },
  {
    title: 'Reuse over rework',
    text: 'A good question belongs in the library, a good project becomes a template, and a supplier’s answer to a familiar question is one click away.',
  },
  {
    title: 'Your data stays yours',
    text: 'Projects, answers and files belong to your company; roles and privileges decide who may see and change them, and answers and supplier lists export to Excel.',
  },
] as const;

const PEOPLE = [
  {
    title: 'Brokers',
    text: 'Run selections for many clients at once, with client data tables for discovery and administrators who can act on a client company’s behalf.',
  },
  {
    title: 'Buying organisations',
    text: 'Project owners, managers, domain experts, approvers and viewers each get the part of the project that is theirs.',
  },
  {
    title: 'Suppliers',
    text: 'Accept or decline an invitation, answer in the browser or a spreadsheet, and ask clarification questions.',
  },
] as const;

/** Spec 3 §2 Marketing pages: who we are and why the product works as it does. */
export function AboutPage() {
  return (
    <>
      <MarketingHero
        eyebrow="About Shortlist"
        title="We make supplier selection a project, not a pile of spreadsheets"
        lead="Shortlist began with brokers who spent more time chasing answers and merging workbooks than advising their clients. Today brokers, buying teams and their suppliers run RFI, RFP and panel projects in one shared place."
        actions={[
          { label: 'Contact Us', to: PUBLIC_PAGES.contactUs.path },
          { label: 'Request a Demo', to: PUBLIC_PAGES.contactDemo.path },
        ]}
        screen={PROJECT_QUESTIONS_SCREEN}
      />
      <PageSection heading="What we believe">
        <FeatureGrid features={PRINCIPLES} />
      </PageSection>
      <PageSection
        heading="Who works in Shortlist"
        intro="Three kinds of users meet in every project; each sees what their role needs and nothing more."
        tinted
      >
        <FeatureGrid features={PEOPLE} />
      </PageSection>
      <PageSection
        heading="Deadlines nobody misses"
        intro="Every date of every project, on the calendar of the people who own it."
      >
        <ProductScreen screen={BROKER_HOME_SCREEN} />
      </PageSection>
      <ClosingBand
        heading="Talk to the team"
        text="Questions about the product, a partnership or your account: we read every message."
        actions={[{ label: 'Contact Us', to: PUBLIC_PAGES.contactUs.path }]}
      />
    </>
  );
}
