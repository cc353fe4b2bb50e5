// The inspections module's face: what other modules may use of it. Import it as '../inspections'.
export { getInspection } from './service';
