import { CITY_QUERIES, type ChildCity, type ParentCity } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { selectQuery } from '../api/graphql';

/** Reference data: it changes with a release, not during a session. */
const STALE = 60 * 60_000;

/** 시·도 (getParentCityList). */
export const useParentCities = () =>
  useQuery({
    queryKey: ['cities', 'parents'],
    queryFn: async () =>
      (await selectQuery<{ getParentCityList: ParentCity[] }>(CITY_QUERIES.parents)).getParentCityList,
    staleTime: STALE,
  });

/** 시·군·구 of one 시·도 (getChildCityList), loaded once a 시·도 is chosen. */
export const useChildCities = (parentCityCode: string) =>
  useQuery({
    queryKey: ['cities', 'children', parentCityCode],
    queryFn: async () =>
      (await selectQuery<{ getChildCityList: ChildCity[] }>(CITY_QUERIES.children, { parentCityCode }))
        .getChildCityList,
    enabled: parentCityCode !== '',
    staleTime: STALE,
  });
