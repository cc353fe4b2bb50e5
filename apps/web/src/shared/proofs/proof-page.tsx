import { Box, CircularProgress, Typography } from '@mui/material';
import { proofPageUrl, type ProofFile, type ProofPin } from '@scm/contract';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** A spot picked on a page: a point (width/height null) or a box, page-relative 0..1. */
export interface PickedSpot {
  fileId: number;
  page: number;
  x: number;
  y: number;
  width: number | null;
  height: number | null;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));
/** A drag shorter than this (page-relative) is a tap: a point. */
const TAP = 0.015;

interface SurfaceProps {
  fileId: number;
  page: number;
  pins: ProofPin[];
  /** Numbers shown on the pins (their order in the version's thread). */
  numberOf: (pin: ProofPin) => number;
  picked: PickedSpot | null;
  onPick?: (spot: PickedSpot) => void;
  children: React.ReactNode;
}

/** One page with its pins drawn over it; tap to pin a point, drag for a box (when `onPick`). */
function PinSurface({ fileId, page, pins, numberOf, picked, onPick, children }: SurfaceProps) {
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [drag, setDrag] = useState<{ x: number; y: number; w: number; h: number } | null>(null);
  const at = (e: PointerEvent) => {
    const r = ref.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const down = (e: PointerEvent) => {
    if (!onPick) return;
    start.current = at(e);
    ref.current?.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    if (!start.current) return;
    const p = at(e);
    const s = start.current;
    setDrag({ x: Math.min(s.x, p.x), y: Math.min(s.y, p.y), w: Math.abs(p.x - s.x), h: Math.abs(p.y - s.y) });
  };
  const up = (e: PointerEvent) => {
    if (!start.current || !onPick) return;
    const p = at(e);
    const s = start.current;
    start.current = null;
    setDrag(null);
    const w = Math.abs(p.x - s.x);
    const h = Math.abs(p.y - s.y);
    if (w < TAP && h < TAP) onPick({ fileId, page, x: s.x, y: s.y, width: null, height: null });
    else onPick({ fileId, page, x: Math.min(s.x, p.x), y: Math.min(s.y, p.y), width: w, height: h });
  };
  const mine = picked && picked.fileId === fileId && picked.page === page ? picked : null;
  const mark = (key: string, x: number, y: number, w: number | null, h: number | null, label: string, color: string) =>
    w !== null && h !== null ? (
      <Box
        key={key}
        sx={{
          position: 'absolute',
          left: `${x * 100}%`,
          top: `${y * 100}%`,
          width: `${w * 100}%`,
          height: `${h * 100}%`,
          border: `2px solid ${color}`,
          bgcolor: 'rgba(255,193,7,0.12)',
          pointerEvents: 'none',
        }}
      >
        <Box sx={{ position: 'absolute', top: -12, left: -12, ...badge(color) }}>{label}</Box>
      </Box>
    ) : (
      <Box
        key={key}
        sx={{
          position: 'absolute',
          left: `${x * 100}%`,
          top: `${y * 100}%`,
          transform: 'translate(-50%, -50%)',
          ...badge(color),
        }}
      >
        {label}
      </Box>
    );
  return (
    <Box
      ref={ref}
      data-testid={`proof-page-${fileId}-${page}`}
      aria-label={`${page}쪽`}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      sx={{
        position: 'relative',
        touchAction: onPick ? 'none' : 'auto',
        cursor: onPick ? 'crosshair' : 'default',
        lineHeight: 0,
      }}
    >
      {children}
      {pins
        .filter((p) => p.fileId === fileId && p.page === page && p.replyToId === null)
        .map((p) => mark(`pin-${p.id}`, p.x, p.y, p.width, p.height, String(numberOf(p)), '#d32f2f'))}
      {mine && mark('picked', mine.x, mine.y, mine.width, mine.height, '+', '#1976d2')}
      {drag && mark('drag', drag.x, drag.y, drag.w, drag.h, '+', '#1976d2')}
    </Box>
  );
}

const badge = (color: string) => ({
  width: 24,
  height: 24,
  borderRadius: '50%',
  bgcolor: color,
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '24px',
  textAlign: 'center' as const,
  pointerEvents: 'none' as const,
  boxShadow: 1,
});

/** A PDF's pages rendered with pdf.js to canvases (the bytes come from the access-checked page route). */
function PdfPages({
  file,
  render,
}: {
  file: ProofFile;
  render: (page: number, node: React.ReactNode) => React.ReactNode;
}) {
  const [pages, setPages] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const doc = await pdfjs.getDocument({ url: proofPageUrl(file.fileId), withCredentials: true }).promise;
        const out: string[] = [];
        for (let n = 1; n <= Math.min(doc.numPages, 200); n++) {
          const page = await doc.getPage(n);
          const viewport = page.getViewport({ scale: 2 });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
          out.push(canvas.toDataURL('image/png'));
        }
        if (!cancelled) setPages(out);
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [file.fileId]);
  if (failed) return <Typography color="error">PDF를 표시할 수 없습니다.</Typography>;
  if (!pages) return <CircularProgress size={24} aria-label="시안을 불러오는 중" />;
  return (
    <>
      {pages.map((src, i) =>
        render(
          i + 1,
          <img src={src} alt={`${file.originalFileName} ${i + 1}쪽`} style={{ width: '100%', display: 'block' }} />,
        ),
      )}
    </>
  );
}

export interface ProofPagesProps {
  files: ProofFile[];
  pins: ProofPin[];
  picked: PickedSpot | null;
  onPick?: (spot: PickedSpot) => void;
  zoom: number;
}

/** Every page of a version, in order, zoomable (the frame scrolls); pins numbered in thread order. */
export function ProofPages({ files, pins, picked, onPick, zoom }: ProofPagesProps) {
  const top = pins.filter((p) => p.replyToId === null);
  const numberOf = (pin: ProofPin) => top.findIndex((p) => p.id === pin.id) + 1;
  return (
    <Box
      sx={{
        overflow: 'auto',
        maxHeight: { xs: '70vh', sm: '80vh' },
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
      }}
    >
      <Box sx={{ width: `${zoom * 100}%`, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {files.map((file) => {
          const surface = (page: number, node: React.ReactNode) => (
            <PinSurface
              key={`${file.fileId}-${page}`}
              fileId={file.fileId}
              page={page}
              pins={pins}
              numberOf={numberOf}
              picked={picked}
              onPick={onPick}
            >
              {node}
            </PinSurface>
          );
          return file.contentType === 'application/pdf' ? (
            <PdfPages key={file.fileId} file={file} render={surface} />
          ) : (
            surface(
              1,
              <img
                src={proofPageUrl(file.fileId)}
                alt={file.originalFileName}
                draggable={false}
                style={{ width: '100%', display: 'block', userSelect: 'none' }}
              />,
            )
          );
        })}
      </Box>
    </Box>
  );
}
