import { API } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import {
  EIGNUNG_UPLOADS,
  eignungAnmeldungSchema,
  eignungErklaerungSchema,
  eignungKontaktdatenSchrittSchema,
  eignungSchema,
  eignungZusammenfassungSchema,
  leereEignung,
} from '@examensportal/domain/schemas/eignung';
import { eignungAntwortSchema } from '@examensportal/domain/schemas/antragAntwort';
import { loadEignung } from '../../app/slices/data';
import {
  abschicken,
  loadAntrag,
  checkTermin,
  zwischenspeichern,
  type AntragKontext,
} from '../../wizard/antrag';
import { KONTAKTDATEN_EIGNUNG, kontaktdatenFelder } from '../../wizard/steps/KontaktdatenFields';
import { versicherungsFelder } from '../../wizard/steps/Versicherungen';
import type { WizardDefinition } from '../../wizard/types';
import { anmeldungFelder, AnmeldungStep, AnmeldungSummary } from './steps/Anmeldung';
import { erklaerungFelder, ErklaerungStep, ErklaerungSummary } from './steps/Erklaerung';
import { KontaktdatenStep, KontaktdatenStepSummary } from './steps/Kontaktdaten';
import { ZusammenfassungStep } from './steps/Zusammenfassung';
import { FORM_ID, leereEignungWerte, type EignungWerte } from './werte';
import { paths } from '../../app/paths';

// The aptitude-test application (spec §2 zulassungeignung/antragstellen/{page}, 4 pages).

const s = messages.seiten.schritte;

export const eignungWizard: WizardDefinition<EignungWerte, AntragKontext> = {
  id: FORM_ID,
  title: messages.seiten.eignungAntrag,
  basePath: paths.eignungAntrag.base,
  steps: [
    {
      slug: 'anmeldung',
      title: s.anmeldung,
      schema: eignungAnmeldungSchema,
      fields: anmeldungFelder,
      Form: AnmeldungStep,
      Summary: AnmeldungSummary,
      sample: { zulassungsblock: '1/2027', land: 'AT', wahlfach: 2 },
    },
    {
      slug: 'kontaktdaten',
      title: s.kontaktdaten,
      schema: eignungKontaktdatenSchrittSchema,
      fields: kontaktdatenFelder(KONTAKTDATEN_EIGNUNG),
      Form: KontaktdatenStep,
      Summary: KontaktdatenStepSummary,
      sample: {
        kontaktdaten: {
          anrede: 'Herr',
          vorname: 'Max',
          nachname: 'Muster',
          geburtsdatum: '1985-11-23',
          staatsangehoerigkeit: 'AT',
          strasse: 'Ringstraße 5',
          land: 'AT',
          plz: '1010',
          ort: 'Wien',
          email: 'max@example.org',
          telefon: '+43 1 234567',
          iban: 'AT61 1904 3002 3457 3201',
        },
      },
    },
    {
      slug: 'erklaerung',
      title: s.erklaerung,
      schema: eignungErklaerungSchema,
      fields: erklaerungFelder,
      Form: ErklaerungStep,
      Summary: ErklaerungSummary,
      sample: {
        bishierigeZulassungenEP: { art: 1, datumNichtBestanden1: '', datumNichtBestanden2: '' },
        verkuerzungEP: { verkuerzung2: true, verkuerzung4: true },
      },
    },
    {
      slug: 'zusammenfassung',
      title: s.zusammenfassung,
      schema: eignungZusammenfassungSchema,
      fields: versicherungsFelder,
      Form: ZusammenfassungStep,
      sample: { versicherung1: true, versicherung2: true, versicherung3: true },
    },
  ],
  finalSchema: eignungSchema,
  initialValues: () => leereEignungWerte(),
  load: (dispatch) =>
    loadAntrag(dispatch, { load: (d) => d(loadEignung()), leer: leereEignung, listen: EIGNUNG_UPLOADS }),
  save: (values, _context, { upload }) =>
    zwischenspeichern(
      API.eignungZwischenspeichern,
      'eignung',
      values,
      EIGNUNG_UPLOADS,
      upload,
      eignungAntwortSchema,
    ),
  precheck: (values, context, dispatch) => checkTermin(dispatch, values, context),
  submit: async (values, _context, tools) => {
    await abschicken(
      API.eignungAbschicken,
      'eignung',
      eignungSchema.parse(values),
      values.uploads,
      EIGNUNG_UPLOADS,
      tools,
    );
  },
  texts: {
    unvollstaendig: messages.toasts.antragUnvollstaendig,
    gesendet: messages.toasts.antragAbgeschickt,
    nichtGesendet: messages.toasts.antragNichtAbgeschickt,
    absenden: messages.wizard.antragAbschicken,
  },
};
