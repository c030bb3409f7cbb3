import { describe, expect, it } from 'vitest';
import { isoAusJson } from '../src/features/documents/rules';

describe('the listed createdAt (GET /api/dokumente, issue 29)', () => {
  it('is what toISOString gives for every form of a timestamptz in json', () => {
    for (const text of [
      '2026-11-29T04:42:46.382123+00:00',
      '2026-11-29T04:42:46.999999+00:00',
      '2026-01-01T00:00:00+00:00',
      '2026-01-01T00:00:00.1+00:00',
      '2026-01-01T00:00:00.12+00:00',
      '2026-01-01T00:00:00.000001+00:00',
      // Another session time zone: through a Date.
      '2026-01-01T02:00:00.5+02:00',
      '2026-01-01T00:00:00.25-03:30',
    ]) {
      expect(isoAusJson(text), text).toBe(new Date(text).toISOString());
    }
  });
});
