import {
  OPTION_TYPES,
  itemOptionMessages,
  type ItemOption,
  type ItemOptionValues,
  type OptionType,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { fieldConflict, notFound } from '../../platform/errors';
import { referencedKind, type References } from '../../platform/references';
import {
  deleteOptionRow,
  findOptionRow,
  insertOptionRow,
  listOptionRows,
  lockOptionCodes,
  nextOptionCode,
  updateOptionRow,
  type ItemOptionRow,
} from './queries';

const isOptionType = (v: string): v is OptionType => (OPTION_TYPES as readonly string[]).includes(v);

const present = (r: Pick<ItemOptionRow, 'id' | 'optionType' | 'optionCode' | 'optionName'>): ItemOption => ({
  id: r.id,
  // The column only ever receives validated types; anything else would be a hand-edited row.
  optionType: isOptionType(r.optionType) ? r.optionType : 'POST_PROCESS',
  optionCode: r.optionCode,
  optionName: r.optionName,
});

export const listItemOptions = async (db: Db, optionType?: OptionType) =>
  (await listOptionRows(db, optionType)).map(present);

/** The order form's choices (GraphQL getOptionList): an unknown type has no options. */
export async function optionSelectList(db: Db, optionType: string | null | undefined) {
  const type = optionType ? optionType : undefined;
  if (type !== undefined && !isOptionType(type)) return [];
  return (await listItemOptions(db, type)).map(({ id, optionName, optionType: type }) => ({
    id,
    optionName,
    optionType: type,
  }));
}

/** A new option gets the next code of its type (PP-001, FB-001 …). */
export const createItemOption = (db: Db, input: ItemOptionValues) =>
  db.transaction(async (tx) => {
    await lockOptionCodes(tx);
    return present(await insertOptionRow(tx, { ...input, optionCode: await nextOptionCode(tx, input.optionType) }));
  });

/** An option orders may use (registered by the orders module); the kind's message covers an unnamed reference. */
export const ITEM_OPTION = referencedKind('item option', 'ITEM_OPTION_IN_USE', itemOptionMessages.inUse);

/**
 * Renames or moves an option; moving it to the other type gives it a code of that type. An option orders or a rate
 * use keeps its type (a post-process would turn into a binding on those orders): 409 at the type field, in the
 * words of the use found first. The option's row is locked first, so an order saved meanwhile waits for this change
 * and then checks the type it finds.
 */
export const updateItemOption = (db: Db, id: number, input: ItemOptionValues, references: References) =>
  db.transaction(async (tx) => {
    const current = await findOptionRow(tx, id, { lock: true });
    if (!current) throw notFound(itemOptionMessages.notFound);
    const retyped = current.optionType !== input.optionType;
    // In the words of what uses it (a finishing rate says so); orders', the default, otherwise.
    const user = retyped ? await references.usedBy(tx, ITEM_OPTION, id) : undefined;
    if (user) throw fieldConflict('optionType', user.changeMessage ?? itemOptionMessages.typeInUse);
    if (retyped) await lockOptionCodes(tx);
    const row = await updateOptionRow(tx, id, {
      ...input,
      ...(retyped ? { optionCode: await nextOptionCode(tx, input.optionType) } : {}),
    });
    if (!row) throw notFound(itemOptionMessages.notFound);
    return present(row);
  });

export async function deleteItemOption(db: Db, id: number, references: References) {
  const row = await references.deleteUnlessUsed(db, ITEM_OPTION, [id], () => deleteOptionRow(db, id));
  if (!row) throw notFound(itemOptionMessages.notFound);
  return present(row);
}
