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

/** The question library (MeshVault) and the project templates. */
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
];
