import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from '../src/uuid';

describe('isUuid', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    // Any version and variant: PostgreSQL stores them all.
    ['00000000-0000-0000-0000-000000000000', true],
    ['0f8fad5b-d9cb-469f-a165-70867728950', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e0', false],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950g', false],
    [' 0f8fad5b-d9cb-469f-a165-70867728950e', false],
    ['../0f8fad5b-d9cb-469f-a165-70867728950e', false],
    ['0f8fad5b-d9cb-469f-a165-70867728950e\n', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it('accepts every UUID fast-check makes', () => {
    fc.assert(fc.property(fc.uuid(), (id) => isUuid(id)));
  });
});
