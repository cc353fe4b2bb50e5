import { createContext, useContext, type ReactNode } from 'react';

/** The order whose paper lines the editor shows: its own need is not "another order's" in the stock line. */
const PaperStockOrder = createContext<number | null>(null);

export function PaperStockOrderProvider({ orderId, children }: { orderId: number | null; children: ReactNode }) {
  return <PaperStockOrder.Provider value={orderId}>{children}</PaperStockOrder.Provider>;
}

export const usePaperStockOrder = () => useContext(PaperStockOrder);
