import { describe, expect, it } from 'vitest';
import { requestIds } from '../src/http/request-id';

describe('request ids (decision 0089)', () => {
  it('are unique within a process and between instances, in the form of a UUID', () => {
    const first = requestIds();
    const second = requestIds();
    const ids = [first(), first(), first(), second(), second()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // One random prefix per instance, a counter after it.
    expect(ids[0]?.slice(0, 24)).toBe(ids[2]?.slice(0, 24));
    expect(ids[0]?.slice(0, 24)).not.toBe(ids[3]?.slice(0, 24));
    expect(ids.map((id) => id.slice(24))).toEqual([
      '000000000001',
      '000000000002',
      '000000000003',
      '000000000001',
      '000000000002',
    ]);
  });
});
