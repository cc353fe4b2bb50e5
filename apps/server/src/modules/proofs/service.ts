import {
  canAccessArea,
  proofMessages as M,
  PROOF_DECISION_LABELS,
  type ProofDecisionCreate,
  type ProofPhoneApproval,
  type ProofPinCreate,
  type ProofSkip,
  type ProofVersionCreate,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { proofDecision, proofFile, proofPin, proofSwitch, proofVersion } from '../../db/schema/proofs';
import type { Principal } from '../../platform/auth/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { orderReceiptRecipients, workRequestRecipients } from '../employees';
import { lockOrderForWrite } from '../order-core';
import { schedulePreflight } from '../preflight';
import {
  fileInVersion,
  findPin,
  findVersion,
  holdingTeamOf,
  lastNumber,
  pinsOfVersions,
  proofFileTarget,
  storedFileTypes,
} from './queries';
import { targetsOf } from './thread';

/** The owner type of a proof version's files (platform/files): staff read them with ORDER read. */
export const PROOF_FILE_OWNER = 'proof-version';
const PAGE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** Attaches the principal's uploads to a version; answers the ids attached (platform/files' `attach`). */
export type AttachFiles = (tx: Db, ids: number[], versionId: number) => Promise<number[]>;

const actorName = (ctx: ServiceContext) => ctx.actor.name ?? '';

async function lockedFacts(tx: ServiceContext, orderId: number) {
  const locked = await lockOrderForWrite(tx.db, orderId);
  if (!locked) throw notFound(M.orderNotFound);
  const facts = await targetsOf(tx.db, orderId);
  if (!facts) throw notFound(M.orderNotFound);
  return facts;
}

type Facts = Awaited<ReturnType<typeof lockedFacts>>;

const targetOf = (facts: Facts, slotId: number | null) => facts.targets.find((t) => t.slotId === slotId);

/** A customer's target of the version, or the 404 of a missing proof (another advertiser's slot, another buyer). */
function customerTarget(facts: Facts, slotId: number | null, buyerId: number | null) {
  const target = targetOf(facts, slotId);
  if (!target || buyerId === null || target.buyerId !== buyerId) throw notFound(M.notFound);
  return target;
}

/** Accounts to tell about a decision: the version's uploader and the team holding the job (or the order desk). */
async function staffRecipients(tx: ServiceContext, orderId: number, uploader: number | null) {
  const team = await holdingTeamOf(tx.db, orderId);
  const today = tx.clock.today();
  const desk =
    team === null ? await orderReceiptRecipients(tx.db, today) : await workRequestRecipients(tx.db, team, today);
  return [...new Set([...(uploader === null ? [] : [uploader]), ...desk])].filter((id) => id !== tx.actor.accountId);
}

