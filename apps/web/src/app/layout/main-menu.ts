export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export const SOLUTIONS_LINKS: readonly MenuLink[] = [
  { label: 'Enterprise', to: '/enterprise' },
  { label: 'Small and Medium Business', to: '/smb-solutions' },
];

const SIGNED_OUT_MENU: readonly MenuEntry[] = [
  { label: 'Solutions', items: SOLUTIONS_LINKS },
  {
    label: 'Company',
    items: [
      { label: 'About', to: '/about' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  },
  { label: 'Plans', to: '/pricing' },
];

/** Spec 1 §2: Solutions, Company and Plans are for visitors; signed-in users do not see them. */
export function mainMenu(signedIn: boolean): readonly MenuEntry[] {
  return signedIn ? [] : SIGNED_OUT_MENU;
}
