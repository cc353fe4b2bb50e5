import type { Db } from '../../db/client';
import type { FileStorage } from '../../platform/files/storage';
import { documentCompany } from '../basic-info';
import { renderQuotePdf } from './pdf';
import { getQuote, type QuoteReader } from './service';

/** GET /{id}/pdf: the quote (as its reader may see it) as a PDF with the company's details and stamp. */
export async function quotePdf(db: Db, storage: FileStorage, id: number, reader: QuoteReader, today: string) {
  const quote = await getQuote(db, id, reader, today);
  // The company's own stamp (직인) first; without one, the 대표자 employee's stamp; else "(인)".
  const { company, stamp } = await documentCompany(db, storage);
  const pdf = await renderQuotePdf({ quote, company, stamp });
  return { quote, pdf };
}
