export { CitySelect, type CityValue } from './city-select';
export { useChildCities, useParentCities, type ChildCity, type ParentCity } from './use-cities';
