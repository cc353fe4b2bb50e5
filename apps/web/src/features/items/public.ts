/** What other features may use from items: the category-then-item picker and the picker's list. */
export { ItemPicker, type PickedItem } from './item-picker';
export { useItemsByCategory, ITEM_KEY } from './select-api';
export { ItemSelectModal } from './item-select-modal';
