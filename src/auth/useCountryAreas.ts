import { useEffect, useState } from 'react';
import { useServices } from '@src/app/ServicesContext';
import { DEFAULT_AREA_CODE, DEFAULT_PHONE_PATTERN, type CountryArea } from '@src/contract';

/** Until the list arrives, or when it cannot: the default area of spec 9 (its name comes from the catalogue). */
export const DEFAULT_AREA: CountryArea = {
  areaName: '',
  areaCode: DEFAULT_AREA_CODE,
  regex: DEFAULT_PHONE_PATTERN,
};

const AREAS_TTL_MS = 30 * 60_000;

/** The country/area list (site/countryArea/queryCountryArea, spec 7.1, 7.5), +86 first when present. */
export function useCountryAreas(): readonly CountryArea[] {
  const { api } = useServices();
  const [areas, setAreas] = useState<readonly CountryArea[]>([DEFAULT_AREA]);
  useEffect(() => {
    let current = true;
    api.cached('queryCountryArea', { area: '' }, { ttlMs: AREAS_TTL_MS }).then(
      (list) => {
        if (!current || list.length === 0) return;
        const valid = list.filter((area) => /^\+\d{1,4}$/.test(area.areaCode));
        const sorted = [...valid].sort(
          (a, b) => Number(b.areaCode === DEFAULT_AREA_CODE) - Number(a.areaCode === DEFAULT_AREA_CODE),
        );
        if (sorted.length > 0) setAreas(sorted);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return areas;
}
