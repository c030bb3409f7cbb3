import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { formatDatum } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import {
  EIGNUNG_STAATSANGEHOERIGKEITEN,
  LAENDER,
  landName,
  SONSTIGER_STAAT,
} from '@examensportal/domain/rules/laender';
import type { EignungKontaktdatenEntwurf } from '@examensportal/domain/schemas/kontaktdaten';
import { CheckboxField } from '../../components/form/CheckboxField';
import { RadioChoice } from '../../components/form/RadioGroup';
import { SelectField } from '../../components/form/SelectField';
import type { Option } from '../../components/form/RadioGroup';
import { UploadField } from '../../components/form/UploadField';
import type { FieldSpec } from '../types';
import { useApply } from '../useApply';
import { ibanGruppen } from './IbanBestaetigung';
import { jaNein, SummaryList } from '../WizardSummaries';
import { paths } from '../../app/paths';
import { DateFieldByName, TextFieldByName } from '../../components/form/byName';

// Spec §3 "Contact data" and §5: the application's page 'kontaktdaten' for both kinds of candidate.

const a = messages.antrag;

export interface KontaktdatenVariante {
  /** WP: required; aptitude test: optional (spec §5). */
  geburtsortPflicht: boolean;
  /** Aptitude test only. */
  staatsangehoerigkeit: boolean;
  /** WP: the CV, and the certificate for the compensation of disadvantages while behinderung is ticked. */
  uploads: boolean;
  /** The last name's key: `nachname` in the applications, `name` in the contact change (spec §3). */
  nachnameFeld: 'nachname' | 'name';
}

export const KONTAKTDATEN_WP: KontaktdatenVariante = {
  geburtsortPflicht: true,
  staatsangehoerigkeit: false,
  uploads: true,
  nachnameFeld: 'nachname',
};
export const KONTAKTDATEN_EIGNUNG: KontaktdatenVariante = {
  geburtsortPflicht: false,
  staatsangehoerigkeit: true,
  uploads: false,
  nachnameFeld: 'nachname',
};
/** The contact change of the module flows (events 10 and 16): the values under `kontaktdaten`, `name`. */
export const KONTAKTDATEN_AENDERUNG_WP: KontaktdatenVariante = { ...KONTAKTDATEN_WP, nachnameFeld: 'name' };
export const KONTAKTDATEN_AENDERUNG_EIGNUNG: KontaktdatenVariante = {
  ...KONTAKTDATEN_EIGNUNG,
  nachnameFeld: 'name',
};

const k = (name: string) => `kontaktdaten.${name}`;

/** The fields of the page in order, for the error summary. */
export function kontaktdatenFelder(variante: KontaktdatenVariante): FieldSpec[] {
  return [
    { name: k('anrede'), label: a.anrede },
    { name: k('vorname'), label: a.vorname },
    { name: k(variante.nachnameFeld), label: a.nachname },
    { name: k('weitereVornamen'), label: a.weitereVornamen },
    { name: k('geburtsname'), label: a.geburtsname },
    { name: k('geburtsdatum'), label: a.geburtsdatum },
    { name: k('geburtsort'), label: a.geburtsort },
    ...(variante.staatsangehoerigkeit
      ? [{ name: k('staatsangehoerigkeit'), label: a.staatsangehoerigkeit }]
      : []),
    { name: k('aktArbeitgeber'), label: a.aktArbeitgeber },
    { name: k('behinderung'), label: a.behinderung },
    { name: k('strasse'), label: a.strasse },
    { name: k('land'), label: a.land },
    { name: k('plz'), label: a.plz },
    { name: k('ort'), label: a.ort },
    { name: k('email'), label: a.email },
    { name: k('telefon'), label: a.telefon },
    { name: k('bic'), label: a.bic },
    { name: k('iban'), label: a.iban },
  ];
}

const ANREDE_OPTIONEN: readonly Option[] = (['Frau', 'Herr', 'KeineAnrede'] as const).map((value) => ({
  value,
  label: a.anredeOptionen[value],
}));
const LAND_OPTIONEN: readonly Option[] = LAENDER.map((land) => ({ value: land.code, label: land.name }));
const STAAT_OPTIONEN: readonly Option[] = [
  ...EIGNUNG_STAATSANGEHOERIGKEITEN.map((land) => ({ value: land.code, label: land.name })),
  { value: SONSTIGER_STAAT, label: a.sonstigerStaat },
];

