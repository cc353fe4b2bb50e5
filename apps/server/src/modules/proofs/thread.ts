import { proofMessages as M, type ProofState, type ProofTarget, type ProofThread } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import {
  decisionsOfVersions,
  filesOfVersions,
  latestSwitch,
  orderOfProofs,
  pinsOfVersions,
  slotsOfOrder,
  versionsOfOrder,
  type DecisionRow,
  type VersionRow,
} from './queries';

/**
 * The proof thread of an order, as staff see it (every target) or as one customer sees it (its own targets only),
 * and the state every rule reads: a target's state is its latest version's latest decision.
 */

type Viewer = { kind: 'staff' } | { kind: 'customer'; buyerId: number };

export const stateOf = (latest: VersionRow | undefined, decisions: DecisionRow[]): ProofState => {
  if (!latest) return 'NONE';
  const last = decisions.filter((d) => d.versionId === latest.id).at(-1);
  if (!last) return 'REQUESTED';
  return last.decision === 'APPROVED' ? 'APPROVED' : 'CHANGES';
};

interface TargetFacts {
  slotId: number | null;
  position: string | null;
  buyerId: number | null;
  buyerName: string;
  accountId: number | null;
  versions: VersionRow[];
  state: ProofState;
}

/** Every target of the order with its versions (newest first) and state; a bag's targets are its filled slots. */
export async function targetsOf(db: Db, orderId: number) {
  const order = await orderOfProofs(db, orderId);
  if (!order) return undefined;
  const versions = await versionsOfOrder(db, orderId);
  const decisions = await decisionsOfVersions(
    db,
    versions.map((v) => v.id),
  );
  const make = (
    slotId: number | null,
    position: string | null,
    who: { buyerId: number | null; buyerName: string; accountId: number | null },
  ): TargetFacts => {
    const own = versions.filter((v) => v.slotId === slotId);
    return { slotId, position, ...who, versions: own, state: stateOf(own[0], decisions) };
  };
  const targets =
    order.workType === 'SHOPBAG'
      ? (await slotsOfOrder(db, orderId)).map((s) => make(s.id, s.position, s))
      : [
          make(null, null, {
            buyerId: order.buyerId,
            buyerName: order.buyerName ?? '',
            accountId: order.buyerAccountId,
          }),
        ];
  const skip = await latestSwitch(db, orderId, 'SKIP');
  const download = await latestSwitch(db, orderId, 'DOWNLOAD');
  return { order, targets, versions, decisions, skip, download: download?.enabled ?? false };
}

/**
 * The gate (issue 35): why the printing step must wait, or null. An order is held once it has a proof: a printing
 * order until its latest version is approved, a bag until every filled slot's is. 시안 확인 생략 lets it pass.
 * Orders without any proof print as before (see README: the proof process starts with the first version).
 */
export function gateMessage(facts: NonNullable<Awaited<ReturnType<typeof targetsOf>>>): string | null {
  if (facts.skip?.enabled) return null;
  if (facts.versions.length === 0) return null;
  const missing = facts.targets
    .filter((t) => t.state !== 'APPROVED')
    .map((t) => (t.position === null ? M.gateOrder : M.gateSlot(t.position, t.buyerName)));
  return missing.length ? M.gate(missing) : null;
}

export async function proofGateRefusal(db: Db, orderId: number): Promise<string | null> {
  const facts = await targetsOf(db, orderId);
  return facts ? gateMessage(facts) : null;
}

/** The thread for a viewer; a customer with no target on the order gets the 404 of a missing one. */
export async function readThread(db: Db, orderId: number, viewer: Viewer): Promise<ProofThread> {
  const facts = await targetsOf(db, orderId);
  if (!facts) throw notFound(M.orderNotFound);
  const visible = viewer.kind === 'staff' ? facts.targets : facts.targets.filter((t) => t.buyerId === viewer.buyerId);
  if (viewer.kind === 'customer' && visible.length === 0) throw notFound(M.orderNotFound);
  const ids = visible.flatMap((t) => t.versions.map((v) => v.id));
  const [files, pins] = await Promise.all([filesOfVersions(db, ids), pinsOfVersions(db, ids)]);
  const { order, skip } = facts;
  const presentTarget = (t: TargetFacts): ProofTarget => ({
    slotId: t.slotId,
    position: t.position,
    buyerName: t.buyerName,
    state: t.state,
    versions: t.versions.map((v) => ({
      id: v.id,
      number: v.number,
      note: v.note,
      createdByName: v.createdByName,
      createdAt: v.createdAt.toISOString(),
      files: files
        .filter((f) => f.versionId === v.id)
        .map(({ fileId, originalFileName, contentType, size }) => ({ fileId, originalFileName, contentType, size })),
      pins: pins
        .filter((p) => p.versionId === v.id)
        .map((p) => ({
          id: p.id,
          fileId: p.fileId,
          page: p.page,
          x: p.x,
          y: p.y,
          width: p.width,
          height: p.height,
          text: p.text,
          replyToId: p.replyToId,
          authorName: p.authorName,
          byStaff: p.byStaff,
          createdAt: p.createdAt.toISOString(),
        })),
      decisions: facts.decisions
        .filter((d) => d.versionId === v.id)
        .map((d) => ({
          id: d.id,
          decision: d.decision as 'APPROVED' | 'CHANGES_REQUESTED',
          message: d.message,
          via: d.via as 'PORTAL' | 'PHONE',
          approverName: d.approverName,
          method: d.method,
          decidedByName: d.decidedByName,
          createdAt: d.createdAt.toISOString(),
        })),
    })),
  });
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    productName: order.productName,
    workType: order.workType,
    required: facts.versions.length > 0,
    skip: {
      enabled: skip?.enabled ?? false,
      reason: skip?.reason ?? '',
      changedByName: skip?.changedByName ?? '',
      changedAt: skip?.createdAt.toISOString() ?? null,
    },
    download: facts.download,
    waiting: gateMessage(facts),
    targets: visible.map(presentTarget),
  };
}
