export { ChecklistDialog, type ChecklistItem } from './checklist-dialog';
export { useCheckedSet } from './use-checked-set';
