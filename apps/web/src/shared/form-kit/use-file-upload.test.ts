import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILES_PER_UPLOAD } from '@scm/contract';
import { apiHooks } from '../api/client';
import { filesSummary } from './file-sizes';
import { addPending, notTakenMessage, uploadErrorMessage, uploadFiles } from './use-file-upload';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

afterEach(() => vi.unstubAllGlobals());

describe('draft file upload', () => {
  it('sends the dtype before the files to /api/file/multi and answers the stored files', async () => {
    const stored = [
      {
        id: 7,
        originalFileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 10,
        url: '/api/file/7',
        dtype: 'PrintingWorkOrder',
      },
    ];
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: stored, message: '파일 1개가 업로드되었습니다.' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(uploadFiles([file('a.pdf'), file('b.ai')], 'PrintingWorkOrder')).resolves.toEqual(stored);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/file/multi');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(['dtype', 'files', 'files']);
    expect(body.get('dtype')).toBe('PrintingWorkOrder');
    expect(body.getAll('files').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.ai']);
  });

  it("shows the server's Korean message when the upload is refused, and a general one when the network fails", async () => {
    const saved = apiHooks.alert;
    apiHooks.alert = vi.fn();
    const refusal = {
      errorCode: 'FILE_REJECTED',
      errorMessage: 'x.exe: 올릴 수 없는 형식입니다.',
      isAlert: false,
      isSnackbar: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal), { status: 400 })),
    );
    const error = await uploadFiles([file('x.exe')], 'PrintingWorkOrder').catch((e: unknown) => e);
    expect(uploadErrorMessage(error)).toBe('x.exe: 올릴 수 없는 형식입니다.');
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe(
      '파일을 업로드하지 못했습니다. 잠시 후 다시 시도해주세요.',
    );
    apiHooks.alert = saved;
  });

  it('keeps the same file chosen twice once, and stops at the per-upload limit', () => {
    const a = file('a.pdf');
    expect(addPending([a], [file('a.pdf'), file('b.pdf')]).files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => file(`f${i}.pdf`));
    const { files, tooMany } = addPending([], many);
    expect(files).toHaveLength(MAX_FILES_PER_UPLOAD);
    expect(tooMany).toBe(true);
  });

  it('does not take a file over the size limit: not sent, not counted, named with the limit', () => {
    const small = file('small.pdf', 1000);
    const { files, tooLarge, tooMany } = addPending([], [small, file('huge.pdf', 1001)], 1000);
    expect(files).toEqual([small]);
    expect(filesSummary(files.map((f) => f.size))).toBe('1개 파일 · 0.00 MB');
    expect(tooLarge).toEqual(['huge.pdf']);
    expect(notTakenMessage({ tooLarge, tooMany })).toBe(
      'huge.pdf: 20MB를 넘어 올리지 않았습니다. 파일은 한 개에 20MB까지 올릴 수 있습니다.',
    );
    expect(notTakenMessage({ tooLarge: [], tooMany: false })).toBe('');
  });
});
