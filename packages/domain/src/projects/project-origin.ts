import type { ProjectType } from '../enums.js';
import type { ProjectStatus } from './status.js';

/**
 * Spec 2 §2 wizard origins: a project cloned from another, an RFP based on an RFI, the next iteration of a Panel, or
 * one created from an imported file (IMPORT belongs to the import wizard; it has no base project).
 */
export const PROJECT_ORIGINS = ['CLONE', 'RFI_BASED', 'NEXT_ITERATION', 'IMPORT'] as const;
export type ProjectOrigin = (typeof PROJECT_ORIGINS)[number];

/** The origins that start from a base project (the copy of createProject). */
export const COPY_ORIGINS = ['CLONE', 'RFI_BASED', 'NEXT_ITERATION'] as const satisfies readonly ProjectOrigin[];
export type CopyOrigin = (typeof COPY_ORIGINS)[number];

export const isCopyOrigin = (origin: ProjectOrigin): origin is CopyOrigin =>
  (COPY_ORIGINS as readonly ProjectOrigin[]).includes(origin);

/** The wizard's `origin` query value of each origin (/project-wizard/details?baseProjectId=…&origin=…). */
export const PROJECT_ORIGIN_PARAMS: Record<ProjectOrigin, string> = {
  CLONE: 'clone',
  RFI_BASED: 'rfi-based',
  NEXT_ITERATION: 'next-iteration',
  IMPORT: 'import',
};

/** The origin named by a wizard query value, or null for an unknown one. */
export function originFromParam(value: string | null | undefined): ProjectOrigin | null {
  const found = PROJECT_ORIGINS.find((origin) => PROJECT_ORIGIN_PARAMS[origin] === value);
  return found ?? null;
}

/** Spec 2 §2: the info banner above the wizard's form that explains where the project comes from. */
export function projectOriginBanner(origin: ProjectOrigin, baseName: string): string {
  switch (origin) {
    case 'CLONE':
      return `This project is a copy of ${baseName}. Review the details before you submit.`;
    case 'RFI_BASED':
      return `This RFP is based on the RFI ${baseName}.`;
    case 'NEXT_ITERATION':
      return `This is the next iteration of the Panel ${baseName}.`;
    case 'IMPORT':
      return 'This project was created from an imported file.';
  }
}

/** Spec 2 §2: the wizard is titled Restart Panel when it starts the next iteration of a Panel. */
export const projectWizardTitle = (origin: ProjectOrigin | null): string =>
  origin === 'NEXT_ITERATION' ? 'Restart Panel' : 'Create Project';

/** The type of the project the wizard creates from a base: the base's, RFP for an RFI-based one, PANEL to restart. */
export function originProjectType(origin: CopyOrigin, baseType: ProjectType): ProjectType {
  if (origin === 'RFI_BASED') return 'RFP';
  if (origin === 'NEXT_ITERATION') return 'PANEL';
  return baseType;
}

/** Why a copy is refused (bad input); the wording the server sends and the wizard shows. */
export const PROJECT_ORIGIN_MESSAGES = {
  rfiBasedNeedsRfi: 'An RFP can only be based on an RFI',
  rfiBasedMakesRfp: 'A project based on an RFI must be an RFP',
  nextIterationNeedsClosedPanel: 'Only a closed Panel can be restarted',
  nextIterationMakesPanel: 'The next iteration of a Panel must be a Panel',
  nextIterationFlag: 'Only the next iteration of a Panel can be marked as the next iteration',
  importHasNoBase: 'A project created from an imported file has no base project',
} as const;

export interface OriginBase {
  type: ProjectType;
  status: ProjectStatus;
}

/**
 * Whether `base` may start a project of this origin (the base's side only): clone any project (a deleted one is not
 * found before this is asked); an RFP from an RFI; the next iteration from a Panel in COMPLETED. Null when allowed.
 */
export function originBaseRefusal(origin: ProjectOrigin, base: OriginBase): string | null {
  switch (origin) {
    case 'CLONE':
      return null;
    case 'RFI_BASED':
      return base.type === 'RFI' ? null : PROJECT_ORIGIN_MESSAGES.rfiBasedNeedsRfi;
    case 'NEXT_ITERATION':
      return base.type === 'PANEL' && base.status === 'COMPLETED'
        ? null
        : PROJECT_ORIGIN_MESSAGES.nextIterationNeedsClosedPanel;
    case 'IMPORT':
      return PROJECT_ORIGIN_MESSAGES.importHasNoBase;
  }
}

/** The refusal of creating a `newType` project of this origin from `base`, or null when the origin rules allow it. */
export function originRefusal(origin: ProjectOrigin, base: OriginBase, newType: ProjectType): string | null {
  const baseRefusal = originBaseRefusal(origin, base);
  if (baseRefusal !== null) return baseRefusal;
  if (origin === 'RFI_BASED' && newType !== 'RFP') return PROJECT_ORIGIN_MESSAGES.rfiBasedMakesRfp;
  if (origin === 'NEXT_ITERATION' && newType !== 'PANEL') return PROJECT_ORIGIN_MESSAGES.nextIterationMakesPanel;
  return null;
}

/** Whether a base allows the origin (for entry points such as the dashboard's actions). */
export const canStartFrom = (origin: CopyOrigin, base: OriginBase): boolean =>
  base.status !== 'DELETED' && originBaseRefusal(origin, base) === null;
