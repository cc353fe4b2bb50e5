import type { ReactNode } from 'react';
import type { CardRole } from './card-fields';

/** One column of a list: its table cell and its place on the phone card (the table and the cards both read it). */
export interface ColumnDef<T> {
  key: string;
  label: string;
  /** Server sort field; the header is clickable only when set. */
  sortField?: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  render: (row: T, index: number) => ReactNode;
  /** Its place on the phone card that replaces the row below 600 px; without one it stays off the card. */
  card?: CardRole;
  /**
   * Long text (a product or customer name, an address) wraps onto more lines instead of being cut with '…'; Korean
   * words break whole. Other columns stay on one line.
   */
  wrap?: boolean;
}
