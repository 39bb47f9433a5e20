import { type CopyOrigin, isCopyOrigin, originFromParam } from '@shortlist/domain';
import { useParams, useSearchParams } from 'react-router';

/** What the wizard opens: a new project, a draft to resume, or a project started from a base. */
export type WizardMode =
  | { kind: 'new' }
  | { kind: 'draft'; draftId: string }
  | { kind: 'origin'; baseProjectId: string; origin: CopyOrigin }
  | { kind: 'import'; importId: string };

/**
 * Spec 2 §2: the draft id is the path's last segment or `draftProjectId` in the query; a base project comes as
 * `baseProjectId` with `origin` (clone, rfi-based, next-iteration); spec 3 §5: an import's id in
 * /project-wizard/import/{importId}. Anything else opens a new project.
 */
export function wizardModeOf(draftId: string | undefined, query: URLSearchParams, importId?: string): WizardMode {
  if (importId) return { kind: 'import', importId };
  const draft = draftId ?? query.get('draftProjectId');
  if (draft) return { kind: 'draft', draftId: draft };
  const baseProjectId = query.get('baseProjectId');
  const origin = originFromParam(query.get('origin'));
  if (baseProjectId && origin !== null && isCopyOrigin(origin)) return { kind: 'origin', baseProjectId, origin };
  return { kind: 'new' };
}

export function useWizardMode(): WizardMode {
  const { draftId, importId } = useParams();
  const [query] = useSearchParams();
  return wizardModeOf(draftId, query, importId);
}
