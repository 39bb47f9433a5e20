import type { CopySource } from '../actions/copy-to-project-dialog';
import type { GroupAction } from '../groups/library-group-nav';
import type { LibraryQuestion } from '../library-model';

/** The one dialog the MeshVault page has open. */
export type LibraryDialog =
  | { kind: 'question'; question: LibraryQuestion | null }
  | { kind: 'history'; question: LibraryQuestion }
  | { kind: 'delete-questions'; questions: readonly LibraryQuestion[] }
  | { kind: 'group'; action: GroupAction }
  | { kind: 'link'; questionIds: readonly string[] }
  | { kind: 'copy'; source: CopySource };
