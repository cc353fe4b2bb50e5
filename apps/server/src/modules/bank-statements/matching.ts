import { withCommas, withParticle, type BankProposal } from '@scm/contract';
import { normalizeName } from './names';

/** A deposit line to match (only deposits are matched). */
export interface MatchLine {
  id: number;
  deposit: number;
  depositor: string;
}

/** An open deposit entry: what is still owed on it, and when its order was received (oldest first). */
export interface MatchEntry {
  entryId: number;
  buyerId: number;
  buyerName: string;
  remaining: number;
  /** Sort key for "oldest first": the order's receipt time (ms), then the entry id. */
  openedAt: number;
}

/** A buyer's other depositor name (a representative's personal name is common). */
export interface MatchAlias {
  buyerId: number;
  name: string;
}

/**
 * Bounds of the sum-of-several search, per line and buyer: only the buyer's oldest 20 open entries whose remaining
 * fits the amount take part, and the depth-first search stops after 20,000 steps. It looks for two answers: one
 * answer is proposed, two (or a search cut short) are ambiguous and left for staff. Before searching, the oldest
 * entries in order (the common "paid the last three invoices") are tried as a prefix.
 */
export const SUM_MAX_ENTRIES = 20;
export const SUM_MAX_STEPS = 20_000;

const byAge = (a: MatchEntry, b: MatchEntry) => a.openedAt - b.openedAt || a.entryId - b.entryId;

function proposal(p: Partial<BankProposal> & Pick<BankProposal, 'kind' | 'reason'>): BankProposal {
  return { auto: false, allocations: [], candidates: [], buyerId: null, ...p };
}

