import { shopbagOrderMessages as M, type FieldErrors, type ShopbagOrderValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { FieldError } from '../../platform/errors';
import { checkOrderChoices } from '../order-core';
import { asStaffSpec } from './spec';
import { existingEmployees, existingSellers, findCity } from './queries';

type Choices = Pick<
  ShopbagOrderValues,
  'employeeId' | 'parentCityCode' | 'childCityCode' | 'sellerIds' | 'printingList' | 'foldingBindingList'
>;

/**
 * The cities must exist, be in force and the 시·군·구 lie in the 시·도 (a code the picker could not offer is refused;
 * a retired one, e.g. 전남광주통합특별시, only reads on orders saved with it).
 */
async function checkCities(db: Db, input: Choices, refuse: (path: string, message: string) => void) {
  if (input.parentCityCode !== null) {
    const parent = await findCity(db, input.parentCityCode);
    if (!parent || parent.parentCode !== null || parent.retired) refuse('parentCityCode', M.parentCityInvalid);
  }
  if (input.childCityCode !== null) {
    const child = await findCity(db, input.childCityCode);
    if (!child || child.parentCode !== input.parentCityCode || child.retired)
      refuse('childCityCode', M.childCityInvalid);
  }
}

/**
 * The sales employee, the cities, every distribution target and the spec's paper and options must exist; each
 * unknown one is answered at its own field, all at once, before anything is written.
 */
export async function checkShopbagChoices(db: Db, input: Choices) {
  const errors: FieldErrors = {};
  const refuse = (path: string, message: string) => {
    errors[path] ??= { isError: true, defaultMessage: message };
  };
  const [employees, sellers] = await Promise.all([
    existingEmployees(db, [input.employeeId]),
    existingSellers(db, input.sellerIds),
  ]);
  if (!employees.has(input.employeeId)) refuse('employeeId', M.employeeInvalid);
  if (input.sellerIds.some((id) => !sellers.has(id))) refuse('sellerIds', M.sellerInvalid);
  await checkCities(db, input, refuse);
  try {
    await checkOrderChoices(db, asStaffSpec(input));
  } catch (err) {
    if (!(err instanceof FieldError)) throw err;
    for (const [path, e] of Object.entries(err.errors)) refuse(path, e.defaultMessage);
  }
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
}

/** Once work has started only the distribution targets are chosen again: each must still exist. */
export async function checkDistributionTargets(db: Db, sellerIds: number[]) {
  const sellers = await existingSellers(db, sellerIds);
  if (sellerIds.some((id) => !sellers.has(id)))
    throw new FieldError({ sellerIds: { isError: true, defaultMessage: M.sellerInvalid } });
}
