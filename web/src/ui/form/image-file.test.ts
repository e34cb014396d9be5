import { describe, expect, it } from 'vitest';

import { IMAGE_MAX_BYTES, imageFileProblem, isPreviewableImage } from './image-file';

describe('image files for the BFF', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']) {
    it(`accepts ${type}`, () => expect(imageFileProblem({ type, size: 1000 })).toBe(null));
  }
  it('refuses another type', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageFileProblem({ type: '', size: 1000 })).toBe('type');
  });
  it('accepts exactly 5 MB and refuses more', () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBe(null);
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
  it('refuses an empty file', () => expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('empty'));
  it('previews image data URLs and URLs only', () => {
    expect(isPreviewableImage('data:image/png;base64,AAAA')).toBe(true);
    expect(isPreviewableImage('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isPreviewableImage('/files/hotel/1/logo.png')).toBe(true);
    expect(isPreviewableImage('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isPreviewableImage('data:text/html;base64,AAAA')).toBe(false);
    expect(isPreviewableImage('javascript:alert(1)')).toBe(false);
    expect(isPreviewableImage(null)).toBe(false);
  });
});
