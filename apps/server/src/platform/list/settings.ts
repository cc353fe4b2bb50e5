import { sharedDbOf, type Db } from '../../db/client';
import type { ListSettings } from './definition';

export const DEFAULT_EXACT_COUNT_LIMIT = 10_000;
export const DEFAULT_KEYWORD_ESTIMATE_FROM = 4_000;
const settings = new WeakMap<Db, ListSettings>();

export const listSettingsOf = (db: Db): ListSettings =>
  settings.get(sharedDbOf(db)) ?? {
    exactCountLimit: DEFAULT_EXACT_COUNT_LIMIT,
    keywordEstimateFrom: DEFAULT_KEYWORD_ESTIMATE_FROM,
    maxLookupIds: 1000,
  };

/** Per database, so each test app (and each server) can set its own limit. */
export const configureLists = (db: Db, values: Partial<ListSettings>) =>
  settings.set(sharedDbOf(db), { ...listSettingsOf(db), ...values });
