import { Box, Typography } from '@mui/material';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/** Spec: a Code-128 label with bars 3 px wide and 100 px high. */
const LABEL_OPTIONS = {
  format: 'CODE128',
  width: 3,
  height: 100,
  displayValue: true,
  fontSize: 20,
  margin: 10,
} as const;

interface Props {
  /** What the bars encode and the text under them (the item code). */
  value: string;
  /** The item's name, printed under the barcode. */
  caption: string;
  /** Called once the bars are drawn: false when the value can't be a Code-128 barcode. */
  onRendered: (ok: boolean) => void;
}

/** The printable label: the barcode (SVG, scaled down to fit a narrow window) and the item name. */
export function BarcodeLabel({ value, caption, onRendered }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svgRef.current) return;
    let ok = true;
    JsBarcode(svgRef.current, value, { ...LABEL_OPTIONS, text: value, valid: (valid) => (ok = valid) });
    onRendered(ok);
  }, [value, onRendered]);

  return (
    <Box
      component="figure"
      className="barcode-label"
      sx={{ m: 0, p: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', bgcolor: '#fff' }}
    >
      <svg
        ref={svgRef}
        role="img"
        aria-label={`바코드 ${value}`}
        style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      />
      <Typography component="figcaption" sx={{ mt: 0.5, fontSize: 18, fontWeight: 700, textAlign: 'center' }}>
        {caption}
      </Typography>
    </Box>
  );
}
