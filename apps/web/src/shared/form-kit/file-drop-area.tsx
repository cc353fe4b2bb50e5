import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { fileUrl, MAX_FILE_BYTES, megabytesText, type Attachment } from '@scm/contract';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useFieldDisabled } from './field-props';
import { fileExtension, filesSummary, formatKilobytes } from './file-sizes';
import { useFileUpload } from './use-file-upload';

export interface FileDropAreaProps {
  /** The stored files the record holds; the form sends their ids. */
  value: readonly Attachment[];
  onChange: (files: Attachment[]) => void;
  /** What the files are for (e.g. PrintingWorkOrder), sent with the upload. */
  dtype: string;
  label?: string;
  disabled?: boolean;
}

const chipLabel = (name: string, size: number) => {
  const ext = fileExtension(name);
  return `${name} · ${formatKilobytes(size)}${ext ? ` · ${ext}` : ''}`;
};

/**
 * Draft files (001 §2): drop files or press '파일 선택'; they upload at once ('업로드' retries a failed one). Shows the
 * count and total MB; each file is a chip with its size in KB and extension, removable while editing. In READ mode
 * the chips download the file.
 */
export function FileDropArea({ value, onChange, dtype, label = '첨부 파일', disabled }: FileDropAreaProps) {
  const readOnly = useFieldDisabled(disabled);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // An upload ends after later renders (another may have ended first): it adds to the files held by then.
  const held = useRef(value);
  useEffect(() => {
    held.current = value;
  }, [value]);
  const upload = useFileUpload(dtype, (stored) => {
    const next = [...held.current, ...stored];
    held.current = next;
    onChange(next);
  });
  const sizes = [...value.map((f) => f.size), ...upload.pending.map((f) => f.size)];

  const choose = () => input.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    choose();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!readOnly) upload.add(Array.from(e.dataTransfer.files));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {filesSummary(sizes)}
        </Typography>
      </Stack>
      {!readOnly && (
        <Box
          role="button"
          tabIndex={0}
          aria-label="파일을 끌어다 놓거나 눌러서 선택"
          onClick={choose}
          onKeyDown={onKeyDown}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: over ? 'primary.main' : 'divider',
            bgcolor: over ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 2,
            textAlign: 'center',
            cursor: 'pointer',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <CloudUploadIcon color="action" />
          <Typography variant="body2" color="text.secondary">
            파일을 여기로 끌어다 놓거나 눌러서 선택하세요
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary">
            파일 한 개에 {megabytesText(MAX_FILE_BYTES)}까지
          </Typography>
        </Box>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(e) => {
          upload.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {value.map((f) =>
          readOnly ? (
            <Chip
              key={f.id}
              label={chipLabel(f.originalFileName, f.size)}
              component="a"
              href={`${fileUrl(f.id)}?download=true`}
              clickable
              variant="outlined"
            />
          ) : (
            <Chip
              key={f.id}
              label={chipLabel(f.originalFileName, f.size)}
              onDelete={() => onChange(value.filter((v) => v.id !== f.id))}
              color="primary"
              variant="outlined"
            />
          ),
        )}
        {upload.pending.map((f) => (
          <Chip
            key={`${f.name}-${f.size}`}
            label={`${chipLabel(f.name, f.size)} · 업로드 전`}
            onDelete={() => upload.remove(f)}
            variant="outlined"
          />
        ))}
        {readOnly && value.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            첨부된 파일이 없습니다.
          </Typography>
        )}
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" size="small" onClick={choose} startIcon={<UploadFileIcon />}>
            파일 선택
          </Button>
          <Button variant="contained" size="small" onClick={() => void upload.upload()} disabled={upload.busy}>
            {upload.busy ? '업로드 중…' : '업로드'}
          </Button>
        </Stack>
      )}
      {upload.error && <Alert severity="error">{upload.error}</Alert>}
    </Stack>
  );
}
