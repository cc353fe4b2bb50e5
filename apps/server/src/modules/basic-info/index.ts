// The basic-info module's face: what other modules may use of it (import it as '../basic-info'). app.ts registers
// its routes directly; documents (quotes, statements, the 원장) print the company and its stamp.
export { COMPANY_STAMP_OWNER, companyStampFile } from './service';
export { documentCompany, type DocumentCompany } from './document-queries';
