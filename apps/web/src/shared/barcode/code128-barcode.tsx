import { code128Bars, code128Modules } from './code128-encode';

interface Props {
  value: string;
  /** Bar height in px (print: CSS px, 96 per inch). */
  height?: number;
  /** One module's width in px; 2 px keeps the narrowest bar 0.53 mm, readable by hand scanners from paper. */
  moduleWidth?: number;
  /** Prints the value under the bars. */
  showText?: boolean;
}

/** Quiet zone on each side, in modules (the standard asks for at least 10). */
const QUIET = 10;

/**
 * A Code-128 barcode as inline SVG (vector, so it prints sharp and needs no script after rendering). A value that
 * cannot be encoded shows the text alone.
 */
export function Code128Barcode({ value, height = 56, moduleWidth = 2, showText = true }: Props) {
  const modules = code128Modules(value);
  if (modules === null) return <span>{value}</span>;
  const width = (modules.length + QUIET * 2) * moduleWidth;
  const textHeight = showText ? 18 : 0;
  return (
    <svg
      role="img"
      aria-label={`바코드 ${value}`}
      width={width}
      height={height + textHeight}
      viewBox={`0 0 ${width} ${height + textHeight}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      {code128Bars(modules).map((bar) => (
        <rect
          key={bar.x}
          x={(bar.x + QUIET) * moduleWidth}
          y={0}
          width={bar.width * moduleWidth}
          height={height}
          fill="#000"
        />
      ))}
      {showText && (
        <text x={width / 2} y={height + 15} textAnchor="middle" fontSize={14} fontFamily="monospace" fill="#000">
          {value}
        </text>
      )}
    </svg>
  );
}
