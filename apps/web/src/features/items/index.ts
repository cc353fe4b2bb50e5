/** What other features may use from items: the typed item picker (one item or several). */
export { ItemPicker, type PickedItem } from './item-picker';
export { ITEM_KEY } from './select-api';