/** Subsets (size ≥ 2) of `pool` (oldest first) adding up to `target`: up to two answers, and whether it finished. */
export function subsetsSumming(pool: readonly MatchEntry[], remainingOf: (e: MatchEntry) => number, target: number) {
  const amounts = pool.map(remainingOf);
  const suffix: number[] = new Array<number>(amounts.length + 1).fill(0);
  for (let i = amounts.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + amounts[i]!;
  const found: number[][] = [];
  let steps = 0;
  let cut = false;
  const pick: number[] = [];
  const walk = (i: number, sum: number) => {
    if (found.length >= 2 || cut) return;
    if (++steps > SUM_MAX_STEPS) {
      cut = true;
      return;
    }
    if (sum === target) {
      if (pick.length >= 2) found.push([...pick]);
      return;
    }
    if (i >= amounts.length || sum + suffix[i]! < target) return;
    if (sum + amounts[i]! <= target) {
      pick.push(i);
      walk(i + 1, sum + amounts[i]!);
      pick.pop();
    }
    walk(i + 1, sum);
  };
  walk(0, 0);
  return { answers: found.map((idx) => idx.map((i) => pool[i]!)), complete: !cut };
}

/**
 * Proposals for deposit lines against open entries, in line order. A proposal that is picked (auto) takes its money
 * off the entries, so two lines never propose the same won twice. Pure: no database, no clock.
 */
export function proposeMatches(
  lines: readonly MatchLine[],
  entries: readonly MatchEntry[],
  aliases: readonly MatchAlias[],
): Map<number, BankProposal> {
  const buyersByName = new Map<string, Set<number>>();
  const nameOf = new Map<number, string>();
  const addName = (name: string, buyerId: number) => {
    const key = normalizeName(name);
    if (!key) return;
    let set = buyersByName.get(key);
    if (!set) buyersByName.set(key, (set = new Set()));
    set.add(buyerId);
  };
  const byBuyer = new Map<number, MatchEntry[]>();
  const byAmount = new Map<number, MatchEntry[]>();
  const remaining = new Map<number, number>();
  for (const e of [...entries].sort(byAge)) {
    if (e.remaining <= 0) continue;
    nameOf.set(e.buyerId, e.buyerName);
    addName(e.buyerName, e.buyerId);
    remaining.set(e.entryId, e.remaining);
    let list = byBuyer.get(e.buyerId);
    if (!list) byBuyer.set(e.buyerId, (list = []));
    list.push(e);
    let same = byAmount.get(e.remaining);
    if (!same) byAmount.set(e.remaining, (same = []));
    same.push(e);
  }
  for (const a of aliases) if (byBuyer.has(a.buyerId)) addName(a.name, a.buyerId);

  const left = (e: MatchEntry) => remaining.get(e.entryId) ?? 0;
  const take = (p: BankProposal) => {
    for (const a of p.allocations) remaining.set(a.entryId, (remaining.get(a.entryId) ?? 0) - a.amount);
    return p;
  };
  const out = new Map<number, BankProposal>();

  for (const line of lines) {
    if (line.deposit <= 0) continue;
    const amount = line.deposit;
    const buyers = [...(buyersByName.get(normalizeName(line.depositor)) ?? [])];
    const open = (b: number) => (byBuyer.get(b) ?? []).filter((e) => left(e) > 0);
    out.set(line.id, matchLine(amount, buyers, open, left, nameOf, byAmount, take));
  }
  return out;
}

function matchLine(
  amount: number,
  buyers: number[],
  open: (buyerId: number) => MatchEntry[],
  left: (e: MatchEntry) => number,
  nameOf: Map<number, string>,
  byAmount: Map<number, MatchEntry[]>,
  take: (p: BankProposal) => BankProposal,
): BankProposal {
  if (buyers.length > 0) {
    // 1. One entry of the named buyer(s) owes exactly the amount.
    const exact = buyers.flatMap((b) => open(b).filter((e) => left(e) === amount));
    if (exact.length === 1) {
      const e = exact[0]!;
      return take(
        proposal({
          kind: 'EXACT',
          auto: true,
          buyerId: e.buyerId,
          allocations: [{ entryId: e.entryId, amount }],
          reason: '입금자명 일치 · 금액 일치',
        }),
      );
    }
    if (exact.length > 1) {
      return proposal({
        kind: 'AMBIGUOUS',
        buyerId: exact[0]!.buyerId,
        candidates: exact.map((e) => e.entryId),
        reason: `입금자명 일치 · 같은 금액(${withCommas(amount)}원)의 주문 ${exact.length}건: 직접 골라주세요`,
      });
    }
    // 2. Several entries of one buyer add up to it: the oldest in order first, then a bounded search.
    const sums: { buyerId: number; entries: MatchEntry[]; sure: boolean }[] = [];
    for (const b of buyers) {
      const pool = open(b)
        .filter((e) => left(e) <= amount)
        .slice(0, SUM_MAX_ENTRIES);
      let acc = 0;
      let prefix = -1;
      for (let i = 0; i < pool.length && acc < amount; i++) {
        acc += left(pool[i]!);
        if (acc === amount) prefix = i;
      }
      if (prefix >= 1) {
        sums.push({ buyerId: b, entries: pool.slice(0, prefix + 1), sure: true });
        continue;
      }
      const { answers, complete } = subsetsSumming(pool, left, amount);
      if (answers.length > 0) sums.push({ buyerId: b, entries: answers[0]!, sure: answers.length === 1 && complete });
    }
    if (sums.length === 1) {
      const s = sums[0]!;
      const p = proposal({
        kind: s.sure ? 'SUM' : 'AMBIGUOUS',
        auto: s.sure,
        buyerId: s.buyerId,
        allocations: s.entries.map((e) => ({ entryId: e.entryId, amount: left(e) })),
        candidates: s.sure ? [] : s.entries.map((e) => e.entryId),
        reason: s.sure
          ? `같은 고객사 주문 ${s.entries.length}건 합계 일치`
          : `같은 고객사 주문 합계가 맞는 조합이 여러 가지입니다: 확인해주세요`,
      });
      return s.sure ? take(p) : { ...p, allocations: [] };
    }
    if (sums.length > 1) {
      return proposal({
        kind: 'AMBIGUOUS',
        candidates: sums.flatMap((s) => s.entries.map((e) => e.entryId)),
        reason: '입금자명이 같은 고객사가 여러 곳입니다: 직접 골라주세요',
      });
    }
    // 3. A partial payment: the oldest entry owing more than the amount.
    const partial = buyers.flatMap((b) => open(b).filter((e) => left(e) > amount));
    const owners = new Set(partial.map((e) => e.buyerId));
    if (partial.length > 0 && owners.size === 1) {
      const e = partial[0]!;
      return take(
        proposal({
          kind: 'PARTIAL',
          auto: true,
          buyerId: e.buyerId,
          allocations: [{ entryId: e.entryId, amount }],
          reason: `입금자명 일치 · 부분 입금 (가장 오래된 주문, 남는 금액 ${withCommas(left(e) - amount)}원)`,
        }),
      );
    }
    if (owners.size > 1) {
      return proposal({
        kind: 'AMBIGUOUS',
        candidates: partial.map((e) => e.entryId),
        reason: '입금자명이 같은 고객사가 여러 곳입니다: 직접 골라주세요',
      });
    }
    const who = buyers.map((b) => nameOf.get(b) ?? '').join(', ');
    return proposal({
      kind: 'UNMATCHED',
      buyerId: buyers.length === 1 ? buyers[0]! : null,
      reason: `입금자명은 ${withParticle(who, '와')} 같지만 금액이 맞는 주문이 없습니다`,
    });
  }
  // 4. No name: an amount that one open entry owes exactly is shown, never picked.
  const same = (byAmount.get(amount) ?? []).filter((e) => left(e) === amount);
  if (same.length === 1) {
    const e = same[0]!;
    return proposal({
      kind: 'AMOUNT_ONLY',
      buyerId: e.buyerId,
      candidates: [e.entryId],
      reason: `입금자명이 다릅니다 · 금액만 ${nameOf.get(e.buyerId) ?? ''} 주문과 일치: 확인 후 골라주세요`,
    });
  }
  return proposal({ kind: 'UNMATCHED', reason: '입금자명이 일치하는 고객사가 없습니다' });
}
