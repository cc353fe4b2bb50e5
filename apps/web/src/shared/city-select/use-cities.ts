import { useQuery } from '@tanstack/react-query';
import { selectQuery } from '../api/graphql';

export interface ParentCity {
  parentCityCode: string;
  parentCityName: string;
}
export interface ChildCity extends ParentCity {
  childCityCode: string;
  childCityName: string;
}

/** Reference data: it changes with a release, not during a session. */
const STALE = 60 * 60_000;

/** 시·도 (getParentCityList). */
export const useParentCities = () =>
  useQuery({
    queryKey: ['cities', 'parents'],
    queryFn: async () =>
      (
        await selectQuery<{ getParentCityList: ParentCity[] }>(
          '{ getParentCityList { parentCityCode parentCityName } }',
        )
      ).getParentCityList,
    staleTime: STALE,
  });

/** 시·군·구 of one 시·도 (getChildCityList), loaded once a 시·도 is chosen. */
export const useChildCities = (parentCityCode: string) =>
  useQuery({
    queryKey: ['cities', 'children', parentCityCode],
    queryFn: async () =>
      (
        await selectQuery<{ getChildCityList: ChildCity[] }>(
          'query($parentCityCode: String!) { getChildCityList(parentCityCode: $parentCityCode) { parentCityCode parentCityName childCityCode childCityName } }',
          { parentCityCode },
        )
      ).getChildCityList,
    enabled: parentCityCode !== '',
    staleTime: STALE,
  });
