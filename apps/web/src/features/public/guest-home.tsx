import { Box } from '@mui/material';
import { ClosingBand } from './components/closing-band';
import { FaqList } from './components/faq-list';
import { FeatureGrid } from './components/feature-grid';
import { MarketingHero } from './components/marketing-hero';
import { PageSection } from './components/page-section';
import { ProcessTabs } from './components/process-tabs';
import { ProductScreen } from './components/product-screen';
import { HOME_BENEFITS, HOME_FAQ, HOME_PROCESS } from './guest-home-content';
import { PRICING_PATH, PUBLIC_PAGES } from './public-paths';
import { PROJECT_DASHBOARD_SCREEN } from './screens';

/** Spec 3 §2: the home of signed-out visitors: hero, process tabs, benefits, FAQ and calls to action. */
export function GuestHome() {
  return (
    <>
      <MarketingHero
        eyebrow="Vendor selection for brokers and buying teams"
        title="Choose the right supplier, with every answer in one place"
        lead="Shortlist runs your RFI, RFP and panel projects in one place: build the questionnaire in about 15 minutes, have your experts approve it, and collect every supplier’s answers in the same shape."
        actions={[
          { label: 'See Plans and Pricing', to: PRICING_PATH },
          { label: 'Request a Demo', to: PUBLIC_PAGES.contactDemo.path },
        ]}
      />
      <PageSection heading="How a project runs" intro="Four steps, one place, the same for every project type.">
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <ProcessTabs label="Steps of a project" steps={HOME_PROCESS} />
          <ProductScreen screen={PROJECT_DASHBOARD_SCREEN} />
        </Box>
      </PageSection>
      <PageSection heading="Why teams choose Shortlist" tinted>
        <FeatureGrid features={HOME_BENEFITS} />
      </PageSection>
      <PageSection heading="Frequently asked questions">
        <FaqList entries={HOME_FAQ} />
      </PageSection>
      <ClosingBand
        heading="Running selections for large clients?"
        text="Shortlist Enterprise adds expert approvals, client data tables and a dedicated account manager."
        actions={[
          { label: 'Shortlist for Enterprise', to: PUBLIC_PAGES.enterprise.path },
          { label: 'Request a Demo', to: PUBLIC_PAGES.contactDemo.path },
          { label: 'See Plans', to: PRICING_PATH },
        ]}
      />
    </>
  );
}
