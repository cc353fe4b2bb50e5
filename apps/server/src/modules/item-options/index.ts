// The item-options module's face: what other modules may use of it. Import it as '../item-options'.
export { ITEM_OPTION } from './service';
