import { lazyNamed } from '../../lib/lazy-named';

export { CALIBRATION_PATHS, calibrationPath } from './calibration-paths';
export { calibrationTabShown } from './calibration-tab';

/** The page, loaded when the route table first opens it (one chunk). */
export const CalibrationPage = lazyNamed(() => import('./calibration-pages'), 'CalibrationPage');
