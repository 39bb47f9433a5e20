/** The supplier's invitation pages, loaded together (one chunk) when the route table first opens one of them. */
export { InvitationDetailsPage } from './invitation-details-page';
export { InvitationPreviewPage } from './invitation-preview-page';
