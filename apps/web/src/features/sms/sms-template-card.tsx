import { Button, Paper, Stack, Switch, TextField, Typography, FormControlLabel } from '@mui/material';
import {
  SMS_PLACEHOLDER_LABELS,
  SMS_TEMPLATE_LABELS,
  SMS_TEMPLATE_PLACEHOLDERS,
  offeredPlaceholdersText,
  placeholderToken,
  type SmsPlaceholder,
  type SmsTemplate,
} from '@scm/contract';
import { useRef } from 'react';
import { SmsByteCounter, smsContentProblem } from './sms-byte-counter';

interface Props {
  index: number;
  template: SmsTemplate;
  disabled: boolean;
  onChange: (next: SmsTemplate) => void;
}

/**
 * One template: on/off, which placeholders its event offers with insert buttons (at the cursor), the text and the
 * byte counter (which also names a placeholder the event does not offer).
 */
export function SmsTemplateCard({ index, template, disabled, onChange }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  const label = SMS_TEMPLATE_LABELS[template.type];
  const counterId = `sms-bytes-${template.type}`;
  const offeredId = `sms-placeholders-${template.type}`;

  const insert = (placeholder: SmsPlaceholder) => {
    const token = placeholderToken(placeholder);
    const el = input.current;
    const start = el?.selectionStart ?? template.content.length;
    const end = el?.selectionEnd ?? start;
    onChange({ ...template, content: template.content.slice(0, start) + token + template.content.slice(end) });
    // Back to the text with the cursor after what was inserted.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {index + 1}. {label}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={template.enabled}
              disabled={disabled}
              onChange={(e) => onChange({ ...template, enabled: e.target.checked })}
              slotProps={{ input: { 'aria-label': `${label} 문자 사용` } }}
            />
          }
          label={template.enabled ? '사용' : '사용 안 함'}
        />
      </Stack>
      <Typography id={offeredId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`쓸 수 있는 치환 문자: ${offeredPlaceholdersText(template.type)}`}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {SMS_TEMPLATE_PLACEHOLDERS[template.type].map((p) => (
          <Button key={p} size="small" variant="outlined" disabled={disabled} onClick={() => insert(p)}>
            {`${SMS_PLACEHOLDER_LABELS[p]} 넣기`}
          </Button>
        ))}
      </Stack>
      <TextField
        inputRef={input}
        label={`${label} 문구`}
        value={template.content}
        disabled={disabled}
        onChange={(e) => onChange({ ...template, content: e.target.value })}
        multiline
        minRows={4}
        fullWidth
        error={smsContentProblem(template.type, template.content) !== null}
        slotProps={{ htmlInput: { 'aria-describedby': `${offeredId} ${counterId}` } }}
      />
      <SmsByteCounter id={counterId} type={template.type} text={template.content} />
    </Paper>
  );
}
