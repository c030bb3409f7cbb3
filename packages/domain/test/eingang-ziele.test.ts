// The Eingang's service levels (issue 28 point 3, decision 0046): EINGANG_ZIEL_TAGE over the defaults,
// German refusals naming the part, and "über Ziel" as a property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EINGANG_QUEUES } from '../src/messages-pruefungsstelle-eingang';
import { EINGANG_ZIEL_STANDARD, eingangZieleLesen, ueberZiel } from '../src/rules/eingang-ziele';

describe('eingangZieleLesen', () => {
  it.each([
    [undefined, EINGANG_ZIEL_STANDARD],
    ['', EINGANG_ZIEL_STANDARD],
    ['antraege=10', { ...EINGANG_ZIEL_STANDARD, antraege: 10 }],
    [' antraege = 10 , wiedervorlage=1,', { ...EINGANG_ZIEL_STANDARD, antraege: 10, wiedervorlage: 1 }],
    ['freigabe=365', { ...EINGANG_ZIEL_STANDARD, freigabe: 365 }],
  ])('%j gives the targets', (text, ziele) => {
    expect(eingangZieleLesen(text)).toEqual({ ziele });
  });

  it.each([
    'antraege',
    'antraege=0',
    'antraege=366',
    'antraege=1.5',
    'anträge=3',
    'antraege=3=4',
    'x=1',
    'antraege=-1',
  ])('%j is refused naming the part', (text) => {
    const gelesen = eingangZieleLesen(text);
    expect(gelesen).toHaveProperty('fehler');
    expect((gelesen as { fehler: string }).fehler).toContain(`„${text}“`);
  });

  it('has a default only for known queues', () => {
    for (const queue of Object.keys(EINGANG_ZIEL_STANDARD)) expect(EINGANG_QUEUES).toContain(queue);
  });
});

describe('ueberZiel', () => {
  it('is over exactly when older than the target, never without one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 365 }), (alter, ziel) => {
        expect(ueberZiel(alter, ziel)).toBe(alter > ziel);
        expect(ueberZiel(alter, undefined)).toBe(false);
      }),
    );
  });
});
