import { basicInfoMessages, COMPANY_BASIC_INFO_ID, type BasicInfo, type BasicInfoUpdateValues } from '@scm/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/context';
import { notFound } from '../../platform/errors';
import { deleteStoredFiles, storeAttachedFile } from '../../platform/files/service';
import type { ReceivedFile } from '../../platform/files/receive';
import {
  findBasicInfo,
  findCompanyStampFile,
  findStoredFileKey,
  insertBasicInfoIfMissing,
  lockBasicInfo,
  updateBasicInfoRow,
  type BasicInfoRow,
} from './queries';

/** The owner kind of the company's stamp file, registered with the files platform (routes.ts). */
export const COMPANY_STAMP_OWNER = 'company-stamp';

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
  registrationNumber: '',
  businessType: '',
  businessItem: '',
  taxInvoiceEmail: '',
  stampFileId: null,
};

/** The company record must exist for the read screen; added on start when missing, never overwritten. */
export const ensureCompanyBasicInfo = async (db: Db) => {
  await insertBasicInfoIfMissing(db, PLACEHOLDER);
};

const present = ({ stampFileId, ...row }: BasicInfoRow): BasicInfo => ({ ...row, hasStamp: stampFileId !== null });

export async function getBasicInfo(db: Db, id: number): Promise<BasicInfo> {
  const row = await findBasicInfo(db, id);
  if (!row) throw notFound(basicInfoMessages.notFound);
  return present(row);
}

/**
 * Saves the company's details. A new stamp replaces the stored one and `deleteStamp` removes it; returns the
 * storage keys nobody points at any more, for the caller to remove after the commit.
 */
export async function updateBasicInfo(
  db: Db,
  id: number,
  input: Omit<BasicInfoUpdateValues, 'id'>,
  stamp: ReceivedFile | null,
  by: Principal,
) {
  if (id !== COMPANY_BASIC_INFO_ID) throw notFound(basicInfoMessages.notFound);
  const { deleteStamp, ...values } = input;
  return db.transaction(async (tx) => {
    const current = await lockBasicInfo(tx, id);
    if (!current) throw notFound(basicInfoMessages.notFound);
    const replace = stamp !== null || deleteStamp;
    const oldKey =
      replace && current.stampFileId !== null ? await findStoredFileKey(tx, current.stampFileId) : undefined;
    const stampFileId = stamp
      ? await storeAttachedFile(tx, stamp, {
          dtype: 'STAMP',
          uploadedBy: by.accountId,
          ownerType: COMPANY_STAMP_OWNER,
          ownerId: id,
        })
      : replace
        ? null
        : current.stampFileId;
    const row = await updateBasicInfoRow(tx, id, { ...values, stampFileId });
    if (replace && current.stampFileId !== null) await deleteStoredFiles(tx, [current.stampFileId]);
    return { info: present(row!), orphanKeys: oldKey ? [oldKey] : [] };
  });
}

/** The company's stamp file (직인), for documents and GET /api/basic_info/stamp; undefined when none. */
export const companyStampFile = (db: Db) => findCompanyStampFile(db, COMPANY_BASIC_INFO_ID);
