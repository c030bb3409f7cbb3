import { API, apiPath } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { VORGEZOGEN_KEYS } from '@examensportal/domain/rules/module';
import type { Zulassungsblock } from '@examensportal/domain/rules/zulassungsblock';
import {
  bisherigeZulassungenSchrittSchema,
  kontaktdatenSchrittSchema,
  leereZulassung,
  modulanmeldungSchema,
  taetigkeitSchrittSchema,
  verkuerzungSchrittSchema,
  vorbildungSchrittSchema,
  ZULASSUNG_UPLOADS,
  zulassungSchema,
  zusammenfassungSchema,
} from '@examensportal/domain/schemas/zulassung';
import { zulassungAntwortSchema, zulassungCheckSchema } from '@examensportal/domain/schemas/antragAntwort';
import { loadZulassung } from '../../app/slices/data';
import { api, parseAntwort } from '../../lib/api';
import {
  abschicken,
  loadAntrag,
  checkTermin,
  zwischenspeichern,
  type AntragKontext,
} from '../../wizard/antrag';
import { bisherigeFelder, BISHERIGE_WP } from '../../wizard/steps/BisherigeZulassungenFields';
import { KONTAKTDATEN_WP, kontaktdatenFelder } from '../../wizard/steps/KontaktdatenFields';
import { versicherungsFelder } from '../../wizard/steps/Versicherungen';
import type { WizardDefinition } from '../../wizard/types';
import { WizardFehler } from '../../wizard/WizardFehler';
import {
  AkademischeVorbildungStep,
  AkademischeVorbildungSummary,
  vorbildungFelder,
} from './steps/AkademischeVorbildung';
import { BisherigeZulassungenStep, BisherigeZulassungenStepSummary } from './steps/BisherigeZulassungen';
import { KontaktdatenStep, KontaktdatenStepSummary } from './steps/Kontaktdaten';
import { modulanmeldungFelder, ModulanmeldungStep, ModulanmeldungSummary } from './steps/Modulanmeldung';
import {
  PraktischeVorbildungStep,
  PraktischeVorbildungSummary,
  taetigkeitFelder,
} from './steps/PraktischeVorbildung';
import {
  PruefungsverkuerzungStep,
  PruefungsverkuerzungSummary,
  verkuerzungFelder,
} from './steps/Pruefungsverkuerzung';
import { ZusammenfassungStep } from './steps/Zusammenfassung';
import { FORM_ID, leereZulassungWerte, type ZulassungWerte } from './werte';
import { paths } from '../../app/paths';

// The WP application for admission (spec §2 zulassung/antragstellen/{page}, 7 pages in this order).

const s = messages.seiten.schritte;

/** Early (June) slots exist only in term 2: a new term 1 takes them off. */
const ohneFremdeSlots = (block: Zulassungsblock | null): Partial<ZulassungWerte> =>
  block?.semester === 2 ? {} : Object.fromEntries(VORGEZOGEN_KEYS.map((key) => [key, false]));