/** POST version: 시안 N차 to an order (a bag: one slot). A version after an approval withdraws it. */
export async function uploadVersion(ctx: ServiceContext, input: ProofVersionCreate, attach: AttachFiles) {
  const fileIds = [...new Set(input.fileIds)];
  const created = await ctx.transaction(async (tx) => {
    const facts = await lockedFacts(tx, input.orderId);
    if (facts.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', M.orderCancelled);
    const slotId = input.slotId ?? null;
    if (facts.order.workType === 'SHOPBAG' && slotId === null) throw fieldError('slotId', M.slotRequired);
    if (facts.order.workType !== 'SHOPBAG' && slotId !== null) throw fieldError('slotId', M.slotNotAllowed);
    const target = targetOf(facts, slotId);
    if (!target) throw fieldError('slotId', M.slotNotOfOrder);
    const types = await storedFileTypes(tx.db, fileIds);
    if (types.some((f) => !PAGE_TYPES.has(f.contentType))) throw fieldError('fileIds', M.fileType);
    const number = (await lastNumber(tx.db, input.orderId, slotId)) + 1;
    const [version] = await tx.db
      .insert(proofVersion)
      .values({
        orderId: input.orderId,
        slotId,
        number,
        note: input.note,
        createdBy: tx.actor.accountId,
        createdByName: actorName(tx),
      })
      .returning();
    const attached = await attach(tx.db, fileIds, version!.id);
    if (attached.length !== fileIds.length) throw fieldError('fileIds', M.fileNotUsable);
    await tx.db.insert(proofFile).values(fileIds.map((fileId, i) => ({ versionId: version!.id, position: i, fileId })));

    const { order } = facts;
    const customer = target.accountId;
    if (customer !== null)
      await tx.notify([customer], {
        content: M.newVersionNotice(order.orderNumber, order.productName, number),
        status: 'REQUEST',
        targetDocumentType: order.workType === 'SHOPBAG' ? 'SHOPBAG_ORDER' : 'PRINTING_ORDER',
        targetContentId: order.id,
      });
    // An approval withdrawn: the production team hears it before the press runs.
    if (target.state === 'APPROVED') {
      const team = await staffRecipients(tx, order.id, null);
      await tx.notify(team, {
        content: M.withdrawnNotice(order.orderNumber, order.productName, number),
        status: 'WARNING',
        targetDocumentType: 'PRINTING_ORDER',
        targetContentId: order.id,
      });
    }
    return { id: version!.id, number };
  });
  // Preflight (issue 35): each page is checked off the request thread against the order's size and pages, after
  // the commit, so a slow check never holds the order's lock; the checklist is stored with the file.
  schedulePreflight(fileIds);
  return created;
}

/** The version, locked under its order, checked to be the latest of its target and not yet approved. */
async function openVersion(tx: ServiceContext, versionId: number, buyerId: number | 'staff') {
  const seen = await findVersion(tx.db, versionId);
  if (!seen) throw notFound(M.notFound);
  const facts = await lockedFacts(tx, seen.orderId);
  const target = buyerId === 'staff' ? targetOf(facts, seen.slotId) : customerTarget(facts, seen.slotId, buyerId);
  if (!target) throw notFound(M.notFound);
  const latest = target.versions[0]!;
  if (latest.id !== seen.id) throw conflict('PROOF_NOT_LATEST', M.notLatest(latest.number));
  if (target.state === 'APPROVED') throw conflict('PROOF_APPROVED', M.alreadyDecided);
  return { facts, version: seen };
}

/** POST pin (customer): a point or a box on one page of the latest version of its own target. */
export async function addPin(ctx: ServiceContext, input: ProofPinCreate) {
  return ctx.transaction(async (tx) => {
    const { version } = await openVersion(tx, input.versionId, tx.actor.buyerId ?? -1);
    if (!(await fileInVersion(tx.db, version.id, input.fileId))) throw fieldError('fileId', M.pinFileNotInVersion);
    const [pin] = await tx.db
      .insert(proofPin)
      .values({
        versionId: version.id,
        fileId: input.fileId,
        page: input.page,
        x: input.x,
        y: input.y,
        width: input.width ?? null,
        height: input.height ?? null,
        text: input.text,
        authorId: tx.actor.accountId,
        authorName: actorName(tx),
        byStaff: false,
      })
      .returning({ id: proofPin.id });
    return pin!.id;
  });
}

/** POST pin/{id}/answer (staff): an answer under a customer's pin, on the same page and spot. */
export async function answerPin(ctx: ServiceContext, pinId: number, text: string) {
  return ctx.transaction(async (tx) => {
    const pin = await findPin(tx.db, pinId);
    if (!pin || pin.replyToId !== null) throw notFound(M.replyOnlyToPin);
    const version = await findVersion(tx.db, pin.versionId);
    if (!version) throw notFound(M.replyOnlyToPin);
    await lockedFacts(tx, version.orderId);
    const [row] = await tx.db
      .insert(proofPin)
      .values({
        versionId: pin.versionId,
        fileId: pin.fileId,
        page: pin.page,
        x: pin.x,
        y: pin.y,
        width: pin.width,
        height: pin.height,
        text,
        replyToId: pin.id,
        authorId: tx.actor.accountId,
        authorName: actorName(tx),
        byStaff: true,
      })
      .returning({ id: proofPin.id });
    const { order } = await targetsOf(tx.db, version.orderId).then((f) => f!);
    if (pin.authorId !== null && pin.authorId !== tx.actor.accountId)
      await tx.notify([pin.authorId], {
        content: `[시안] 주문 ${order.orderNumber} '${order.productName}' 시안 ${version.number}차 의견에 답변이 달렸습니다.`,
        status: 'UPDATED',
        targetDocumentType: order.workType === 'SHOPBAG' ? 'SHOPBAG_ORDER' : 'PRINTING_ORDER',
        targetContentId: order.id,
      });
    return row!.id;
  });
}

async function recordDecision(
  tx: ServiceContext,
  facts: Facts,
  version: { id: number; number: number; createdBy: number | null },
  row: Omit<typeof proofDecision.$inferInsert, 'versionId' | 'decidedBy' | 'decidedByName'>,
  who: string,
) {
  await tx.db.insert(proofDecision).values({
    ...row,
    versionId: version.id,
    decidedBy: tx.actor.accountId,
    decidedByName: actorName(tx),
  });
  const { order } = facts;
  const label = PROOF_DECISION_LABELS[row.decision as 'APPROVED' | 'CHANGES_REQUESTED'];
  await tx.notify(await staffRecipients(tx, order.id, version.createdBy), {
    content: M.decisionNotice(order.orderNumber, order.productName, version.number, who, label),
    status: row.decision === 'APPROVED' ? 'COMPLETED' : 'REQUEST',
    targetDocumentType: 'PRINTING_ORDER',
    targetContentId: order.id,
  });
}

/** POST decision (customer): 승인, or 수정 요청 with at least one pin on this version or a message. */
export async function decide(ctx: ServiceContext, input: ProofDecisionCreate) {
  await ctx.transaction(async (tx) => {
    const { facts, version } = await openVersion(tx, input.versionId, tx.actor.buyerId ?? -1);
    if (input.decision === 'CHANGES_REQUESTED' && input.message === '') {
      const pins = await pinsOfVersions(tx.db, [version.id]);
      if (!pins.some((p) => !p.byStaff)) throw fieldError('message', M.changesNeedComment);
    }
    await recordDecision(
      tx,
      facts,
      version,
      { decision: input.decision, message: input.message, via: 'PORTAL' },
      actorName(tx),
    );
  });
}

/** POST phone_approval (staff): an approval given by phone or in person, marked as such (who approved, how). */
export async function recordPhoneApproval(ctx: ServiceContext, input: ProofPhoneApproval) {
  await ctx.transaction(async (tx) => {
    const { facts, version } = await openVersion(tx, input.versionId, 'staff');
    await recordDecision(
      tx,
      facts,
      version,
      {
        decision: 'APPROVED',
        message: input.message,
        via: 'PHONE',
        approverName: input.approverName,
        method: input.method,
      },
      `${input.approverName}(${input.method}, ${actorName(tx)} 기록)`,
    );
  });
}

/** PUT skip / download: a new row of the switch (the latest is in force), with who and when. */
export async function setSwitch(ctx: ServiceContext, orderId: number, kind: 'SKIP' | 'DOWNLOAD', input: ProofSkip) {
  await ctx.transaction(async (tx) => {
    await lockedFacts(tx, orderId);
    await tx.db.insert(proofSwitch).values({
      orderId,
      kind,
      enabled: input.enabled,
      reason: input.reason,
      changedBy: tx.actor.accountId,
      changedByName: actorName(tx),
    });
  });
}

/**
 * GET page bytes: staff with ORDER read, or the customer of the file's target (a bag slot: its advertiser). Others
 * get the 404 of a missing file. A customer downloads the original only when the order allows it.
 */
export async function readableProofFile(db: Db, principal: Principal, fileId: number, download: boolean) {
  const found = await proofFileTarget(db, fileId);
  if (!found) throw notFound(M.notFound);
  if (principal.userType === 'employee') {
    if (!canAccessArea(principal.authorities, 'ORDER')) throw notFound(M.notFound);
    return found;
  }
  const facts = await targetsOf(db, found.orderId);
  if (!facts) throw notFound(M.notFound);
  customerTarget(facts, found.slotId, principal.buyerId);
  if (download && !facts.download) throw conflict('PROOF_DOWNLOAD_OFF', M.downloadNotAllowed);
  return found;
}
