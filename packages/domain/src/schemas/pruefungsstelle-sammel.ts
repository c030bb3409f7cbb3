// Batch work of the back-office (issue 28 point 4, decision 0047): up to 500 submitted applications
// are drafted as admissions, each in its own transaction, and a leitung releases up to 500 open drafts,
// each in its own transaction; the answer reports every item, done or refused with its German reason.
import { z } from 'zod';
import { messages } from '../messages';
import { listenTexte as l } from '../messages-pruefungsstelle-listen';
import { ENTWURF_ARTEN } from './pruefungsstelle-entwuerfe';
import { istSchluessel } from './pruefungsstelle-eingang';
import { arbeitenFehler, ergebnisFelder, mitNotenRegel } from './pruefungsstelle-ladungen';

const objektFehler = { error: messages.validation.eingabenUngueltig } as const;

/** The cap of one batch, as démarches-simplifiées caps its bulk actions. */
export const SAMMEL_HOECHSTENS = 500;

const auswahl = () =>
  z
    .array(z.uuid({ error: l.idUngueltig }), { error: l.keineAuswahl })
    .min(1, { error: l.keineAuswahl })
    .max(SAMMEL_HOECHSTENS, { error: l.zuViele });

export const sammelKandidatenSchema = z.strictObject({ kandidaten: auswahl() }, objektFehler);
export type SammelKandidaten = z.output<typeof sammelKandidatenSchema>;
export const sammelEntwuerfeAuswahlSchema = z.strictObject({ entwuerfe: auswahl() }, objektFehler);
export type SammelEntwuerfeAuswahl = z.output<typeof sammelEntwuerfeAuswahlSchema>;
/** Eingang items to acknowledge ('ruecktritt:<id>', 'dokument:<id>'), as the single Kenntnisnahme takes. */
export const sammelKenntnisnahmenSchema = z.strictObject(
  {
    eintraege: z
      .array(z.string({ error: l.idUngueltig }).refine(istSchluessel, { error: l.idUngueltig }), {
        error: l.keineAuswahl,
      })
      .min(1, { error: l.keineAuswahl })
      .max(SAMMEL_HOECHSTENS, { error: l.zuViele }),
  },
  objektFehler,
);

/**
 * Results of many candidates of one term and exam (decision 0061): what they share once, and per
 * candidate the rest of the single result's payload, whatever fields it has (parts, grades), so the
 * batch follows it without naming them. Shared once, 500 items stay inside the body's key limit.
 */
const gemeinsam = { termin: true, pruefung: true, datum: true } as const;
/** The batch's fields without the cross-field rule (the web form omits the shared ones; zod 4). */
export const sammelErgebnisseFelder = z.strictObject(
  {
    ...ergebnisFelder.pick(gemeinsam).shape,
    eintraege: z
      .array(mitNotenRegel(ergebnisFelder.omit(gemeinsam)), { error: l.keineAuswahl })
      .min(1, { error: l.keineAuswahl })
      .max(SAMMEL_HOECHSTENS, { error: l.zuViele }),
  },
  objektFehler,
);
export const sammelErgebnisseSchema = sammelErgebnisseFelder.superRefine((d, ctx) => {
  // The papers per module (decision 0068): the module is shared, so the count is checked here.
  d.eintraege.forEach((eintrag, i) => {
    const fehler = arbeitenFehler(d.pruefung, eintrag);
    if (fehler)
      ctx.addIssue({ code: 'custom', path: ['eintraege', i, fehler.path], message: fehler.message });
  });
});
export type SammelErgebnisse = z.output<typeof sammelErgebnisseSchema>;

export const sammelSeiteQuerySchema = z.strictObject(
  { seite: z.coerce.number({ error: l.filterUngueltig }).int().min(1).max(1_000_000).default(1) },
  objektFehler,
);

const person = {
  kandidat: z.uuid(),
  name: z.string(),
  aktenzeichen: z.string(),
};

/** The submitted applications without an open draft: what a batch of admissions can choose from. */
export const sammelZulassungenSchema = z.object({
  eintraege: z.array(z.object({ ...person, antragId: z.uuid(), eingereichtAm: z.string().nullable() })),
  gesamt: z.number().int(),
  seite: z.number().int(),
  seiten: z.number().int(),
});
export type SammelZulassungen = z.infer<typeof sammelZulassungenSchema>;

/** Before the batch: each chosen item, possible or not with the German reason. */
export const sammelVorschauSchema = z.object({
  eintraege: z.array(z.object({ ...person, moeglich: z.boolean(), grund: z.string().nullable() })),
});
export type SammelVorschau = z.infer<typeof sammelVorschauSchema>;

/** After the batch: every item, done or refused with the German reason. */
export const sammelBerichtSchema = z.object({
  message: z.string(),
  erledigt: z.number().int(),
  fehlgeschlagen: z.number().int(),
  eintraege: z.array(z.object({ id: z.uuid(), ...person, ok: z.boolean(), meldung: z.string() })),
});
export type SammelBericht = z.infer<typeof sammelBerichtSchema>;

/** The open drafts a batch release can choose from, with what the reader may do. */
export const sammelEntwuerfeSchema = z.object({
  eintraege: z.array(
    z.object({
      id: z.uuid(),
      ...person,
      art: z.enum(ENTWURF_ARTEN),
      entscheidung: z.string(),
      entworfenVon: z.string(),
      entworfenAm: z.string(),
      freigabe: z.object({ moeglich: z.boolean(), hinweis: z.string() }),
    }),
  ),
  gesamt: z.number().int(),
  seite: z.number().int(),
  seiten: z.number().int(),
});
export type SammelEntwuerfe = z.infer<typeof sammelEntwuerfeSchema>;
