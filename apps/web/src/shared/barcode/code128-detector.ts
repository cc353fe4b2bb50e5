import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner needs of a detector: the browser's own BarcodeDetector or the ZXing ponyfill. */
export interface Code128Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Code128Detector;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['code_128'];

async function nativeDetector(): Promise<Code128Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('code_128') ? new Native({ formats: FORMATS }) : null;
  } catch {
    return null;
  }
}

/**
 * A Code-128 detector: the platform's (Android, macOS) when it has one, otherwise ZXing in WebAssembly.
 * The .wasm is served by this app, never a CDN, so scanning works offline and under a 'self'-only CSP.
 */
export async function createCode128Detector(): Promise<Code128Detector> {
  const native = await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Loaded now rather than on the first frame, so a blocked or missing .wasm is reported at once.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['code_128'] });
}
