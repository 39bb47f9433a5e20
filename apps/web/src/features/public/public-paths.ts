/** Spec 1 §2 and spec 3 §2: the public site's pages, with what search engines and link previews show of them. */
export const PUBLIC_PAGES = {
  about: {
    path: '/about',
    title: 'About Us',
    description:
      'Shortlist is vendor-selection software for brokers and buying teams: RFI, RFP and panel projects from first question to chosen supplier.',
  },
  enterprise: {
    path: '/enterprise',
    title: 'Enterprise',
    description:
      'Shortlist for enterprises and brokerages: expert approvals, client data tables, on-behalf administration and a 99.5% uptime target.',
  },
  smb: {
    path: '/smb-solutions',
    title: 'Small and Medium Business',
    description:
      'Run a supplier selection without a procurement department: templates, typed questions, supplier deadlines and a free plan that needs no card.',
  },
  contactUs: {
    path: '/contact-us',
    title: 'Contact Us',
    description: 'Questions about Shortlist, plans or your account? Write to us and we will get back to you.',
  },
  contactDemo: {
    path: '/contact-demo',
    title: 'Request a Demo',
    description:
      'See Shortlist with your own kind of project: request a demo and our team contacts you within 24 hours.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How Shortlist collects, uses and keeps personal data: what we store, for how long, who we share it with and your rights.',
  },
} as const;

export const PRICING_PATH = '/pricing';
