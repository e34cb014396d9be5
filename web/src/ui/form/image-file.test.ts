import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { IMAGE_MAX_BYTES, imageFileProblem, isPreviewableImage } from './image-file.js';

describe('image files for the BFF', () => {
  for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']) {
    it(`accepts ${type}`, () => assert.equal(imageFileProblem({ type, size: 1000 }), null));
  }
  it('refuses another type', () => {
    assert.equal(imageFileProblem({ type: 'application/pdf', size: 1000 }), 'type');
    assert.equal(imageFileProblem({ type: '', size: 1000 }), 'type');
  });
  it('accepts exactly 5 MB and refuses more', () => {
    assert.equal(IMAGE_MAX_BYTES, 5 * 1024 * 1024);
    assert.equal(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES }), null);
    assert.equal(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 }), 'size');
  });
  it('refuses an empty file', () => assert.equal(imageFileProblem({ type: 'image/png', size: 0 }), 'empty'));
  it('previews image data URLs and URLs only', () => {
    assert.equal(isPreviewableImage('data:image/png;base64,AAAA'), true);
    assert.equal(isPreviewableImage('data:image/svg+xml,%3Csvg%3E'), true);
    assert.equal(isPreviewableImage('/files/hotel/1/logo.png'), true);
    assert.equal(isPreviewableImage('https://cdn.example.com/a.jpg'), true);
    assert.equal(isPreviewableImage('data:text/html;base64,AAAA'), false);
    assert.equal(isPreviewableImage('javascript:alert(1)'), false);
    assert.equal(isPreviewableImage(null), false);
  });
});
