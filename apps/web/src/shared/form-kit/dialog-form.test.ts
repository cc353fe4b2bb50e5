import { zodResolver } from '@hookform/resolvers/zod';
import type * as Mui from '@mui/material';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormControl, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/client';
import { DialogForm, dialogSubmit } from './dialog-form';
import { FormTextField } from './form-text-field';

// Rendered on the server a Dialog mounts nothing (its portal waits for a browser): here it shows its content in place.
vi.mock('@mui/material', async (importOriginal) => {
  const mui = await importOriginal<typeof Mui>();
  const Dialog = ({ open, children }: { open: boolean; children: ReactNode }) =>
    open ? createElement('div', { role: 'dialog' }, children) : null;
  return { ...mui, Dialog };
});

const Schema = z.object({ code: z.string().trim().min(1, '코드를 입력하세요.'), name: z.string() });
type Input = z.input<typeof Schema>;
type Values = z.output<typeof Schema>;

/** A form outside React, so the test can submit it; the rendered dialog then reads the same form state. */
const formOf = (code: string) =>
  createFormControl<Input, unknown, Values>({ resolver: zodResolver(Schema), defaultValues: { code, name: '' } });

function render(control: ReturnType<typeof formOf>['formControl'], props: { disabled?: boolean } = {}) {
  function Harness() {
    const form = useForm<Input, unknown, Values>({ formControl: control });
    const fields = createElement(
      Fragment,
      null,
      createElement(FormTextField<Input, Values>, {
        control: form.control,
        name: 'code',
        label: '설비 코드',
        required: true,
      }),
      createElement(FormTextField<Input, Values>, { control: form.control, name: 'name', label: '설비명' }),
    );
    return createElement(DialogForm<Input, Values>, {
      form,
      title: '설비 추가',
      mode: 'CREATE',
      submitLabel: '등록',
      onClose: () => undefined,
      onSubmit: () => Promise.resolve(),
      onError: () => undefined,
      ...props,
      children: fields,
    });
  }
  return renderToStaticMarkup(createElement(Harness));
}

const asForm = (f: ReturnType<typeof formOf>) => f as unknown as UseFormReturn<Input, unknown, Values>;

describe('DialogForm', () => {
  it('renders the title, the fields in the given mode, 취소 and the submit button inside one form', () => {
    const html = render(formOf('').formControl);
    expect(html).toMatch(/^<div role="dialog"><form noValidate="">/);
    expect(html).toContain('설비 추가');
    expect(html).toContain('설비 코드');
    expect(html).toMatch(/<input[^>]*required=""[^>]*name="code"|<input[^>]*name="code"[^>]*required=""/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>취소/);
    expect(html).toMatch(/<button[^>]*type="submit">(<span[^>]*><\/span>)?등록/);
    expect(html).not.toMatch(/type="submit" disabled/);
    expect(render(formOf('').formControl, { disabled: true })).toMatch(/<button[^>]*type="submit" disabled=""/);
  });

  it('sends the values the schema made, and only valid ones', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onError = vi.fn();
    const onBeforeSubmit = vi.fn();
    const blank = formOf('  ');
    const onInvalid = vi.fn();
    await dialogSubmit(asForm(blank), { onSubmit, onError, onInvalid, onBeforeSubmit })();
    expect(onBeforeSubmit).toHaveBeenCalledTimes(1);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(render(blank.formControl)).toContain('코드를 입력하세요.');

    const filled = formOf(' OFFSET_02 ');
    await dialogSubmit(asForm(filled), { onSubmit, onError })();
    expect(onSubmit).toHaveBeenCalledWith({ code: 'OFFSET_02', name: '' });
    expect(onError).not.toHaveBeenCalled();
  });

  it("shows a refused save's field error under its field, and hands any other error to onError", async () => {
    const taken = new ApiError(400, null, { code: { isError: true, defaultMessage: '이미 등록된 설비 코드입니다.' } });
    const onError = vi.fn();
    const form = formOf('OFFSET_02');
    await dialogSubmit(asForm(form), { onSubmit: () => Promise.reject(taken), onError })();
    expect(onError).not.toHaveBeenCalled();
    expect(form.getFieldState('code').error?.message).toBe('이미 등록된 설비 코드입니다.');
    const html = render(form.formControl);
    expect(html).toMatch(/name="code"[\s\S]*이미 등록된 설비 코드입니다\.[\s\S]*설비명/);
    expect(html).toContain('Mui-error');

    const conflict = new ApiError(409, null, null);
    await dialogSubmit(asForm(formOf('OFFSET_02')), { onSubmit: () => Promise.reject(conflict), onError })();
    expect(onError).toHaveBeenCalledWith(conflict);
  });

  it('keeps a server message for a field the form does not show as the form-wide error', async () => {
    const orphan = new ApiError(400, null, {
      ipAddress: { isError: true, defaultMessage: 'IP 주소가 이미 있습니다.' },
    });
    const form = formOf('OFFSET_02');
    await dialogSubmit(asForm(form), { onSubmit: () => Promise.reject(orphan), onError: () => undefined })();
    expect(form.control._formState.errors.root?.server?.message).toBe('IP 주소가 이미 있습니다.');
  });
});
