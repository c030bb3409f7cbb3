import { verwaltungTexte } from '@examensportal/domain/messages-pruefungsstelle-verwaltung';
import { formatDatum, formatZeitpunkt } from '@examensportal/domain/format';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import { erinnerungTexte, type ErinnerungWerte } from '@examensportal/domain/messages-erinnerungen';
import { postfachTexte } from '@examensportal/domain/messages-postfach';
import type { Erinnerungsart } from '@examensportal/domain/rules/erinnerungen';

const m = mailTexte;

/** What the outbox stores per mail: the template and its values; the link token only sealed. */
export type MailJob =
  | { template: 'registrierung'; to: string; vorname: string; nachname: string; token: string }
  | { template: 'bereitsRegistriert'; to: string; vorname: string; nachname: string }
  | { template: 'passwortZuruecksetzen'; to: string; vorname: string; nachname: string; token: string }
  | { template: 'passwortGeaendert'; to: string; vorname: string; nachname: string; zeitpunkt: string }
  | { template: 'passwortZurueckgesetzt'; to: string; vorname: string; nachname: string; zeitpunkt: string }
  | {
      template: 'emailGeaendertAlt';
      to: string;
      vorname: string;
      nachname: string;
      zeitpunkt: string;
      neueAdresse: string;
      token: string;
    }
  | { template: 'emailAdresseVergeben'; to: string; vorname: string; nachname: string; zeitpunkt: string }
  | { template: 'emailGeaendertNeu'; to: string; vorname: string; nachname: string; zeitpunkt: string }
  /** The office switched the candidate's second factor off after an identity check (decision 0042). */
  | {
      template: 'zweiterFaktorZurueckgesetzt';
      to: string;
      vorname: string;
      nachname: string;
      zeitpunkt: string;
    }
  | { template: 'mitarbeiterEinladung'; to: string; name: string; token: string }
  | { template: 'mitarbeiterZurueckgesetzt'; to: string; name: string; token: string }
  /** Only the second factor ended (decision 0048): the password stays, the person sets it up again. */
  | { template: 'mitarbeiterZweiterFaktor'; to: string; name: string }
  | { template: 'mitarbeiterReaktiviert'; to: string; name: string }
  /** A letter of the office was filed; the mail carries none of its content (issue 15). */
  | { template: 'neuesDokument'; to: string; vorname: string; nachname: string }
  /** A message of the office in the Postfach (decision 0049): that there is one, nothing of it. */
  | { template: 'neueNachricht'; to: string; vorname: string; nachname: string }
  /** The deletion request is done (decision 0041): no name, no content, the account may be gone. */
  | { template: 'loeschungErledigt'; to: string }
  /** A letter provided for retrieval with consent: the notice of § 41 (2a) VwVfG (decision 0033). */
  | { template: 'bescheidBereitgestellt'; to: string; vorname: string; nachname: string; abrufbarBis: string }
  /**
   * A declaration was received (issue 27.7): its reference and the file areas its receipt lies in
   * (names as the digital file shows them), none of its content.
   */
  | {
      template: 'erklaerungEingegangen';
      to: string;
      vorname: string;
      nachname: string;
      zeitpunkt: string;
      vorgang: string;
      ablage: string[];
    }
  /** A reminder (issue 27 point 5): the kind and what its text names, nothing more. */
  | {
      template: 'erinnerung';
      to: string;
      vorname: string;
      nachname: string;
      art: Erinnerungsart;
      werte: ErinnerungWerte;
    }
  /** The Protokoll's daily anchor to every active leitung (issue 30 point 4, PROTOKOLL_ANKER_MAIL). */
  | {
      template: 'protokollAnker';
      to: string;
      name: string;
      tag: string;
      koepfe: AnkerKopf[];
      /** The anchor file's name and contents, as PROTOKOLL_ANKER_DIR would hold it. */
      datei: string;
      anker: string;
    };

/** One chain's head on the anchor's day: its name, sequence number and hash. */
interface AnkerKopf {
  kette: string;
  seq: number;
  hash: string;
}

export interface Links {
  login: string;
  passwortVergessen: string;
  confirmEmail(token: string): string;
  resetPassword(token: string): string;
  revertEmail(token: string): string;
  /** The set-up link of a staff account (issue 15). */
  staffSetup(token: string): string;
  /** The staff login page. */
  staffLogin: string;
}

/** Links come from PUBLIC_URL only, never from a request's Host header. */
export function linksFor(publicUrl: string): Links {
  const app = `${publicUrl}/examensportal`;
  return {
    login: `${app}/login`,
    passwortVergessen: `${app}/passwortvergessen`,
    confirmEmail: (token) => `${app}/confirmemail/${encodeURIComponent(token)}`,
    resetPassword: (token) => `${app}/confirmresetpassword/${encodeURIComponent(token)}`,
    revertEmail: (token) => `${app}/emailzuruecksetzen/${encodeURIComponent(token)}`,
    staffSetup: (token) => `${app}/pruefungsstelle/einrichten/${encodeURIComponent(token)}`,
    staffLogin: `${app}/pruefungsstelle/login`,
  };
}

