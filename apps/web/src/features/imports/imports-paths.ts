/** Spec 3 §2 Import wizard and spec 1 §2 My Uploads: the import's pages. */
export const IMPORTS_PATHS = {
  upload: '/project-import-wizard/upload',
  progressRoute: '/project-import-wizard/:id/upload',
  questionsRoute: '/project-import-wizard/:id/questions',
  manageRoute: '/project-import-wizard/:id/manage',
  uploads: '/account/uploads',
} as const;

export const importProgressPath = (id: string) => `/project-import-wizard/${id}/upload`;
export const importQuestionsPath = (id: string) => `/project-import-wizard/${id}/questions`;
export const importManagePath = (id: string) => `/project-import-wizard/${id}/manage`;

/** Spec 3 §7: the documented sample file of questions, served by the server. */
export const IMPORT_SAMPLE_PATH = '/assets/templates/import_questions.xlsx';
