import { Box, DialogContent } from '@mui/material';
import { useEffect, useRef } from 'react';
import { usePhone } from '../use-phone';
import type { PostcodeApi, PostcodeResult } from './postcode-loader';
import { DialogFrame } from '../dialog-frame';

interface Props {
  api: PostcodeApi | null;
  onClose: () => void;
  onComplete: (data: PostcodeResult) => void;
}

/** The postcode search embedded in a dialog (full screen on a phone) rather than a pop-up window. */
export function PostcodeDialog({ api, onClose, onComplete }: Props) {
  const fullScreen = usePhone();
  const done = useRef(onComplete);
  useEffect(() => {
    done.current = onComplete;
  });

  // MUI mounts the dialog's content after open; embed once the holder element exists (and only once into it).
  const attach = (el: HTMLDivElement | null) => {
    if (!el || !api || el.childElementCount > 0) return;
    new api.Postcode({ oncomplete: (data) => done.current(data), width: '100%', height: '100%' }).embed(el, {
      autoClose: false,
    });
  };
  return (
    <DialogFrame title="우편번호 검색" open={api !== null} onClose={onClose} maxWidth="sm" closeButton>
      <DialogContent sx={{ p: 0 }}>
        <Box ref={attach} sx={{ width: '100%', height: fullScreen ? '100%' : 480, minHeight: 400 }} />
      </DialogContent>
    </DialogFrame>
  );
}
