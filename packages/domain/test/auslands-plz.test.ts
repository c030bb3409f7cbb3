import { describe, expect, it } from 'vitest';
import { isAuslandsPlz } from '../src/schemas/kontaktdaten';

// The pattern was rewritten without a nested quantifier (eslint-plugin-security); these pin its language.
describe('foreign postcodes', () => {
  it.each(['1', 'A', '1010', 'SW1A 1AA', 'NL-1234', 'A1 B-2 C3D', '1234567890'])('accepts %j', (plz) => {
    expect(isAuslandsPlz(plz)).toBe(true);
  });

  it.each(['', ' ', '-1', '1-', '12 ', ' 12', '12345678901', '12_34', 'Ä1', '12\n'])('refuses %j', (plz) => {
    expect(isAuslandsPlz(plz)).toBe(false);
  });
});
