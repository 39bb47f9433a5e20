/**
 * For a TextField that is disabled while the project's status locks it: its helper text (why it is locked, or what it
 * means) stays readable, since MUI's disabled grey is below the contrast minimum.
 */
export const READABLE_WHEN_LOCKED = { formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } };
