import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChildCity, ParentCity } from '@scm/contract';
import type { Db } from '../../db/client';
import { city } from '../../db/schema/cities';

/** The 시·도 in force, in the official order (a retired code is kept only for the records that name it). */
export const parentCities = (db: Db): Promise<ParentCity[]> =>
  db
    .select({ parentCityCode: city.code, parentCityName: city.name })
    .from(city)
    .where(and(isNull(city.parentCode), eq(city.retired, false)))
    .orderBy(asc(city.position), asc(city.code));

const parent = alias(city, 'parent');

/** The 시·군·구 in force of one 시·도, in the official order; none for an unknown or retired code (or a 시·군·구's own). */
export const childCities = (db: Db, parentCityCode: string): Promise<ChildCity[]> =>
  db
    .select({
      parentCityCode: parent.code,
      parentCityName: parent.name,
      childCityCode: city.code,
      childCityName: city.name,
    })
    .from(city)
    .innerJoin(parent, and(eq(parent.code, city.parentCode), isNull(parent.parentCode)))
    .where(and(eq(city.parentCode, parentCityCode), eq(city.retired, false), eq(parent.retired, false)))
    .orderBy(asc(city.position), asc(city.code));
