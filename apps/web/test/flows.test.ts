// Architecture §6 "flows": every wizard ships valid sample input per step, and this one test runs
// them all through the step schemas and the engine. A new wizard or two-step flow joins by being
// added to the lists below.
import { describe, expect, it } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import type { ErklaerungKey } from '@examensportal/domain/erklaerungen/index';
import { messages } from '@examensportal/domain/messages';
import { ZULASSUNG_EIGNUNG_PAGES, ZULASSUNG_PAGES } from '../src/app/routes';
import { kontaktdatenEignungFlow, kontaktdatenWPFlow } from '../src/features/meinedaten/kontaktdatenFlow';
import { abmeldungFlow } from '../src/features/modulpruefung/abmeldungFlow';
import { anmeldungFlow } from '../src/features/modulpruefung/anmeldungFlow';
import { anrechnungFlow } from '../src/features/modulpruefung/anrechnungFlow';
import { verschiebungFlow } from '../src/features/modulpruefung/verschiebungFlow';
import { gesamtruecktrittFlow } from '../src/features/ruecktritt/gesamtruecktrittFlow';
import { modulruecktrittFlow } from '../src/features/ruecktritt/modulruecktrittFlow';
import {
  triftigerGrundEignungFlow,
  triftigerGrundWPFlow,
} from '../src/features/triftigergrund/triftigerGrundFlow';
import { eignungRuecknahmeFlow, ruecknahmeFlow } from '../src/features/ruecknahme/ruecknahmeFlow';
import { zulassungWizard } from '../src/features/zulassung/zulassungWizard';
import { eignungWizard } from '../src/features/zulassungeignung/eignungWizard';
import { eignungRuecktrittFlow } from '../src/features/zulassungeignung/ruecktrittFlow';
import {
  finalCheck,
  neighbourSlug,
  resolveStep,
  sampleValues,
  schemaMessages,
  validateStep,
  withSample,
} from '../src/wizard/engine';
import type { TwoStepFlowDefinition } from '../src/wizard/twoStep/createTwoStepFlow';
import type { WizardDefinition } from '../src/wizard/types';

type AnyWizard = WizardDefinition<FieldValues, unknown>;
type AnyFlow = TwoStepFlowDefinition<FieldValues, unknown>;

// Every declaration kind of the domain's registry with its flow: the applications are wizards, the
// others two-step flows; a kind without one fails the type check.
const wizardsNachErklaerung = {
  zulassungsantrag: [zulassungWizard as unknown as AnyWizard, ZULASSUNG_PAGES],
  eignungAntrag: [eignungWizard as unknown as AnyWizard, ZULASSUNG_EIGNUNG_PAGES],
} as const satisfies Record<'zulassungsantrag' | 'eignungAntrag', [AnyWizard, readonly string[]]>;

const flowsNachErklaerung = {
  ruecknahme: ruecknahmeFlow,
  eignungRuecknahme: eignungRuecknahmeFlow,
  eignungRuecktritt: eignungRuecktrittFlow,
  anmeldung: anmeldungFlow,
  abmeldung: abmeldungFlow,
  verschiebung: verschiebungFlow,
  anrechnung: anrechnungFlow,
  modulruecktritt: modulruecktrittFlow,
  gesamtruecktritt: gesamtruecktrittFlow,
  triftigerGrund: triftigerGrundWPFlow,
  triftigerGrundEignung: triftigerGrundEignungFlow,
  kontaktdaten: kontaktdatenWPFlow,
  kontaktdatenEignung: kontaktdatenEignungFlow,
} satisfies Record<Exclude<ErklaerungKey, keyof typeof wizardsNachErklaerung>, unknown>;

const wizards: [AnyWizard, readonly string[]][] = Object.values(wizardsNachErklaerung).map(
  ([wizard, pages]) => [wizard, pages],
);

const flows: AnyFlow[] = Object.values(flowsNachErklaerung).map((flow) => flow as unknown as AnyFlow);

/** Every string of messages.ts: no schema may speak another language. */
function allMessages(node: unknown, out = new Set<string>()): Set<string> {
  if (typeof node === 'string') out.add(node);
  else if (node && typeof node === 'object') for (const child of Object.values(node)) allMessages(child, out);
  return out;
}
const known = allMessages(messages);

describe.each(wizards)('wizard $id', (wizard, pages) => {
  it('has the pages of spec §2 in order, each with a title and listed fields', () => {
    expect(wizard.steps.map((step) => step.slug)).toEqual(pages);
    for (const step of wizard.steps) {
      expect(step.title).not.toBe('');
      expect(step.fields.length).toBeGreaterThan(0);
    }
  });

  it.each(wizard.steps.map((step) => [step.slug, step] as const))(
    'step %s: its sample passes its own schema and the engine',
    (_slug, step) => {
      expect(schemaMessages(step.schema, withSample(wizard.initialValues(), step.sample))).toEqual(new Map());
      expect(validateStep(wizard, step, sampleValues(wizard))).toEqual([]);
    },
  );

  it('all samples together pass the final check', () => {
    expect(finalCheck(wizard, sampleValues(wizard))).toEqual([]);
  });

  it('an empty form fails the final check; every message is German and on a listed field of its page', () => {
    const errors = finalCheck(wizard, wizard.initialValues());
    expect(errors.length).toBeGreaterThan(3);
    for (const error of errors) {
      const step = wizard.steps.find((s) => s.slug === error.slug)!;
      expect(step.fields.map((field) => field.name)).toContain(error.name);
      expect(known).toContain(error.message);
    }
  });

  it('leaving out one step’s sample fails exactly that step', () => {
    for (const step of wizard.steps) {
      const ohne = wizard.steps
        .filter((other) => other !== step)
        .reduce((values, other) => withSample(values, other.sample), wizard.initialValues());
      const failing = new Set(finalCheck(wizard, ohne).map((error) => error.slug));
      // A page whose sample only repeats the defaults (nothing required there) stays valid.
      if (failing.size > 0) expect([...failing]).toEqual([step.slug]);
    }
  });

  it('navigates in order; an unknown page is the first', () => {
    expect(resolveStep(wizard, 'gibtesnicht')).toMatchObject({ index: 0, known: false });
    const last = wizard.steps.length - 1;
    expect(neighbourSlug(wizard, 0, -1)).toBeNull();
    expect(neighbourSlug(wizard, 0, 1)).toBe(pages[1]);
    expect(neighbourSlug(wizard, last, 1)).toBeNull();
  });
});

describe.each(flows)('two-step flow $id', (flow) => {
  it('its sample passes step one', () => {
    expect(schemaMessages(flow.schema, flow.sample)).toEqual(new Map());
  });

  it('the untouched step one fails with German messages on listed fields', () => {
    const errors = schemaMessages(flow.schema, flow.initialValues(undefined));
    expect(errors.size).toBeGreaterThan(0);
    for (const [path, message] of errors) {
      expect(flow.fields.map((field) => field.name)).toContain(path);
      expect(known).toContain(message);
    }
  });

  it('has two step titles', () => {
    expect(flow.stepTitles.every((title) => title !== '')).toBe(true);
  });
});
