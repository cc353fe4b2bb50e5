import { Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { DialogFrame } from '../dialog-frame';
import { readBarcode, BARCODE_MAX_LENGTH } from './barcode-code';
import { CameraView } from './camera-view';

export interface BarcodeScannerDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Resolves a read code (e.g. looks up its item) and closes the dialog. Throw an Error to show its message
   * in the dialog; scanning then goes on.
   */
  onDetected: (code: string) => Promise<void> | void;
  title?: string;
  /** What to scan, in the caller's words (an item label, a job ticket); the item label's words by default. */
  instructions?: string;
}

/** The purchase and stock screens' words: they scan item labels. */
export const ITEM_LABEL_INSTRUCTIONS =
  '품목 라벨의 바코드(Code 128)를 카메라에 비추거나, 바코드 스캐너로 읽거나, 코드를 입력한 뒤 Enter를 누르세요.';

/**
 * Reads a Code-128 label two ways at once: the camera, and a hand scanner (or the keyboard) typing into the
 * focused '바코드' field and pressing Enter.
 */
export function BarcodeScannerDialog({
  open,
  onClose,
  onDetected,
  title = '바코드 스캔',
  instructions = ITEM_LABEL_INSTRUCTIONS,
}: BarcodeScannerDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const reset = () => {
    setText('');
    setError('');
  };

  const resolve = async (raw: string) => {
    if (busyRef.current) return;
    const reading = readBarcode(raw);
    if (!reading.ok) {
      setError(reading.message);
      inputRef.current?.select();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError('');
    try {
      await onDetected(reading.code);
      setText('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      // The next scan replaces the code that failed instead of being appended to it.
      inputRef.current?.select();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const fromCamera = (code: string) => {
    setText(code);
    void resolve(code);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void resolve(text);
  };

  return (
    <DialogFrame title={title} open={open} onClose={onClose} maxWidth="sm" closeButton onExited={reset}>
      <DialogContent dividers>
        <Stack sx={{ gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {instructions}
          </Typography>
          {open && <CameraView onCode={fromCamera} />}
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="바코드"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError('');
              }}
              onKeyDown={onKeyDown}
              inputRef={inputRef}
              autoFocus
              fullWidth
              size="small"
              autoComplete="off"
              error={error !== ''}
              helperText={error || '스캐너로 읽으면 자동으로 확인합니다.'}
              slotProps={{ htmlInput: { maxLength: BARCODE_MAX_LENGTH, spellCheck: false, autoCapitalize: 'off' } }}
            />
            <Button
              variant="contained"
              onClick={() => void resolve(text)}
              disabled={busy}
              sx={{ flexShrink: 0, mt: 0.25 }}
            >
              확인
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          닫기
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
