export { FeedbackProvider } from './feedback-provider';
export {
  useFeedback,
  type Feedback,
  type SnackbarKind,
  type ConfirmOptions,
  type AlertOptions,
} from './feedback-context';
export { installFeedbackHooks } from './install-feedback-hooks';
