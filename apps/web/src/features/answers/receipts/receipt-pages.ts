/** The public verify page (issue 37), loaded when the route first opens it. */
export { VerifyReceiptPage } from './verify-receipt-page';
