// Payloads of revocations (Rücknahme § 48, Widerruf § 49 VwVfG) and of § 42 corrections of decision
// letters (issue 26 point 6, decision 0055). Strict objects; the server re-checks the period against
// the portal clock and the letter against the file.
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { messages } from '../messages';
import { aufhebungTexte as at, bescheidBerichtigungTexte as bb } from '../messages-pruefungsstelle-aufhebung';
import { AUFHEBUNG_VORSCHRIFTEN, FEHLERARTEN, WIDERRUFSGRUENDE } from '../rules/aufhebung';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

const pflichttext = (fehlt: string, max: number, zuLang: string) =>
  z
    .string({ error: fehlt })
    .max(max, { error: zuLang })
    .refine((t) => t.trim() !== '', { error: fehlt });

const aufhebungFelder = {
  vorschrift: z.enum(AUFHEBUNG_VORSCHRIFTEN, { error: at.vorschriftFehlt }),
  /** § 49 (2) sentence 1 Nr. 1–5: only with the Widerruf. */
  widerrufsgrund: z.enum(WIDERRUFSGRUENDE, { error: at.widerrufsgrundFehlt }).optional(),
  /** The day the office learnt the facts that justify the revocation (§ 48 (4) VwVfG). */
  kenntnisAm: z.string({ error: at.kenntnisFehlt }).refine(isIsoDate, { error: at.kenntnisFehlt }),
  /**
   * The decision was obtained by deceit, threat, bribery or incorrect or incomplete statements (§ 48 (2)
   * sentence 3 Nr. 1 VwVfG): the year of § 48 (4) sentence 1 does not apply (sentence 2). Rücknahme only.
   */
  erschlichen: z.boolean({ error: at.erschlichenUngueltig }).optional(),
  begruendung: pflichttext(at.grundFehlt, 5000, at.grundZuLang),
};

type AufhebungRoh = {
  vorschrift: string;
  widerrufsgrund?: string | undefined;
  erschlichen?: boolean | undefined;
};
const widerrufsgrundPasst = (v: AufhebungRoh, ctx: z.RefinementCtx) => {
  if (v.vorschrift === 'p49' && !v.widerrufsgrund)
    ctx.addIssue({ code: 'custom', path: ['widerrufsgrund'], message: at.widerrufsgrundFehlt });
  if (v.vorschrift === 'p48' && v.widerrufsgrund)
    ctx.addIssue({ code: 'custom', path: ['widerrufsgrund'], message: at.widerrufsgrundNurWiderruf });
  // A decision obtained by deceit is unlawful from the start: it is taken back (§ 48), not revoked.
  if (v.vorschrift === 'p49' && v.erschlichen)
    ctx.addIssue({ code: 'custom', path: ['erschlichen'], message: at.erschlichenNurRuecknahme });
};

export const aufhebungSchema = z.strictObject(aufhebungFelder, objektFehler).superRefine(widerrufsgrundPasst);
export type AufhebungEingabe = z.output<typeof aufhebungSchema>;

/** The back-office form: the same fields, unknown keys dropped. */
export const aufhebungFormSchema = z.object(aufhebungFelder).superRefine(widerrufsgrundPasst);

const berichtigungFelder = {
  fehlerart: z.enum(FEHLERARTEN, { error: bb.fehlerartFehlt }),
  /** What the letter says. */
  unrichtig: pflichttext(bb.unrichtigFehlt, 1000, bb.textZuLang),
  /** What it should have said. */
  richtig: pflichttext(bb.richtigFehlt, 1000, bb.textZuLang),
  begruendung: pflichttext(at.grundFehlt, 5000, at.grundZuLang),
  /** An admission letter's wrong date: the admission date that applies (decision 0066); '' is none. */
  zulassungsdatum: z
    .string({ error: bb.zulassungsdatumUngueltig })
    .refine((d) => d === '' || isIsoDate(d), { error: bb.zulassungsdatumUngueltig })
    .optional(),
};

type BerichtigungRoh = { unrichtig: string; richtig: string };
const unterscheidet = (v: BerichtigungRoh, ctx: z.RefinementCtx) => {
  if (v.unrichtig.trim() !== '' && v.unrichtig.trim() === v.richtig.trim())
    ctx.addIssue({ code: 'custom', path: ['richtig'], message: bb.gleich });
};

export const bescheidBerichtigungSchema = z
  .strictObject(berichtigungFelder, objektFehler)
  .superRefine(unterscheidet);
export type BescheidBerichtigungEingabe = z.output<typeof bescheidBerichtigungSchema>;

export const bescheidBerichtigungFormSchema = z.object(berichtigungFelder).superRefine(unterscheidet);
