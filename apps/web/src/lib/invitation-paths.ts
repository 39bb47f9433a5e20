import { REGISTER_PATH } from './paths';

/** Spec 2 §2 Supplier pages: the routes of a project's supplier side. */
export const INVITATION_PATHS = {
  previewRoute: '/invite-to-project/:id/preview',
  productPreviewRoute: '/invite-to-project/:id/preview/:productId',
  detailsRoute: '/invite-to-project/:id/details/:productId',
  questionsRoute: '/invite-to-project/:id/questions/:productId',
} as const;

/** The invitation token travels in the query as `hash`, as the invitation e-mail's link has it. */
const withHash = (path: string, hash: string | null) => (hash ? `${path}?${new URLSearchParams({ hash })}` : path);

export const invitationPreviewPath = (projectId: string, productId?: string | null, hash: string | null = null) =>
  withHash(`/invite-to-project/${projectId}/preview${productId ? `/${productId}` : ''}`, hash);

export const invitationDetailsPath = (projectId: string, productId: string, hash: string | null = null) =>
  withHash(`/invite-to-project/${projectId}/details/${productId}`, hash);

export const invitationQuestionsPath = (projectId: string, productId: string, hash: string | null = null) =>
  withHash(`/invite-to-project/${projectId}/questions/${productId}`, hash);

/** Spec 2 §2 Registration of an invited supplier. */
export const registerWithTokenPath = (hash: string) => `${REGISTER_PATH}?${new URLSearchParams({ token: hash })}`;
