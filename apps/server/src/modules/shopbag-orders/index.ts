// The shopbag-orders module's face (the bag order screens and slots): what other modules may use of it. Import it as
// '../shopbag-orders'. app.ts registers the routes directly; the seed takes its demo bag orders through these.
export { checkDraftsBeforePrinting } from './printing';
export { createShopbagOrder } from './changes';
export type { SlotFiles } from './files';
export { fillSlot } from './slots';
