import { Box, Container, Typography } from '@mui/material';
import type { Screen } from '../screens';
import { type CallToAction, CallToActions } from './call-to-actions';
import { ProductScreen } from './product-screen';

interface MarketingHeroProps {
  /** A short line above the heading: who the page is for. */
  eyebrow: string;
  title: string;
  lead: string;
  actions: readonly CallToAction[];
  screen?: Screen;
}

/** The top of a public page: its one h1, what it offers in a sentence, the next steps and a picture of the product. */
export function MarketingHero({ eyebrow, title, lead, actions, screen }: MarketingHeroProps) {
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: screen ? '5fr 6fr' : '1fr' },
        }}
      >
        <Box>
          <Typography sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>{eyebrow}</Typography>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.8rem' } }}>
            {title}
          </Typography>
          <Typography component="p" variant="h6" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
            {lead}
          </Typography>
          <CallToActions actions={actions} />
        </Box>
        {screen ? <ProductScreen screen={screen} eager /> : null}
      </Container>
    </Box>
  );
}
