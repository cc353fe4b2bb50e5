// The items module's face: what other modules may use of it. Import it as '../items'.
export { itemByBarcode, itemById, itemExists, itemNames } from './lookup';
export { ITEM, pageItemModal } from './service';
