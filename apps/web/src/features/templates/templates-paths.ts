/** Spec 3 §2 the template routes: the list, and a template's questions or preview (no page: its questions). */
export const TEMPLATES_PATHS = {
  list: '/templates',
  templateRoute: '/templates/:id',
  questionsRoute: '/templates/:id/questions',
  previewRoute: '/templates/:id/preview',
} as const;

export const templateQuestionsPath = (id: string) => `/templates/${id}/questions`;
export const templatePreviewPath = (id: string) => `/templates/${id}/preview`;
