// The answer schemas of the slices' thunks (decision 0023), loaded with the first call that needs one
// and not with the entry: zod and the schemas stay out of /login's first load (decision 0021, the
// size budget). Every thunk awaits a server answer anyway, so one more import() costs nothing there.
export {
  eignungAntwortSchema,
  zulassungAntwortSchema,
  zulassungsblockAntwortSchema,
} from '@examensportal/domain/schemas/antragAntwort';
export { anmeldungAntwortSchema } from '@examensportal/domain/schemas/auth';
export { zweiterSchrittSchema } from '@examensportal/domain/schemas/zweiter-faktor';
export { dokumentListeSchema } from '@examensportal/domain/schemas/dokumente';
export { parseModulStateEignung, parseModulStateWP } from '@examensportal/domain/schemas/modulstand';
