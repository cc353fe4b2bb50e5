export { BarcodeScannerDialog, type BarcodeScannerDialogProps } from './barcode-scanner-dialog';
export { readBarcode, barcodeMessages, type BarcodeReading } from './barcode-code';
