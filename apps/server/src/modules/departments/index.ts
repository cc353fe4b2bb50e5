// The departments module's face: what other modules may use of it. Import it as '../departments'.
export { DEPARTMENT } from './service';
