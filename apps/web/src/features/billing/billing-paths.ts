import { PROJECTS_PATHS } from '../projects/projects-paths';

export const PRICING_PATH = '/pricing';
export const REGISTER_PATH = '/register';
/** Spec 3 §4: choosing the free plan leads to the project wizard (its first step, spec 2 §2). */
export const PROJECT_WIZARD_PATH = PROJECTS_PATHS.wizard;
