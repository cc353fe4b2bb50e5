import { API_FILE, ERRORS, fileMessages, MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD, type Attachment } from '@scm/contract';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../api/client';
import { useUploadGate } from './upload-gate';

/** Sends the chosen files in one multipart call with their dtype; answers the stored attachments. */
export async function uploadFiles(files: readonly File[], dtype: string): Promise<Attachment[]> {
  const form = new FormData();
  // dtype first: the server reads fields in order and files stream straight to storage.
  form.append('dtype', dtype);
  for (const f of files) form.append('files', f, f.name);
  const res = await api.post<Attachment[]>(`${API_FILE}/multi`, form);
  return res.data;
}

/**
 * Adds chosen files to those waiting, skipping the same file chosen twice, at most MAX_FILES_PER_UPLOAD. A file over
 * the size limit is not taken (neither sent nor counted in the total); `tooLarge` names it for the message.
 */
export function addPending(now: readonly File[], added: readonly File[], maxBytes = MAX_FILE_BYTES) {
  const fitting = added.filter((f) => f.size <= maxBytes);
  const tooLarge = added.filter((f) => f.size > maxBytes).map((f) => f.name);
  const next = [...now, ...fitting.filter((f) => !now.some((p) => p.name === f.name && p.size === f.size))];
  return { files: next.slice(0, MAX_FILES_PER_UPLOAD), tooMany: next.length > MAX_FILES_PER_UPLOAD, tooLarge };
}

/** What the drop area says about the files it did not take: the size limit, then the count limit. */
export const notTakenMessage = ({ tooLarge, tooMany }: { tooLarge: readonly string[]; tooMany: boolean }) =>
  [tooLarge.length > 0 ? fileMessages.tooLargeNamed(tooLarge) : '', tooMany ? ERRORS.TOO_MANY_FILES : '']
    .filter(Boolean)
    .join(' ');

/** The file the server refused for its size (its 413 starts with the file's name), so it leaves the waiting list. */
const refusedForSize = (error: unknown, files: readonly File[]) =>
  error instanceof ApiError && error.body?.errorCode === 'FILE_TOO_LARGE'
    ? files.find((f) => error.message.startsWith(`${f.name}:`))
    : undefined;

/** The upload's failure in Korean: the server's message, else a general one (network down). */
export const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : '파일을 업로드하지 못했습니다. 잠시 후 다시 시도해주세요.';

/**
 * Chosen files go up at once; those whose upload failed wait (shown '업로드 전') with the server's Korean message,
 * and '업로드' tries them again. An upload with nothing waiting is refused with ERRORS.FILE_REQUIRED (001 §5).
 * Inside a form, its save waits for the uploads under way and refuses while a chosen file is not stored (UploadGate),
 * so the saved record never misses a file its user chose.
 */
export function useFileUpload(dtype: string, onUploaded: (stored: Attachment[]) => void) {
  const gate = useUploadGate();
  const [pending, setPendingState] = useState<File[]>([]);
  // The gate reads the files not stored yet the moment a save is asked, before React renders again.
  const pendingNow = useRef<File[]>([]);
  const setPending = (next: (now: File[]) => File[]) => {
    pendingNow.current = next(pendingNow.current);
    setPendingState(pendingNow.current);
  };
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => gate?.countUnsent(() => pendingNow.current.length), [gate]);

  const send = async (files: readonly File[]) => {
    setBusy(true);
    try {
      const stored = await uploadFiles(files, dtype);
      setPending((now) => now.filter((f) => !files.includes(f)));
      onUploaded(stored);
    } catch (e) {
      const oversized = refusedForSize(e, files);
      if (oversized) setPending((now) => now.filter((f) => f !== oversized));
      setError(uploadErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const sendTracked = (files: readonly File[]) => (gate ? gate.track(send(files)) : send(files));

  const add = (files: readonly File[]) => {
    setError('');
    const before = pendingNow.current;
    const { files: next, tooMany, tooLarge } = addPending(before, files);
    setError(notTakenMessage({ tooLarge, tooMany }));
    setPending(() => next);
    const fresh = next.filter((f) => !before.includes(f));
    if (fresh.length > 0) void sendTracked(fresh);
  };

  const remove = (file: File) => setPending((now) => now.filter((f) => f !== file));

  const upload = async () => {
    if (pendingNow.current.length === 0) {
      setError(ERRORS.FILE_REQUIRED);
      return;
    }
    setError('');
    await sendTracked(pendingNow.current);
  };

  return { pending, error, busy, add, remove, upload };
}
