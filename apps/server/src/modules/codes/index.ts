// The codes module's face: what other modules may use of it. Import it as '../codes'.
export { codeSelectList } from './code-service';
