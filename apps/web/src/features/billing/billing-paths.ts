export const PRICING_PATH = '/pricing';
export const REGISTER_PATH = '/register';
/** Spec 3 §4: choosing the free plan leads to the project wizard. */
export const PROJECT_WIZARD_PATH = '/project-wizard';
