// The basic-info module's face: what other modules may use of it (import it as '../basic-info'). app.ts registers
// its routes directly; documents (quotes, statements) print the company's stamp.
export { companyStampFile } from './service';