function body(vorname: string, nachname: string, text: string): string {
  return `${m.anrede(vorname, nachname)}\n\n${text}\n\n${m.gruss}\n`;
}

export function renderMail(job: MailJob, links: Links): { subject: string; text: string } {
  const when = (iso: string) => formatZeitpunkt(iso);
  switch (job.template) {
    case 'registrierung':
      return {
        subject: m.registrierungBetreff,
        text: body(job.vorname, job.nachname, m.registrierungText(links.confirmEmail(job.token))),
      };
    case 'bereitsRegistriert':
      return {
        subject: m.bereitsRegistriertBetreff,
        text: body(job.vorname, job.nachname, m.bereitsRegistriertText(links.login, links.passwortVergessen)),
      };
    case 'passwortZuruecksetzen':
      return {
        subject: m.passwortZuruecksetzenBetreff,
        text: body(job.vorname, job.nachname, m.passwortZuruecksetzenText(links.resetPassword(job.token))),
      };
    case 'passwortGeaendert':
      return {
        subject: m.passwortGeaendertBetreff,
        text: body(
          job.vorname,
          job.nachname,
          m.passwortGeaendertText(when(job.zeitpunkt), links.passwortVergessen),
        ),
      };
    case 'zweiterFaktorZurueckgesetzt':
      return {
        subject: m.zweiterFaktorZurueckgesetztBetreff,
        text: body(job.vorname, job.nachname, m.zweiterFaktorZurueckgesetztText(when(job.zeitpunkt))),
      };
    case 'passwortZurueckgesetzt':
      return {
        subject: m.passwortZurueckgesetztBetreff,
        text: body(
          job.vorname,
          job.nachname,
          m.passwortZurueckgesetztText(when(job.zeitpunkt), links.passwortVergessen),
        ),
      };
    case 'emailGeaendertAlt':
      return {
        subject: m.emailGeaendertBetreff,
        text: body(
          job.vorname,
          job.nachname,
          m.emailGeaendertAltText(when(job.zeitpunkt), job.neueAdresse, links.revertEmail(job.token)),
        ),
      };
    case 'emailAdresseVergeben':
      return {
        subject: m.emailAdresseVergebenBetreff,
        text: body(
          job.vorname,
          job.nachname,
          m.emailAdresseVergebenText(when(job.zeitpunkt), links.passwortVergessen),
        ),
      };
    case 'emailGeaendertNeu':
      return {
        subject: m.emailGeaendertBetreff,
        text: body(job.vorname, job.nachname, m.emailGeaendertNeuText(when(job.zeitpunkt), links.login)),
      };
    case 'mitarbeiterEinladung':
      return {
        subject: pruefungsstelle.einladungBetreff,
        text: pruefungsstelle.einladungText(job.name, links.staffSetup(job.token)),
      };
    case 'mitarbeiterZurueckgesetzt':
      return {
        subject: pruefungsstelle.zuruecksetzenBetreff,
        text: pruefungsstelle.zuruecksetzenText(job.name, links.staffSetup(job.token)),
      };
    case 'mitarbeiterZweiterFaktor':
      return {
        subject: verwaltungTexte.zweiterFaktorBetreff,
        text: verwaltungTexte.zweiterFaktorText(job.name, links.staffLogin),
      };
    case 'mitarbeiterReaktiviert':
      return {
        subject: verwaltungTexte.reaktiviertBetreff,
        text: verwaltungTexte.reaktiviertText(job.name, links.staffLogin),
      };
    case 'loeschungErledigt':
      return {
        subject: m.loeschungErledigtBetreff,
        text: `${m.anredeNeutral}\n\n${m.loeschungErledigtText}\n\n${m.gruss}\n`,
      };
    case 'neuesDokument':
      return {
        subject: bescheide.neuesDokumentBetreff,
        text: body(job.vorname, job.nachname, bescheide.neuesDokumentText(links.login)),
      };
    case 'neueNachricht':
      return {
        subject: postfachTexte.mailBetreff,
        text: body(job.vorname, job.nachname, postfachTexte.mailText(links.login)),
      };
    case 'bescheidBereitgestellt':
      return {
        subject: bescheide.neuesDokumentBetreff,
        text: body(
          job.vorname,
          job.nachname,
          bescheide.bereitgestelltText(formatDatum(job.abrufbarBis), links.login),
        ),
      };
    case 'erklaerungEingegangen':
      return {
        subject: m.erklaerungEingegangenBetreff,
        text: body(
          job.vorname,
          job.nachname,
          m.erklaerungEingegangenText(when(job.zeitpunkt), job.vorgang, m.ablage(job.ablage), links.login),
        ),
      };
    case 'erinnerung': {
      const texte = erinnerungTexte[job.art];
      return {
        subject: texte.betreff(job.werte),
        text: body(job.vorname, job.nachname, texte.text(job.werte, links.login)),
      };
    }
    case 'protokollAnker':
      return {
        subject: m.protokollAnkerBetreff(job.tag),
        text: `${m.anredeName(job.name)}\n\n${m.protokollAnkerText(job.tag, job.koepfe, job.datei, job.anker)}\n\n${m.gruss}\n`,
      };
  }
}
