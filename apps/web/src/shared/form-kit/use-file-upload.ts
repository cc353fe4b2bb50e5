import { API_FILE, ERRORS, MAX_FILES_PER_UPLOAD, type Attachment } from '@scm/contract';
import { useState } from 'react';
import { api, ApiError } from '../api/client';

/** Sends the chosen files in one multipart call with their dtype; answers the stored attachments. */
export async function uploadFiles(files: readonly File[], dtype: string): Promise<Attachment[]> {
  const form = new FormData();
  // dtype first: the server reads fields in order and files stream straight to storage.
  form.append('dtype', dtype);
  for (const f of files) form.append('files', f, f.name);
  const res = await api.post<Attachment[]>(`${API_FILE}/multi`, form);
  return res.data;
}

/** Adds chosen files to those waiting, skipping the same file chosen twice, at most MAX_FILES_PER_UPLOAD. */
export function addPending(now: readonly File[], added: readonly File[]) {
  const next = [...now, ...added.filter((f) => !now.some((p) => p.name === f.name && p.size === f.size))];
  return { files: next.slice(0, MAX_FILES_PER_UPLOAD), tooMany: next.length > MAX_FILES_PER_UPLOAD };
}

/** The upload's failure in Korean: the server's message, else a general one (network down). */
export const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : '파일을 업로드하지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * Chosen files go up at once, so a form is never saved without a file its user chose; those whose upload failed
 * wait (shown '업로드 전') with the server's Korean message, and '업로드' tries them again. An upload with nothing
 * waiting is refused with ERRORS.FILE_REQUIRED (001 §5).
 */
export function useFileUpload(dtype: string, onUploaded: (stored: Attachment[]) => void) {
  const [pending, setPending] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (files: readonly File[]) => {
    setBusy(true);
    try {
      const stored = await uploadFiles(files, dtype);
      setPending((now) => now.filter((f) => !files.includes(f)));
      onUploaded(stored);
    } catch (e) {
      setError(uploadErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const add = (files: readonly File[]) => {
    setError('');
    const { files: next, tooMany } = addPending(pending, files);
    if (tooMany) setError(ERRORS.TOO_MANY_FILES);
    setPending(next);
    const fresh = next.filter((f) => !pending.includes(f));
    if (fresh.length > 0) void send(fresh);
  };

  const remove = (file: File) => setPending((now) => now.filter((f) => f !== file));

  const upload = async () => {
    if (pending.length === 0) {
      setError(ERRORS.FILE_REQUIRED);
      return;
    }
    setError('');
    await send(pending);
  };

  return { pending, error, busy, add, remove, upload };
}
