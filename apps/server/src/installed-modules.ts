import { extensionPoints, installModules, type ModuleManifest } from './core/extensions/index.js';
import { answersModule } from './modules/answers/index.js';
import { clientTablesModule } from './modules/client-tables/index.js';
import { faqModule } from './modules/faq/index.js';
import { importsModule } from './modules/imports/index.js';
import { libraryModule } from './modules/library/index.js';
import { projectsModule } from './modules/projects/index.js';
import { questionsModule } from './modules/questions/index.js';
import { scoringModule } from './modules/scoring/index.js';
import { suppliersModule } from './modules/suppliers/index.js';
import { templatesModule } from './modules/templates/index.js';

/** The modules that add to the extension points; a new module that does is added here. */
export const installedModules: readonly ModuleManifest[] = [
  projectsModule,
  questionsModule,
  suppliersModule,
  answersModule,
  scoringModule,
  clientTablesModule,
  faqModule,
  libraryModule,
  templatesModule,
  importsModule,
];

/**
 * Fills the process's extension points from the installed modules' manifests; bootstrap calls it for every app it
 * builds. Entries are code, not per-app state (each gets its app, transaction or viewer in its context), so one
 * installation serves every app in the process and installing again does nothing.
 */
export function installServerModules(): void {
  installModules(extensionPoints, installedModules);
}
