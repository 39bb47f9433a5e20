import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Container, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PUBLIC_PAGES } from '../../features/public';
import { TERMS_PATH } from '../../lib/paths';
import { FOOTER_COLORS, ON_DARK_SURFACE } from '../../lib/theme';
import { type MenuLink, SOLUTIONS_LINKS } from './main-menu';

const HOME_LINKS: readonly MenuLink[] = [
  { label: 'About Us', to: PUBLIC_PAGES.about.path },
  { label: 'Contact Us', to: PUBLIC_PAGES.contactUs.path },
];

const LEGAL_LINKS: readonly MenuLink[] = [
  { label: 'Terms and Conditions', to: TERMS_PATH },
  { label: 'Privacy Policy', to: PUBLIC_PAGES.privacy.path },
];

const SOCIAL_LINKS: readonly { label: string; href: string; icon: ReactNode }[] = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { label: 'X', href: 'https://x.com/', icon: <XIcon /> },
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
];

/** Footer links open in a new tab (spec 1 §2). */
const NEW_TAB = { target: '_blank', rel: 'noopener' } as const;

function FooterColumn({ title, links }: { title: string; links: readonly MenuLink[] }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={0.5}>
        {links.map((link) => (
          <Link key={link.to} href={link.to} {...NEW_TAB} sx={{ color: FOOTER_COLORS.muted }}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  return (
    // The bottom padding keeps the last row clear of the floating buttons.
    <Box
      component="footer"
      sx={{
        bgcolor: FOOTER_COLORS.background,
        color: FOOTER_COLORS.text,
        pt: 6,
        pb: 12,
        mt: 'auto',
        ...ON_DARK_SURFACE,
      }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 4, md: 8 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Shortlist
            </Typography>
            <Typography sx={{ color: FOOTER_COLORS.muted, maxWidth: 320 }}>
              Vendor selection for brokers and buying organisations.
            </Typography>
          </Box>
          <FooterColumn title="Home" links={HOME_LINKS} />
          <FooterColumn title="Solutions" links={SOLUTIONS_LINKS} />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: FOOTER_COLORS.muted }}>
              © {new Date().getFullYear()} Shortlist
            </Typography>
            {LEGAL_LINKS.map((link) => (
              <Link key={link.to} href={link.to} variant="body2" {...NEW_TAB} sx={{ color: FOOTER_COLORS.muted }}>
                {link.label}
              </Link>
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            {SOCIAL_LINKS.map(({ label, href, icon }) => (
              <IconButton
                key={label}
                component="a"
                href={href}
                aria-label={label}
                {...NEW_TAB}
                sx={{ color: 'inherit' }}
              >
                {icon}
              </IconButton>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
