import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { STAMP_CONTENT_TYPES, STAMP_MAX_BYTES, employeeMessages, employeeStampUrl } from '@scm/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { FormCheckbox, useFormMode } from '../../shared/form-kit';
import { useFormContext } from 'react-hook-form';
import type { EmployeeFormInput, EmployeeFormValues } from './employee-form-schema';

interface Props {
  /** The saved employee's id and whether it has a stamp; absent in CREATE. */
  saved?: { id: number; hasStamp: boolean };
  stamp: File | null;
  onStampChange: (file: File | null) => void;
}

/** A chosen file's preview address, released when it changes. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

function StampImage({ src }: { src: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt="도장 이미지"
      sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}
    />
  );
}

/** 도장: the stored image in READ; in CREATE/UPDATE a file picker with a preview, and 도장 삭제 for a stored one. */
export function StampField({ saved, stamp, onStampChange }: Props) {
  const mode = useFormMode();
  const inputId = useId();
  const preview = usePreviewUrl(stamp);
  const [error, setError] = useState<string | null>(null);
  const { control } = useFormContext<EmployeeFormInput, unknown, EmployeeFormValues>();
  const storedUrl = saved?.hasStamp ? employeeStampUrl(saved.id) : null;
  const shown = preview ?? storedUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(STAMP_CONTENT_TYPES as readonly string[]).includes(file.type))
      return setError(employeeMessages.stampNotImage);
    if (file.size > STAMP_MAX_BYTES) return setError(employeeMessages.stampTooLarge);
    setError(null);
    onStampChange(file);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {shown ? (
        <StampImage src={shown} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          등록된 도장 이미지가 없습니다.
        </Typography>
      )}
      {mode !== 'READ' && (
        <Stack sx={{ gap: 0.5 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              size="small"
              startIcon={<UploadFileOutlined />}
            >
              도장 이미지 선택
              <input
                id={inputId}
                hidden
                type="file"
                accept={STAMP_CONTENT_TYPES.join(',')}
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {stamp && (
              <Button size="small" color="inherit" onClick={() => onStampChange(null)}>
                선택 취소
              </Button>
            )}
          </Stack>
          <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
            {error ?? (stamp ? stamp.name : 'PNG, JPG, GIF, WEBP · 2MB 이하')}
          </Typography>
          {mode === 'UPDATE' && saved?.hasStamp && !stamp && (
            <FormCheckbox control={control} name="deleteStamp" label="저장할 때 도장 이미지 삭제" />
          )}
        </Stack>
      )}
    </Stack>
  );
}
