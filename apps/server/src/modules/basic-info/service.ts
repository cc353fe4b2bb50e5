import { eq } from 'drizzle-orm';
import { basicInfoMessages, COMPANY_BASIC_INFO_ID, type BasicInfo, type BasicInfoFieldsSchema } from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { basicInfo } from '../../db/schema/basic-info';
import { notFound } from '../../platform/errors';
import { findBasicInfo, insertBasicInfoIfMissing, type BasicInfoRow } from './queries';

/** What a fresh install shows until the admin fills in the real details. */
const PLACEHOLDER: BasicInfoRow = {
  id: COMPANY_BASIC_INFO_ID,
  name: '인쇄 SCM',
  representative: '대표자명을 입력해주세요',
  tel: '02-000-0000',
  address: '회사 주소를 입력해주세요',
  email: '',
  fax: '',
  remark: '',
};

/** The company record must exist for the read screen; added on start when missing, never overwritten. */
export const ensureCompanyBasicInfo = async (db: Db) => {
  await insertBasicInfoIfMissing(db, PLACEHOLDER);
};

export async function getBasicInfo(db: Db, id: number): Promise<BasicInfo> {
  const row = await findBasicInfo(db, id);
  if (!row) throw notFound(basicInfoMessages.notFound);
  return row;
}

export async function updateBasicInfo(db: Db, id: number, input: z.output<typeof BasicInfoFieldsSchema>) {
  if (id !== COMPANY_BASIC_INFO_ID) throw notFound(basicInfoMessages.notFound);
  const [row] = await db.update(basicInfo).set(input).where(eq(basicInfo.id, id)).returning();
  if (!row) throw notFound(basicInfoMessages.notFound);
  return row;
}
