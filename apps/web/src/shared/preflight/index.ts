export { PreflightChecklist } from './preflight-checklist';
export { usePreflight, type PreflightForm } from './api';
