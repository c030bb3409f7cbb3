// The payload of a mail job as the outbox stores it (issue 31.7): the template and its values, the
// link token only sealed. The worker parses it with this schema before it sends, as every job kind's
// payload is parsed at the job's edge (OutboxWorker.handle).
import { z } from 'zod';
import { ERINNERUNGSARTEN } from '@examensportal/domain/rules/erinnerungen';
import type { MailJob } from './mail-templates';

const person = { to: z.string(), vorname: z.string(), nachname: z.string() };
const staff = { to: z.string(), name: z.string() };
const zeitpunkt = z.string();

type OhneToken<J> = J extends MailJob ? Omit<J, 'token'> : never;

/** Every template with its values, without the token (that is stored sealed beside the job). */
const jobSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('registrierung'), ...person }),
  z.object({ template: z.literal('bereitsRegistriert'), ...person }),
  z.object({ template: z.literal('passwortZuruecksetzen'), ...person }),
  z.object({ template: z.literal('passwortGeaendert'), ...person, zeitpunkt }),
  z.object({ template: z.literal('passwortZurueckgesetzt'), ...person, zeitpunkt }),
  z.object({ template: z.literal('emailGeaendertAlt'), ...person, zeitpunkt, neueAdresse: z.string() }),
  z.object({ template: z.literal('emailAdresseVergeben'), ...person, zeitpunkt }),
  z.object({ template: z.literal('emailGeaendertNeu'), ...person, zeitpunkt }),
  z.object({ template: z.literal('zweiterFaktorZurueckgesetzt'), ...person, zeitpunkt }),
  z.object({ template: z.literal('mitarbeiterEinladung'), ...staff }),
  z.object({ template: z.literal('mitarbeiterZurueckgesetzt'), ...staff }),
  z.object({ template: z.literal('mitarbeiterZweiterFaktor'), ...staff }),
  z.object({ template: z.literal('mitarbeiterReaktiviert'), ...staff }),
  z.object({ template: z.literal('neuesDokument'), ...person }),
  z.object({ template: z.literal('neueNachricht'), ...person }),
  z.object({ template: z.literal('loeschungErledigt'), to: z.string() }),
  z.object({ template: z.literal('bescheidBereitgestellt'), ...person, abrufbarBis: z.string() }),
  z.object({
    template: z.literal('erklaerungEingegangen'),
    ...person,
    zeitpunkt,
    vorgang: z.string(),
    ablage: z.array(z.string()),
  }),
  z.object({
    template: z.literal('erinnerung'),
    ...person,
    art: z.enum(ERINNERUNGSARTEN),
    werte: z.strictObject({
      tag: z.string(),
      termin: z.string().nullish(),
      modul: z.string().nullish(),
      nummer: z.string().nullish(),
      beginn: z.string().nullish(),
      ort: z.string().nullish(),
      lgs: z.string().nullish(),
      entwurf: z.boolean().optional(),
    }),
  }),
  z.object({
    template: z.literal('protokollAnker'),
    ...staff,
    tag: z.string(),
    koepfe: z.array(z.object({ kette: z.string(), seq: z.number().int(), hash: z.string() })),
    datei: z.string(),
    anker: z.string(),
  }),
]) satisfies z.ZodType<OhneToken<MailJob>>;

// A template added to MailJob without its schema here fails the type check.
const _jedesTemplate: MailJob['template'] extends z.infer<typeof jobSchema>['template'] ? true : never = true;

/** The templates whose mail carries a link, so their stored job must hold the sealed token. */
type MitLink = Extract<MailJob, { token: string }>['template'];
const MIT_LINK: { readonly [T in MailJob['template']]: T extends MitLink ? true : false } = {
  registrierung: true,
  bereitsRegistriert: false,
  passwortZuruecksetzen: true,
  passwortGeaendert: false,
  passwortZurueckgesetzt: false,
  emailGeaendertAlt: true,
  emailAdresseVergeben: false,
  emailGeaendertNeu: false,
  zweiterFaktorZurueckgesetzt: false,
  mitarbeiterEinladung: true,
  mitarbeiterZurueckgesetzt: true,
  mitarbeiterZweiterFaktor: false,
  mitarbeiterReaktiviert: false,
  neuesDokument: false,
  neueNachricht: false,
  loeschungErledigt: false,
  bescheidBereitgestellt: false,
  erklaerungEingegangen: false,
  erinnerung: false,
  protokollAnker: false,
};

export const storedMailSchema = z
  .object({
    job: jobSchema,
    /** The link token, encrypted; removed once the mail is sent. */
    sealedToken: z.string().optional(),
    messageId: z.string(),
  })
  .refine((mail) => !MIT_LINK[mail.job.template] || mail.sealedToken !== undefined, {
    message: 'the template needs a link token',
    path: ['sealedToken'],
  });

export type StoredMail = z.infer<typeof storedMailSchema>;
