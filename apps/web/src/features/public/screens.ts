/** The screenshots scripts/screenshots.ts writes to apps/web/public/screens (CSS pixels of its browser window). */
export const SCREEN_SIZE = { width: 1280, height: 800 } as const;

export interface Screen {
  src: string;
  alt: string;
}

// One export each, so that a page's bundle carries only the screens it shows.
export const BROKER_HOME_SCREEN: Screen = {
  src: '/screens/broker-home.webp',
  alt: 'The broker home page: a deadline calendar beside the lists of projects the user owns and manages.',
};

export const PROJECT_DASHBOARD_SCREEN: Screen = {
  src: '/screens/project-dashboard.webp',
  alt: 'A project dashboard: the road map of the project’s status and the actions that manage it.',
};

export const PROJECT_QUESTIONS_SCREEN: Screen = {
  src: '/screens/project-questions.webp',
  alt: 'The project questions page with sections of questions, their experts and approval status.',
};

export const SUPPLIER_QUESTIONS_SCREEN: Screen = {
  src: '/screens/supplier-questions.webp',
  alt: 'A supplier answering an RFP questionnaire, with progress per section and saved answers.',
};
