import { Alert, Grid, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { FormCheckbox, FormCountField, type EntityFormApi } from '../../shared/form-kit';
import { formatNumber } from '../../shared/format';
import {
  isShort,
  stockCheck,
  type PrintingCompleteFormInput,
  type PrintingCompleteFormOutput,
} from './printing-complete-form';

interface Props {
  form: EntityFormApi<PrintingCompleteFormInput, PrintingCompleteFormOutput>;
  onHand: ReadonlyMap<number, number>;
  /** The machine whose count filled the first line's used amount. */
  machine: { facilityName: string; count: number } | null;
}

export const CONFIRM_SHORTAGE_LABEL = '재고 부족을 확인하고 출고합니다 (재고가 음수가 됩니다)';

/**
 * 실제 사용 용지: per spec line, the used amount and spoilage as the team counted them, under each the stock on hand
 * and, when the item's lines take more than that, the shortfall. Short → a confirmation the submit requires.
 */
export function PaperUsageSection({ form, onHand, machine }: Props) {
  const lines = useWatch({ control: form.control, name: 'lines' });
  const check = stockCheck(lines, onHand);
  const short = isShort(check);
  return (
    <Stack spacing={1.5} component="section" aria-label="실제 사용 용지">
      <Typography variant="subtitle2" component="h3">
        실제 사용 용지
      </Typography>
      <Typography variant="body2" color="text.secondary">
        작업지시의 용지로 채웠습니다. 실제로 쓴 수량과 파지를 고치면 그 수량이 재고에서 출고됩니다.
        {machine &&
          ` 첫 용지의 사용량은 설비 ${machine.facilityName} 카운터 값(${formatNumber(machine.count)})으로 채웠습니다.`}
      </Typography>
      {lines.length === 0 && <Alert severity="info">이 작업에 등록된 용지가 없습니다. 출고할 용지가 없습니다.</Alert>}
      {lines.map((line, i) => {
        const c = check.get(line.rawItemId);
        const firstOfItem = lines.findIndex((l) => l.rawItemId === line.rawItemId) === i;
        const unit = line.unit.trim();
        return (
          <Paper key={`${line.rawItemId}-${i}`} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
              {line.itemName}
              {unit && ` (${unit})`}
            </Typography>
            <Grid container spacing={1.5}>
              <Grid size={6}>
                <FormCountField
                  control={form.control}
                  name={`lines.${i}.amount`}
                  label="사용량"
                  required
                  maxLength={13}
                />
              </Grid>
              <Grid size={6}>
                <FormCountField
                  control={form.control}
                  name={`lines.${i}.wrongAmount`}
                  label="파지"
                  required
                  maxLength={13}
                />
              </Grid>
            </Grid>
            {c && firstOfItem && (
              <Typography variant="body2" sx={{ mt: 0.5, color: c.shortfall > 0 ? 'warning.dark' : 'text.secondary' }}>
                {`재고 ${formatNumber(c.onHand)}${unit}`}
                {c.shortfall > 0
                  ? ` · 부족 ${formatNumber(c.shortfall)}${unit}`
                  : ` · 출고 후 ${formatNumber(c.onHand - c.needed)}${unit}`}
              </Typography>
            )}
          </Paper>
        );
      })}
      {short && (
        <Alert severity="warning">
          재고보다 많은 용지를 출고합니다. 이미 사용한 용지라면 아래를 확인하고 인쇄 완료하세요. 부족분은 재고에
          마이너스로 남아 구매 담당자에게 표시됩니다.
          <FormCheckbox control={form.control} name="confirmShortage" label={CONFIRM_SHORTAGE_LABEL} />
        </Alert>
      )}
    </Stack>
  );
}
