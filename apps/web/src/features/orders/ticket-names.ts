import { useMemo } from 'react';
import { useOptionChoices, useSupplierChoices } from './api';
import type { TicketNames } from './job-ticket-spec';

/**
 * Supplier and option names for the ids a print spec holds (a name no longer listed shows its number): the job
 * ticket's and the work-order spec card's.
 */
export function useTicketNames(): TicketNames {
  const suppliers = useSupplierChoices().data;
  const postProcess = useOptionChoices('POST_PROCESS').data;
  const foldingBinding = useOptionChoices('FOLDING_BINDING').data;
  return useMemo(() => {
    const supplierNames = new Map((suppliers ?? []).map((s) => [s.id, s.sellerName]));
    return {
      supplier: (id: number) => supplierNames.get(id) ?? `외주처 #${id}`,
      postProcess: new Map((postProcess ?? []).map((o) => [o.id, o.optionName])),
      foldingBinding: new Map((foldingBinding ?? []).map((o) => [o.id, o.optionName])),
    };
  }, [suppliers, postProcess, foldingBinding]);
}
