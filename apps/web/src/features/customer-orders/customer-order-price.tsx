import { Typography } from '@mui/material';
import { catalogRates, customerSpecMessages, priceCustomerSpec, type PriceCatalog } from '@scm/contract';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { EstimatePanel, won } from '../../shared/estimate';
import { specDraftOf, type SpecFields } from './customer-order-form-schema';

const SPEC_FIELDS = [
  'workType',
  'finishedSize',
  'paperId',
  'innerPaperId',
  'innerPageCount',
  'sides',
  'color',
  'quantity',
  'finishIds',
] as const satisfies readonly (keyof SpecFields)[];

/** The catalog's rate set, resolved once per catalog (not per keystroke). */
export const useCatalogRates = (catalog: PriceCatalog) => useMemo(() => catalogRates(catalog), [catalog]);

/**
 * The live price of a form in the buyer's words (the customer order's and the customer quote's): the engine runs in the browser on the published rates as the customer types (no
 * request per keystroke), offset and digital both, and the cheaper one shows with why. The server prices the order
 * again when it is placed; the client never sends a price.
 */
export function BuyerWordsPrice({ catalog }: { catalog: PriceCatalog }) {
  const { control } = useFormContext<SpecFields>();
  const values = useWatch({ control, name: SPEC_FIELDS });
  const rates = useCatalogRates(catalog);
  const key = JSON.stringify(values);
  const price = useMemo(() => {
    const [workType, finishedSize, paperId, innerPaperId, innerPageCount, sides, color, quantity, finishIds] =
      JSON.parse(key) as typeof values;
    return priceCustomerSpec(
      specDraftOf({
        workType,
        finishedSize,
        paperId,
        innerPaperId,
        innerPageCount,
        sides,
        color,
        quantity,
        finishIds,
      }),
      catalog,
      rates,
    );
  }, [key, catalog, rates]);
  return (
    <EstimatePanel
      estimate={price.estimate}
      title={customerSpecMessages.priceTitle}
      footer={
        <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="estimate-printing-type">
          {price.note}
          {price.otherTotal !== null && price.otherTotal !== price.estimate.total
            ? ` · ${price.printingType === 'DIGITAL' ? '옵셋' : '디지털'}이면 ${won(price.otherTotal)}`
            : ''}
        </Typography>
      }
    />
  );
}
