import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { StoredObjectMissing, type FileStorage } from '../../platform/files/storage';
import { companyStampFile } from '../basic-info';
import { renderQuotePdf } from './pdf';
import { companyForQuote } from './queries';
import { getQuote, type QuoteReader } from './service';

/** The stamp image's bytes when it is a PNG or JPEG pdfkit can place (a missing stored object: no stamp). */
async function stampBytes(storage: FileStorage, stamp: { storageKey: string; contentType: string } | undefined) {
  if (!stamp || !/^image\/(png|jpe?g)$/.test(stamp.contentType)) return null;
  let stream: Readable;
  try {
    stream = await storage.get(stamp.storageKey);
  } catch (err) {
    if (err instanceof StoredObjectMissing) return null;
    throw err;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /{id}/pdf: the quote (as its reader may see it) as a PDF with the company's details and stamp. */
export async function quotePdf(db: Db, storage: FileStorage, id: number, reader: QuoteReader, today: string) {
  const quote = await getQuote(db, id, reader, today);
  // The company's own stamp (직인) first; without one, the 대표자 employee's stamp as before; else "(인)".
  const [{ info, stamp: representativeStamp }, companyStamp] = await Promise.all([
    companyForQuote(db),
    companyStampFile(db),
  ]);
  const stamp = companyStamp ?? representativeStamp;
  const pdf = await renderQuotePdf({
    quote,
    company: info
      ? {
          name: info.name,
          representative: info.representative,
          address: info.address,
          tel: info.tel,
          fax: info.fax,
          email: info.email,
          registrationNumber: info.registrationNumber,
          businessType: info.businessType,
          businessItem: info.businessItem,
        }
      : null,
    stamp: await stampBytes(storage, stamp),
  });
  return { quote, pdf };
}
