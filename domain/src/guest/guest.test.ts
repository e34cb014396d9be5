import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inquiryStatusOn } from './guest.js';

describe('inquiry status', () => {
  it('shows an open inquiry whose arrival date passed as expired', () => {
    assert.equal(inquiryStatusOn('OPEN', '2026-01-09', '2026-01-10'), 'EXPIRED');
  });
  it('keeps an open inquiry arriving today open', () => {
    assert.equal(inquiryStatusOn('OPEN', '2026-01-10', '2026-01-10'), 'OPEN');
  });
  it('never changes a converted or lost inquiry', () => {
    assert.equal(inquiryStatusOn('CONVERTED', '2026-01-01', '2026-01-10'), 'CONVERTED');
    assert.equal(inquiryStatusOn('LOST', '2026-01-01', '2026-01-10'), 'LOST');
  });
});
