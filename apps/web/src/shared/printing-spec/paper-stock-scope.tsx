import { createContext, useContext, type ReactNode } from 'react';

interface PaperScope {
  /** The order whose paper lines the editor shows: its own need is not "another order's" in the stock line. */
  orderId: number | null;
  /** A supervisor's paper correction after work started: the paper lines stay editable in a locked spec. */
  paperEditable: boolean;
}

const PaperStockOrder = createContext<PaperScope>({ orderId: null, paperEditable: false });

export function PaperStockOrderProvider({
  orderId,
  paperEditable = false,
  children,
}: {
  orderId: number | null;
  paperEditable?: boolean;
  children: ReactNode;
}) {
  return <PaperStockOrder.Provider value={{ orderId, paperEditable }}>{children}</PaperStockOrder.Provider>;
}

export const usePaperStockOrder = () => useContext(PaperStockOrder).orderId;
export const usePaperEditable = () => useContext(PaperStockOrder).paperEditable;
