// Reading a declaration's JSON (envelope or multipart part) with the shared strict schema. The `art`
// of the envelope is compared first, so a declaration sent to the wrong route is named as such.
import { type z, ZodError, ZodObject } from 'zod';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { parseSemesterDisplay, type Semester } from '@examensportal/domain/rules/semester';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import type { IsoDate } from '@examensportal/domain/dates';
import { fieldErrorsOf, HttpError } from '../../http/errors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Unknown keys are refused (SEC-AC-4): a schema built as a plain object is made strict here; the
 * strict ones stay as they are. zod keeps the schema's German message for the unknown keys.
 */
function streng<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return schema instanceof ZodObject ? (schema.strict() as unknown as z.ZodType<T>) : schema;
}

/** 422 when `art` names another declaration; 400 with German field errors when the schema refuses. */
export function parseErklaerung<T>(schema: z.ZodType<T>, arten: readonly number[] | null, body: unknown): T {
  if (!isRecord(body)) throw new HttpError(400, messages.validation.eingabenUngueltig, {}, {});
  if (arten !== null && typeof body.art === 'number' && !arten.includes(body.art)) {
    throw new HttpError(422, serverTexte.erklaerungen.falscheArt);
  }
  try {
    return streng(schema).parse(body);
  } catch (error) {
    if (error instanceof ZodError) {
      // A selection rule of spec §5 on the whole envelope (nothing chosen, June and August of one
      // module) is a rule violation with the spec's text; anything else is malformed input.
      const [regel] = error.issues;
      if (error.issues.length === 1 && regel?.code === 'custom' && regel.path.length === 0) {
        throw new HttpError(422, regel.message);
      }
      throw new HttpError(400, messages.validation.eingabenUngueltig, {}, fieldErrorsOf(error));
    }
    throw error;
  }
}

/** The envelope's term must be the open one of the Berlin day; the client fetches it again. */
export function offenerTerminDerErklaerung(
  zulassungsblock: string,
  today: IsoDate,
  settings: Verfahrenseinstellungen,
): Semester {
  const offen = offenerTermin(today, settings);
  const termin = parseSemesterDisplay(zulassungsblock);
  if (!termin || termin.value !== offen.value) {
    throw new HttpError(409, messages.toasts.antragszeitraumBeendet(termin?.display ?? zulassungsblock));
  }
  return offen;
}
