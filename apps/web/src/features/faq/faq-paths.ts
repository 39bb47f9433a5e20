/** Spec 2 §2: the FAQ of a project, on the buy side and on the supplier side (with the invitation's hash). */
export const FAQ_PATHS = {
  projectRoute: '/projects/:id/faq',
  supplierRoute: '/invite-to-project/:id/faq',
} as const;

export const supplierFaqPath = (id: string, hash: string | null = null) =>
  `/invite-to-project/${id}/faq${hash ? `?${new URLSearchParams({ hash })}` : ''}`;
