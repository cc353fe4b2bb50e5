export { useLiveRefresh } from '../../shared/use-live-refresh';
