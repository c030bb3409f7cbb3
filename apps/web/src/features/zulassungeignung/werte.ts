import {
  EIGNUNG_UPLOADS,
  leereEignung,
  type EignungEntwurf,
  type EignungUpload,
} from '@examensportal/domain/schemas/eignung';
import type { AntragKontext, MitUploads } from '../../wizard/antrag';
import type { StepFormProps, StepSummaryProps } from '../../wizard/types';
import { leereUploads } from '../../wizard/uploads';

/** The aptitude-test application as the wizard holds it: the domain draft plus the chosen files. */
export type EignungWerte = MitUploads<EignungEntwurf, EignungUpload>;

export type EignungStepProps = StepFormProps<AntragKontext>;
export type EignungSummaryProps = StepSummaryProps<EignungWerte, AntragKontext>;

export const FORM_ID = 'eignung';

export const leereEignungWerte = (zulassungsblock = ''): EignungWerte => ({
  ...leereEignung(zulassungsblock),
  uploads: leereUploads(EIGNUNG_UPLOADS),
});
