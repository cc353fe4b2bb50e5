export { BarcodeScannerDialog, type BarcodeScannerDialogProps } from './barcode-scanner-dialog';
export { readBarcode, barcodeMessages, type BarcodeReading } from './barcode-code';
export { Code128Barcode } from './code128-barcode';
export { code128Modules, code128Bars } from './code128-encode';
