/** What other features may use from items: the typed item picker (one item or several) and the picker dialog. */
export { ItemPicker, type PickedItem } from './item-picker';
export { ITEM_KEY } from './select-api';
export { ItemSelectModal } from './item-select-modal';
