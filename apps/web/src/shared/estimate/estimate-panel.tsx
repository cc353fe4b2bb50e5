import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Divider,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { orderPriceMessages, type Estimate, type PriceOverride } from '@scm/contract';
import { createContext, memo, useContext, useId, type ReactNode } from 'react';
import { lineRate, signedWon, won } from './estimate-text';

export interface EstimatePanelProps {
  /** The engine's answer; null while the rates load. */
  estimate: Estimate | null;
  /** The rates could not be read: the panel says so instead of a price. */
  failed?: boolean;
  /** The heading above the total (default "예상 금액 · 부가세 포함"). */
  title?: string;
  /** A staff override of the 공급가액: the panel shows the computed price beside the charged one and the reason. */
  override?: Pick<PriceOverride, 'supply' | 'vat' | 'total' | 'reason'> | null;
  /** The total stored with the record: shown as "저장된 금액" beside the new one when they differ. */
  savedTotal?: number | null;
  /** Open the lines at first. */
  defaultExpanded?: boolean;
  /** Under the lines (the rates' date, a note). */
  footer?: ReactNode;
}

/** One amount row: label left, amount right, digits aligned. */
export function AmountRow(props: { label: string; amount: number | string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color={props.strong ? 'text.primary' : 'text.secondary'}>
        {props.label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: props.strong ? 700 : 400, whiteSpace: 'nowrap' }}
      >
        {typeof props.amount === 'number' ? won(props.amount) : props.amount}
      </Typography>
    </Stack>
  );
}

/** What the engine could not price, as a warning list: the price is incomplete, never a silent 0. */
export function MissingRates({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle sx={{ fontSize: '0.875rem' }}>{orderPriceMessages.incomplete(missing.length)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((m, i) => (
          <Typography component="li" variant="body2" key={i}>
            {m}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}

/** The estimate's lines (label, quantity × unit price, amount, the formula in words), then its sums. */
export function EstimateLines({ estimate }: { estimate: Estimate }) {
  return (
    <Stack sx={{ gap: 1.25 }}>
      {estimate.lines.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          계산된 항목이 없습니다.
        </Typography>
      )}
      <Stack component="ol" sx={{ gap: 1.25, m: 0, p: 0, listStyle: 'none' }} aria-label="계산 내역">
        {estimate.lines.map((line, i) => (
          <Box component="li" key={i} sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.label}
              </Typography>
              <Typography
                variant="body2"
                sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {won(line.amount)}
              </Typography>
            </Stack>
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {lineRate(line)}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {line.formula}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Divider />
      <AmountRow label="항목 합계" amount={estimate.subtotal} />
      {estimate.roundedOff > 0 && <AmountRow label="절사" amount={`−${won(estimate.roundedOff)}`} />}
      <AmountRow label="공급가액" amount={estimate.supply} />
      <AmountRow label="부가세" amount={estimate.vat} />
      <AmountRow label="합계" amount={estimate.total} strong />
    </Stack>
  );
}

/** The panel's props, read by the parts that change with every keystroke (the amounts, the notices, the lines). */
const PanelValues = createContext<EstimatePanelProps & { estimate: Estimate }>(null as never);

/** 합계: the charged total (the override's when there is one). */
function ChargedTotal() {
  const { estimate, override } = useContext(PanelValues);
  return <>{won((override ?? estimate).total)}</>;
}

/** 공급가액 · 부가세 of the charged price. */
function ChargedSupplyAndVat() {
  const { estimate, override } = useContext(PanelValues);
  const charged = override ?? estimate;
  return <>{`공급가액 ${won(charged.supply)} · 부가세 ${won(charged.vat)}`}</>;
}

/** The override with its reason, the saved total when it differs, and what could not be priced. */
function PanelNotices() {
  const { estimate, override, savedTotal } = useContext(PanelValues);
  const charged = override ?? estimate;
  const savedDiffers = savedTotal != null && savedTotal !== charged.total;
  return (
    <>
      {override && (
        <Alert severity="info" icon={false} sx={{ py: 0.5 }}>
          <Typography variant="body2">
            금액 조정: 계산 금액 {won(estimate.total)} → 청구 금액 {won(override.total)} (
            {signedWon(override.total - estimate.total)})
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            사유: {override.reason}
          </Typography>
        </Alert>
      )}
      {savedDiffers && (
        <Alert severity="info" icon={false} sx={{ py: 0.5 }} data-testid="estimate-saved">
          <Typography variant="body2">
            저장된 금액 {won(savedTotal)} → 새 금액 {won(charged.total)} ({signedWon(charged.total - savedTotal)})
          </Typography>
        </Alert>
      )}
      <MissingRates missing={estimate.missing} />
    </>
  );
}

/** The unfolded lines and the footer (mounted only while open). */
function PanelLines() {
  const { estimate, footer } = useContext(PanelValues);
  return (
    <>
      <EstimateLines estimate={estimate} />
      {footer}
    </>
  );
}

/**
 * The panel's frame: the heading, the boxes the amounts sit in and the fold. Its props change only with the title or
 * the number of lines, so a keystroke that moves the price re-renders the amounts' text, not the Paper, the
 * Typography around them or the Accordion (React skips a memo whose props are equal; the parts above read the
 * context). This keeps the customer's form within one frame on a slow phone (bench/README.md, order form recompute).
 */
const PanelFrame = memo(function PanelFrame(props: { title: string; lineCount: number; defaultExpanded?: boolean }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack sx={{ gap: 1 }}>
        <Typography id={headingId} variant="body2" color="text.secondary">
          {props.title}
        </Typography>
        <Typography
          component="output"
          aria-live="polite"
          aria-labelledby={headingId}
          data-testid="estimate-total"
          sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
        >
          <ChargedTotal />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <ChargedSupplyAndVat />
        </Typography>
        <PanelNotices />
        {/* Unmounted while folded: the lines are not rendered again on every keystroke of the form (one frame). */}
        <Accordion
          variant="outlined"
          disableGutters
          defaultExpanded={props.defaultExpanded}
          slotProps={{ transition: { unmountOnExit: true } }}
          sx={{ mt: 0.5 }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="body2">계산 내역 {props.lineCount}개 항목</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <PanelLines />
          </AccordionDetails>
        </Accordion>
      </Stack>
    </Paper>
  );
});

/**
 * The price of a spec: 합계 large under "예상 금액 · 부가세 포함", 공급가액 and 부가세 beneath, what could not be priced
 * as a warning list, the lines folded under a disclosure (a button: Enter/Space opens it). With an override, the
 * charged amounts lead and the computed ones follow with the reason; with a saved total that differs, both show.
 * Fits 390 px (rows wrap, amounts never do).
 */
export function EstimatePanel(props: EstimatePanelProps) {
  const { estimate } = props;
  if (props.failed)
    return (
      <Alert severity="warning" role="status">
        단가표를 불러오지 못해 예상 금액을 계산할 수 없습니다. 잠시 후 다시 열어주세요.
      </Alert>
    );
  if (!estimate) return <Skeleton variant="rounded" height={112} aria-label="예상 금액 계산 중" />;
  return (
    <PanelValues.Provider value={{ ...props, estimate }}>
      <PanelFrame
        title={props.title ?? orderPriceMessages.estimateTitle}
        lineCount={estimate.lines.length}
        defaultExpanded={props.defaultExpanded}
      />
    </PanelValues.Provider>
  );
}