export const zulassungWizard: WizardDefinition<ZulassungWerte, AntragKontext> = {
  id: FORM_ID,
  title: messages.seiten.zulassungAntrag,
  basePath: paths.zulassungAntrag.base,
  steps: [
    {
      slug: 'modulanmeldung',
      title: s.modulanmeldung,
      schema: modulanmeldungSchema,
      fields: modulanmeldungFelder,
      Form: ModulanmeldungStep,
      Summary: ModulanmeldungSummary,
      sample: { zulassungsblock: '2/2026', lgs: 3, vorzeitigeZulassung: 0, wr: true, stVorgezogen: true },
    },
    {
      slug: 'kontaktdaten',
      title: s.kontaktdaten,
      schema: kontaktdatenSchrittSchema,
      fields: kontaktdatenFelder(KONTAKTDATEN_WP),
      Form: KontaktdatenStep,
      Summary: KontaktdatenStepSummary,
      sample: {
        kontaktdaten: {
          anrede: 'Frau',
          vorname: 'Erika',
          nachname: 'Mustermann',
          geburtsdatum: '1990-04-01',
          geburtsort: 'Köln',
          strasse: 'Hauptstraße 1',
          land: 'DE',
          plz: '10115',
          ort: 'Berlin',
          email: 'erika@example.org',
          telefon: '+49 30 1234567',
          iban: 'DE89 3704 0044 0532 0130 00',
        },
      },
    },
    {
      slug: 'bisherigezulassungsantraege',
      title: s.bisherigezulassungsantraege,
      schema: bisherigeZulassungenSchrittSchema,
      fields: bisherigeFelder('bishierigeZulassungen', BISHERIGE_WP),
      Form: BisherigeZulassungenStep,
      Summary: BisherigeZulassungenStepSummary,
      sample: {
        bishierigeZulassungen: { art: 2, datumNichtBestanden1: '2021-06-30', datumNichtBestanden2: '' },
      },
    },
    {
      slug: 'akademischevorbildung',
      title: s.akademischevorbildung,
      schema: vorbildungSchrittSchema,
      fields: vorbildungFelder,
      Form: AkademischeVorbildungStep,
      Summary: AkademischeVorbildungSummary,
      sample: { vorbildung: { hochschulstudium: true } },
    },
    {
      slug: 'praktischevorbildung',
      title: s.praktischevorbildung,
      schema: taetigkeitSchrittSchema,
      fields: taetigkeitFelder,
      Form: PraktischeVorbildungStep,
      Summary: PraktischeVorbildungSummary,
      sample: { taetigkeit: { taetigkeit: 1, berufserfahrung: 0 } },
    },
    {
      slug: 'pruefungsverkuerzung',
      title: s.pruefungsverkuerzung,
      schema: verkuerzungSchrittSchema,
      fields: verkuerzungFelder,
      Form: PruefungsverkuerzungStep,
      Summary: PruefungsverkuerzungSummary,
      // § 13b for BWL: page 1's sample (WR, ST in June) names no module it replaces (R-14).
      sample: { verkuerzung: { par13b1: true } },
    },
    {
      slug: 'zusammenfassung',
      title: s.zusammenfassung,
      schema: zusammenfassungSchema,
      fields: versicherungsFelder,
      Form: ZusammenfassungStep,
      sample: { versicherung1: true, versicherung2: true, versicherung3: true },
    },
  ],
  finalSchema: zulassungSchema,
  initialValues: () => leereZulassungWerte(),

  load: async (dispatch) => {
    const loaded = await loadAntrag(dispatch, {
      load: (d) => d(loadZulassung()),
      leer: leereZulassung,
      listen: ZULASSUNG_UPLOADS,
    });
    return { ...loaded, values: { ...loaded.values, ...ohneFremdeSlots(loaded.context.zulassungsblock) } };
  },

  save: (values, _context, { upload }) =>
    zwischenspeichern(
      API.zulassungZwischenspeichern,
      'zulassung',
      values,
      ZULASSUNG_UPLOADS,
      upload,
      zulassungAntwortSchema,
    ),

  precheck: (values, context, dispatch) => checkTermin(dispatch, values, context, ohneFremdeSlots),

  submit: async (values, _context, tools) => {
    const antrag = zulassungSchema.parse(values);
    await abschicken(API.zulassungAbschicken, 'zulassung', antrag, values.uploads, ZULASSUNG_UPLOADS, tools);
    // Spec §4: after the upload a check must answer zugelassen: true.
    let zugelassen = false;
    try {
      zugelassen = parseAntwort(zulassungCheckSchema, await api.get(apiPath(API.zulassungCheck))).zugelassen;
    } catch {
      zugelassen = false;
    }
    if (!zugelassen) throw new WizardFehler(messages.toasts.checkFehler);
  },

  texts: {
    unvollstaendig: messages.toasts.antragUnvollstaendig,
    gesendet: messages.toasts.antragAbgeschickt,
    nichtGesendet: messages.toasts.antragNichtAbgeschickt,
    absenden: messages.wizard.antragAbschicken,
  },
};
