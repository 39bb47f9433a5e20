export { BranchDialog } from './branch-dialog';
export { BranchRequiredNotice } from './branch-required-notice';
export { BranchScope } from './branch-scope';
export { BranchesDocument } from './branches-documents';
export { BranchesMenu } from './branches-menu';
export { branchLabel, useBranches } from './use-branches';
