import type { Readable } from 'node:stream';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { COMPANY_BASIC_INFO_ID } from '@scm/contract';
import type { Db } from '../../db/client';
import { basicInfo } from '../../db/schema/basic-info';
import { employee } from '../../db/schema/employees';
import { storedFile } from '../../db/schema/files';
import { StoredObjectMissing, type FileStorage } from '../../platform/files/storage';
import { companyStampFile } from './service';

/**
 * The supplier (공급자) every document of the shop prints — 견적서, 거래명세서, 거래처 원장 — and its stamp: the
 * company's own 직인, else the 대표자 employee's stamp, else none ("(인)"). A read model: it reads the employee's
 * stamp file beside the company's row.
 */
export interface DocumentCompany {
  name: string;
  representative: string;
  address: string;
  tel: string;
  fax: string;
  email: string;
  /** 사업자등록번호, 업태, 종목: a document shows each only when filled in. */
  registrationNumber: string;
  businessType: string;
  businessItem: string;
}

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

/** The 대표자's own stamp (a serving employee of that name), the fallback when the company has no 직인. */
async function representativeStamp(db: Db, representative: string) {
  const [stamp] = await db
    .select({ storageKey: storedFile.storageKey, contentType: storedFile.contentType })
    .from(employee)
    .innerJoin(storedFile, eq(storedFile.id, employee.stampFileId))
    .where(and(eq(employee.name, representative), isNull(employee.dateResigned)))
    .orderBy(asc(employee.id))
    .limit(1);
  return stamp;
}

/** The company as documents print it (null before 회사 기본 정보 is filled in) and its stamp's bytes. */
export async function documentCompany(
  db: Db,
  storage: FileStorage,
): Promise<{ company: DocumentCompany | null; stamp: Buffer | null }> {
  const [info] = await db.select().from(basicInfo).where(eq(basicInfo.id, COMPANY_BASIC_INFO_ID));
  if (!info) return { company: null, stamp: null };
  const stamp = (await companyStampFile(db)) ?? (await representativeStamp(db, info.representative));
  return {
    company: {
      name: info.name,
      representative: info.representative,
      address: info.address,
      tel: info.tel,
      fax: info.fax,
      email: info.email,
      registrationNumber: info.registrationNumber,
      businessType: info.businessType,
      businessItem: info.businessItem,
    },
    stamp: await stampBytes(storage, stamp),
  };
}
