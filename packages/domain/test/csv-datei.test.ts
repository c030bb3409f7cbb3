// The separator of CSV files as Excel and other programs write them (issue 28, point 8).
import { describe, expect, it } from 'vitest';
import { csvTrennzeichen } from '../src/rules/csv-datei';

describe('csvTrennzeichen', () => {
  it.each([
    ['E-Mail;Modul;Ergebnis;Datum\r\na;b;c;d', ';'],
    ['\uFEFFE-Mail,Modul,Ergebnis,Datum\na,b,c,d', ','],
    ['E-Mail\tModul\tErgebnis\tDatum\n', '\t'],
    ['\r\n\r\n"E-Mail";"Modul, Teil";"Ergebnis";"Datum"', ';'],
    ['"E-Mail;x","Modul","Ergebnis","Datum"', ','],
    ['E-Mail', ';'],
    ['', ';'],
  ])('%j is separated by %j', (text, trennzeichen) => {
    expect(csvTrennzeichen(text)).toBe(trennzeichen);
  });
});
