/** The supplier's questionnaire page, loaded (one chunk, with the list virtualiser) when the route first opens it. */
export { SupplierQuestionsPage } from './supplier-questions-page';
