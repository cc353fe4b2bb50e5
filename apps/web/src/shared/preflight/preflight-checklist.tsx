import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpOutlineIcon from '@mui/icons-material/Help';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { canAccessArea, type PreflightCheckView, type PreflightStatusValue } from '@scm/contract';
import { useAuthorities } from '../access';
import { useAcceptWarning, usePreflight, type PreflightForm } from './api';

const ICONS: Record<PreflightStatusValue, { icon: typeof CheckCircleIcon; color: string; label: string }> = {
  ok: { icon: CheckCircleIcon, color: 'success.main', label: '통과' },
  warning: { icon: WarningAmberIcon, color: 'warning.main', label: '경고' },
  error: { icon: CancelIcon, color: 'error.main', label: '오류' },
  unknown: { icon: HelpOutlineIcon, color: 'text.secondary', label: '확인 못 함' },
};

const SUMMARY: Record<PreflightStatusValue, string> = {
  ok: '파일 검사 통과',
  warning: '파일 검사: 확인할 경고가 있습니다',
  error: '파일 검사: 인쇄할 수 없는 문제가 있습니다',
  unknown: '파일 검사: 일부 항목을 확인하지 못했습니다',
};

function CheckRow({
  check,
  onAccept,
  accepting,
}: {
  check: PreflightCheckView;
  onAccept?: () => void;
  accepting: boolean;
}) {
  const { icon: Icon, color, label } = ICONS[check.status];
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 0.5 }}>
      <Icon fontSize="small" sx={{ color, mt: '2px' }} titleAccess={label} aria-hidden={false} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
          {check.title}
        </Typography>
        <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
          {check.detail}
        </Typography>
        {check.accepted && (
          <Typography variant="caption" component="div" color="text.secondary">
            경고 확인됨 — {check.accepted.name}, {new Date(check.accepted.at).toLocaleString('ko-KR')}
          </Typography>
        )}
      </Box>
      {onAccept && check.status === 'warning' && !check.accepted && (
        <Button size="small" variant="outlined" onClick={onAccept} disabled={accepting} sx={{ flexShrink: 0 }}>
          경고 확인
        </Button>
      )}
    </Stack>
  );
}

/**
 * The Korean preflight checklist of one uploaded file (✓ 통과, ! 경고, ✕ 오류, ? 확인 못 함), beside drafts and
 * proofs. A warning never blocks anything; staff with ORDER write may mark one as checked ("경고 확인").
 */
export function PreflightChecklist({
  fileId,
  fileName,
  form,
}: {
  fileId: number;
  fileName?: string;
  form?: PreflightForm;
}) {
  const { data, isPending, isError } = usePreflight(fileId, form);
  const canAccept = canAccessArea(useAuthorities(), 'ORDER', true);
  const accept = useAcceptWarning(fileId);
  const heading = fileName ? `${fileName} 검사` : '파일 검사';
  if (isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }} role="status">
        <CircularProgress size={16} />
        <Typography variant="body2">{heading} 중…</Typography>
      </Stack>
    );
  }
  if (isError || !data) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {heading}: 결과를 불러오지 못했습니다.
      </Typography>
    );
  }
  return (
    <Box
      component="section"
      aria-label={heading}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, my: 0.5 }}
    >
      <Typography variant="subtitle2" component="h4" sx={{ color: ICONS[data.status].color, overflowWrap: 'anywhere' }}>
        {fileName ? `${fileName} — ` : ''}
        {SUMMARY[data.status]}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.checks.map((check) => (
          <CheckRow
            key={check.code}
            check={check}
            accepting={accept.isPending}
            onAccept={canAccept ? () => accept.mutate(check.code) : undefined}
          />
        ))}
      </Box>
    </Box>
  );
}
