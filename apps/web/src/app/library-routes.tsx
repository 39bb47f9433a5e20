import {
  IMPORTS_PATHS,
  ImportManagePage,
  ImportProgressPage,
  ImportQuestionsPage,
  ImportUploadPage,
  importUsers,
  MyUploadsPage,
} from '../features/imports';
import { LIBRARY_PATHS, LibraryPage, libraryUsers } from '../features/library';
import {
  TEMPLATES_PATHS,
  TemplatePreviewPage,
  TemplateQuestionsPage,
  TemplateRedirect,
  TemplatesPage,
  templateReaders,
} from '../features/templates';
import type { AppRoute } from './app-route';

/** The question library (MeshVault), the project templates and the import of questions from a spreadsheet. */
export const LIBRARY_ROUTES: readonly AppRoute[] = [
  {
    path: LIBRARY_PATHS.list,
    title: 'All Questions',
    access: libraryUsers,
    element: <LibraryPage />,
    menu: { label: 'MeshVault' },
  },
  { path: LIBRARY_PATHS.groupRoute, title: 'MeshVault', access: libraryUsers, element: <LibraryPage /> },
  {
    path: TEMPLATES_PATHS.list,
    title: 'Templates',
    access: templateReaders,
    element: <TemplatesPage />,
    menu: { label: 'Templates' },
  },
  { path: TEMPLATES_PATHS.templateRoute, title: 'Template', access: templateReaders, element: <TemplateRedirect /> },
  {
    // Spec 3 §2: MANAGE_PROJECT_TEMPLATES (or MANAGE_BROKERS for another company's); the page sends others to the preview.
    path: TEMPLATES_PATHS.questionsRoute,
    title: 'Template Questions',
    access: templateReaders,
    element: <TemplateQuestionsPage />,
  },
  {
    path: TEMPLATES_PATHS.previewRoute,
    title: 'Template Preview',
    access: templateReaders,
    element: <TemplatePreviewPage />,
  },
  // Spec 3 §2 Import wizard and spec 1 §2 My Uploads (MANAGE_PROJECT_STATE or MANAGE_PROJECT_TEMPLATES).
  { path: IMPORTS_PATHS.upload, title: 'Upload File', access: importUsers, element: <ImportUploadPage /> },
  { path: IMPORTS_PATHS.progressRoute, title: 'Upload File', access: importUsers, element: <ImportProgressPage /> },
  {
    path: IMPORTS_PATHS.questionsRoute,
    title: 'Review Questions',
    access: importUsers,
    element: <ImportQuestionsPage />,
  },
  { path: IMPORTS_PATHS.manageRoute, title: 'Manage Data', access: importUsers, element: <ImportManagePage /> },
  { path: IMPORTS_PATHS.uploads, title: 'My Uploads', access: importUsers, element: <MyUploadsPage /> },
];
