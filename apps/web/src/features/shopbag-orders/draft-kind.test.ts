import { describe, expect, it } from 'vitest';
import { draftDownloadUrl, isDrawableImage } from './draft-kind';

describe('slot draft preview', () => {
  it('draws browser images and offers everything else as a download', () => {
    expect(isDrawableImage('image/png')).toBe(true);
    expect(isDrawableImage('IMAGE/JPEG')).toBe(true);
    expect(isDrawableImage('image/svg+xml; charset=utf-8')).toBe(true);
    expect(isDrawableImage('application/pdf')).toBe(false);
    expect(isDrawableImage('image/tiff')).toBe(false);
    expect(isDrawableImage('image/vnd.adobe.photoshop')).toBe(false);
    expect(isDrawableImage('application/octet-stream')).toBe(false);
    expect(isDrawableImage('')).toBe(false);
  });

  it('asks the file API for an attachment', () => {
    expect(draftDownloadUrl('/api/file/7')).toBe('/api/file/7?download=true');
    expect(draftDownloadUrl('/api/file/7?v=2')).toBe('/api/file/7?v=2&download=true');
  });
});
