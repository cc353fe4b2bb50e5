import type { Inspection } from '@scm/contract';
import { createContext, useContext, type ComponentType } from 'react';

/** A printed order, as the picker offers it. */
export interface PrintedOrder {
  id: number;
  orderNumber: string;
  productName: string;
}

export interface PrintedOrderPickerProps {
  value: PrintedOrder | null;
  onChange: (o: PrintedOrder | null) => void;
  error?: string;
  label?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The work orders' parts an inspection screen shows: the printed-order picker (an inspection's order) and an
 * inspection's remakes with its 재작업 지시 button. Work orders import inspections (a work order's 검수 section), so
 * inspections do not import them back: the app shell hands these over around the inspection routes.
 */
export interface InspectionWorkOrderParts {
  PrintedOrderPicker: ComponentType<PrintedOrderPickerProps>;
  InspectionRemakes: ComponentType<{ inspection: Inspection }>;
}

const PartsContext = createContext<InspectionWorkOrderParts | null>(null);

export const InspectionWorkOrderPartsProvider = PartsContext.Provider;

export function useInspectionWorkOrderParts(): InspectionWorkOrderParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('The inspection screens render inside InspectionWorkOrderPartsProvider (app routes).');
  return parts;
}
