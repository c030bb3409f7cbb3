// The guard of the one field library (issue 31.2, decision 0045): form controls – <input>, <select>,
// <textarea> – and field components are written in components/form only (and the file chooser in
// components/upload, which UploadField frames). Every page, wizard step and flow composes those, so
// labels, hints, error texts, ARIA, ids and the error summary behave the same everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const LIBRARY = ['components/form/', 'components/upload/'];

/**
 * Controls written by hand today, each with its reason. The back-office moves onto the library with
 * issue 31.1 (its files leave this list then); the list only shrinks: an entry whose file no longer
 * writes a control fails below.
 */
const NOCH_EIGEN: Readonly<Record<string, string>> = {
  'features/start/Nachforderungen.tsx': 'one answer sent at once (text or one file), no form state',
  'features/meinedaten/ErinnerungenAbschnitt.tsx': 'the read-only calendar address to copy, not a field',
  'pruefungsstelle/entscheidungen/EntwurfPanel.tsx': 'back-office, issue 31.1',
  // The separate-room checkbox moved here from NachteilsausgleichForm.tsx (decision 0066).
  'pruefungsstelle/entscheidungen/MassnahmenFelder.tsx': 'back-office, issue 31.1',
  'pruefungsstelle/entscheidungen/EntscheidungForm.tsx': 'back-office, issue 31.1',
  'pruefungsstelle/kandidat/Nachforderungen.tsx': 'back-office, issue 31.1',
  // Built in the same session as the library, on other branches (merge of 2026-11-28): to move onto it.
};

/** Widgets that are no field but show a field's error text under them. */
const TEILE_ERLAUBT: Readonly<Record<string, string>> = {
  'components/captcha/Captcha.tsx': "the ALTCHA box's error text, as under a field",
};

const CONTROL = /<(input|select|textarea)\b/;
/** The parts a field is built of; a file outside the library that uses them builds its own field. */
const FIELD_PARTS = /\b(FieldFrame|ChoiceFieldset|controlProps|FieldError|RequiredMark|describedBy)\b/;

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));
const outside = sources.filter((file) => !LIBRARY.some((dir) => file.startsWith(dir)));
const text = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

describe('one field library (components/form)', () => {
  it('no file outside the library writes a form control of its own', () => {
    const found = outside.filter((file) => CONTROL.test(text(file)) && !(file in NOCH_EIGEN));
    expect(found, 'use or extend a field of components/form').toEqual([]);
  });

  it('no field component is built outside the library from its parts (a preset of a field is fine)', () => {
    const found = outside.flatMap((file) => {
      const match = FIELD_PARTS.exec(text(file));
      return match && !(file in NOCH_EIGEN) && !(file in TEILE_ERLAUBT) ? [`${file}: ${match[1]}`] : [];
    });
    expect(found, 'field components live in components/form').toEqual([]);
  });

  it('the list of files with their own controls only shrinks', () => {
    const stale = Object.keys(NOCH_EIGEN).filter(
      (file) => !sources.includes(file) || !CONTROL.test(text(file)),
    );
    expect(stale, 'remove these entries: they use the library now').toEqual([]);
  });

  it('the wizard has no field folder of its own any more', () => {
    expect(sources.filter((file) => file.startsWith('wizard/fields/'))).toEqual([]);
  });
});
