/**
 * The questionnaire pages, loaded (one chunk, with the list virtualiser) when the route first opens one: the
 * supplier's questionnaire and the buy side's Project Review.
 */
export { ProjectPreviewPage } from './project-preview-page';
export { SupplierQuestionsPage } from './supplier-questions-page';
