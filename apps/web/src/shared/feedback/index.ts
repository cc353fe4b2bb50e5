export { FeedbackProvider } from './feedback-provider';
export { useFeedback, type Feedback, type SnackbarKind, type ConfirmOptions } from './feedback-context';
export { installFeedbackHooks } from './install-feedback-hooks';
