/** The calibration page, loaded (one chunk) when the route table first opens it. */
export { CalibrationPage } from './calibration-page';
