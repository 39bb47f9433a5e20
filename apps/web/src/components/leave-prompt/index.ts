export { useLeavePrompt } from './use-leave-prompt';
