export { CitySelect, type CityValue } from './city-select';
export { useChildCities, useParentCities } from './use-cities';
