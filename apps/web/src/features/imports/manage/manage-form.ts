/** The id of the chosen action's form, which Manage Data's Finish button submits. */
export const ACTION_FORM_ID = 'import-action-form';
