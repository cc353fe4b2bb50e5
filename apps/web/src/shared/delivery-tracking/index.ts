export { TrackingDialog, type TrackingDialogProps } from './tracking-dialog';
export { CarrierSelect } from './carrier-select';
export { useCarriers, useTrackingView } from './api';
