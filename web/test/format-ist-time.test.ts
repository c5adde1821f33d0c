import { describe, expect, it } from 'vitest';
import { formatIstTime } from '../src/lib/format-ist-time';

describe('formatIstTime', () => {
  const iso = '2025-01-17T09:34:00.000Z'; // 3:04 pm in India

  it('shows India Standard Time in English with am/pm', () => {
    expect(formatIstTime(iso, 'en')).toMatch(/^17 Jan 2025, 3:04\s?pm$/);
  });

  it('shows it in Hindi on the 24-hour clock, with no Latin letters', () => {
    const text = formatIstTime(iso, 'hi');
    expect(text).toContain('15:04');
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('leaves a text that is no instant as it came', () => {
    expect(formatIstTime('soon', 'hi')).toBe('soon');
  });
});
