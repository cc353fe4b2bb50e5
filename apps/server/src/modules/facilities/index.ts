// The facilities module's face: what other modules may use of it. Import it as '../facilities'.
export { countDuring } from './counts';
export { machineUse } from './utilisation';
