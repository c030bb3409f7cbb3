import {
  leereZulassung,
  ZULASSUNG_UPLOADS,
  type ZulassungEntwurf,
  type ZulassungUpload,
} from '@examensportal/domain/schemas/zulassung';
import type { AntragKontext, MitUploads } from '../../wizard/antrag';
import type { StepFormProps, StepSummaryProps } from '../../wizard/types';
import { leereUploads } from '../../wizard/uploads';

/** The WP application as the wizard holds it: the draft of the domain plus the chosen files. */
export type ZulassungWerte = MitUploads<ZulassungEntwurf, ZulassungUpload>;

export type ZulassungStepProps = StepFormProps<AntragKontext>;
export type ZulassungSummaryProps = StepSummaryProps<ZulassungWerte, AntragKontext>;

export const FORM_ID = 'zulassung';

export const leereZulassungWerte = (zulassungsblock = ''): ZulassungWerte => ({
  ...leereZulassung(zulassungsblock),
  uploads: leereUploads(ZULASSUNG_UPLOADS),
});
