import { describe, expect, it } from 'vitest';
import { formModeFor } from './form-mode';

describe('formModeFor: a form without write authority is READ only', () => {
  it('keeps the asked mode with write authority', () => {
    expect(formModeFor('UPDATE', true)).toBe('UPDATE');
    expect(formModeFor('CREATE', true)).toBe('CREATE');
    expect(formModeFor('READ', true)).toBe('READ');
  });

  it('turns UPDATE and CREATE into READ without it', () => {
    expect(formModeFor('UPDATE', false)).toBe('READ');
    expect(formModeFor('CREATE', false)).toBe('READ');
    expect(formModeFor('READ', false)).toBe('READ');
  });
});
