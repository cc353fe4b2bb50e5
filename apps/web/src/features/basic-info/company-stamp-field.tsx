import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import {
  COMPANY_STAMP_CONTENT_TYPES,
  COMPANY_STAMP_MAX_BYTES,
  COMPANY_STAMP_URL,
  basicInfoMessages,
  type BasicInfoInput,
} from '@scm/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormCheckbox, useFormMode } from '../../shared/form-kit';
import type { BasicInfoValues } from './api';

interface Props {
  /** Whether a stamp is stored, and a key that changes when it does (the image address is the same). */
  stored: { hasStamp: boolean; version: string };
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

/** 직인: the stored image in READ; in UPDATE a file picker with a preview, and removal of a stored one. */
export function CompanyStampField({ stored, stamp, onStampChange }: Props) {
  const mode = useFormMode();
  const inputId = useId();
  const hintId = useId();
  const preview = usePreviewUrl(stamp);
  const [error, setError] = useState<string | null>(null);
  const { control, watch } = useFormContext<BasicInfoInput & { deleteStamp?: boolean }, unknown, BasicInfoValues>();
  const deleting = watch('deleteStamp') === true;
  const storedUrl =
    stored.hasStamp && !deleting ? `${COMPANY_STAMP_URL}?v=${encodeURIComponent(stored.version)}` : null;
  const shown = preview ?? storedUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(COMPANY_STAMP_CONTENT_TYPES as readonly string[]).includes(file.type))
      return setError(basicInfoMessages.stampNotImage);
    if (file.size > COMPANY_STAMP_MAX_BYTES) return setError(basicInfoMessages.stampTooLarge);
    setError(null);
    onStampChange(file);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        직인
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt="회사 직인 이미지"
            sx={{
              width: 96,
              height: 96,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 0.5,
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {deleting
              ? '저장하면 직인 이미지가 삭제됩니다.'
              : '등록된 직인 이미지가 없습니다. 견적서에는 (인)으로 표시됩니다.'}
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
                aria-describedby={hintId}
              >
                직인 이미지 선택
                <input
                  id={inputId}
                  hidden
                  type="file"
                  accept={COMPANY_STAMP_CONTENT_TYPES.join(',')}
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
            <Typography
              id={hintId}
              variant="caption"
              color={error ? 'error' : 'text.secondary'}
              role={error ? 'alert' : undefined}
            >
              {error ?? (stamp ? stamp.name : 'PNG, JPG · 2MB 이하 · 배경이 투명한 PNG를 권장합니다')}
            </Typography>
            {stored.hasStamp && !stamp && (
              <FormCheckbox control={control} name="deleteStamp" label="저장할 때 직인 이미지 삭제" />
            )}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