export function KontaktdatenFields({ formId, variante }: { formId: string; variante: KontaktdatenVariante }) {
  const [emailHinweis, setEmailHinweis] = useState(false);
  const apply = useApply<{ uploads: Record<string, unknown[]>; kontaktdaten: EignungKontaktdatenEntwurf }>();
  const { getValues } = useFormContext();
  const zeigeHinweis = () => setEmailHinweis(true);

  const behinderung = (checked: boolean) => {
    const kontaktdaten = {
      ...(getValues('kontaktdaten') as EignungKontaktdatenEntwurf),
      behinderung: checked,
    };
    // [I] The certificate belongs to the request; without the request it is not sent.
    const uploads = getValues('uploads') as Record<string, unknown[]> | undefined;
    apply(
      checked || !variante.uploads || !uploads
        ? { kontaktdaten }
        : { kontaktdaten, uploads: { ...uploads, attest: [] } },
    );
  };

  return (
    <>
      <RadioChoice formId={formId} name={k('anrede')} legend={a.anrede} options={ANREDE_OPTIONEN} required />
      <TextFieldByName
        formId={formId}
        name={k('vorname')}
        label={a.vorname}
        required
        autoComplete="given-name"
      />
      <TextFieldByName
        formId={formId}
        name={k(variante.nachnameFeld)}
        label={a.nachname}
        required
        autoComplete="family-name"
      />
      <TextFieldByName
        formId={formId}
        name={k('weitereVornamen')}
        label={a.weitereVornamen}
        autoComplete="additional-name"
      />
      <TextFieldByName formId={formId} name={k('geburtsname')} label={a.geburtsname} />
      <DateFieldByName
        formId={formId}
        name={k('geburtsdatum')}
        label={a.geburtsdatum}
        required
        autoComplete="bday"
      />
      <TextFieldByName
        formId={formId}
        name={k('geburtsort')}
        label={a.geburtsort}
        required={variante.geburtsortPflicht}
      />
      {variante.staatsangehoerigkeit && (
        <SelectField
          formId={formId}
          name={k('staatsangehoerigkeit')}
          label={a.staatsangehoerigkeit}
          options={STAAT_OPTIONEN}
          placeholder={a.bitteWaehlen}
          required
        />
      )}
      <TextFieldByName
        formId={formId}
        name={k('aktArbeitgeber')}
        label={a.aktArbeitgeber}
        autoComplete="organization"
      />
      <CheckboxField formId={formId} name={k('behinderung')} label={a.behinderung} onToggle={behinderung}>
        {variante.uploads && <UploadField formId={formId} name="uploads.attest" label={a.attest} />}
      </CheckboxField>
      <TextFieldByName
        formId={formId}
        name={k('strasse')}
        label={a.strasse}
        required
        autoComplete="street-address"
      />
      <SelectField
        formId={formId}
        name={k('land')}
        label={a.land}
        options={LAND_OPTIONEN}
        required
        autoComplete="country"
      />
      <TextFieldByName formId={formId} name={k('plz')} label={a.plz} required autoComplete="postal-code" />
      <TextFieldByName formId={formId} name={k('ort')} label={a.ort} required autoComplete="address-level2" />
      <TextFieldByName
        formId={formId}
        name={k('email')}
        label={a.email}
        type="email"
        readOnly
        onFocus={zeigeHinweis}
        onClick={zeigeHinweis}
        info={
          emailHinweis ? (
            <>
              {a.emailHinweis}{' '}
              <Link className="kern-link" to={paths.zugangsdatenAendern.href}>
                {a.zugangsdatenAendern}
              </Link>
            </>
          ) : (
            ''
          )
        }
      />
      <TextFieldByName
        formId={formId}
        name={k('telefon')}
        label={a.telefon}
        type="tel"
        required
        autoComplete="tel"
      />
      <TextFieldByName formId={formId} name={k('bic')} label={a.bic} />
      <TextFieldByName formId={formId} name={k('iban')} label={a.iban} required hint={a.ibanHinweis} />
      {variante.uploads && <UploadField formId={formId} name="uploads.lebenslauf" label={a.lebenslauf} />}
    </>
  );
}

const anredeText = (anrede: string) =>
  anrede === 'Frau' || anrede === 'Herr' || anrede === 'KeineAnrede' ? a.anredeOptionen[anrede] : '';

/** The page in the summary. */
export function KontaktdatenSummary({
  kontaktdaten,
  variante,
}: {
  kontaktdaten:
    EignungKontaktdatenEntwurf | (Omit<EignungKontaktdatenEntwurf, 'nachname'> & { name: string });
  variante: KontaktdatenVariante;
}) {
  const kd = kontaktdaten;
  const nachname = 'nachname' in kd ? kd.nachname : kd.name;
  const staat =
    kd.staatsangehoerigkeit === SONSTIGER_STAAT
      ? a.sonstigerStaat
      : kd.staatsangehoerigkeit
        ? landName(kd.staatsangehoerigkeit)
        : '';
  return (
    <SummaryList
      items={[
        [a.anrede, anredeText(kd.anrede)],
        [a.vorname, kd.vorname],
        [a.nachname, nachname],
        [a.weitereVornamen, kd.weitereVornamen],
        [a.geburtsname, kd.geburtsname],
        [a.geburtsdatum, formatDatum(kd.geburtsdatum) || kd.geburtsdatum],
        [a.geburtsort, kd.geburtsort],
        ...(variante.staatsangehoerigkeit ? ([[a.staatsangehoerigkeit, staat]] as const) : []),
        [a.aktArbeitgeber, kd.aktArbeitgeber],
        [a.behinderung, jaNein(kd.behinderung)],
        [a.strasse, kd.strasse],
        [a.land, kd.land ? landName(kd.land) : ''],
        [a.plz, kd.plz],
        [a.ort, kd.ort],
        [a.email, kd.email],
        [a.telefon, kd.telefon],
        [a.bic, kd.bic],
        [a.iban, kd.iban ? ibanGruppen(kd.iban) : ''],
      ]}
    />
  );
}
