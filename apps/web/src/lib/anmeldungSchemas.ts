// The sign-in's answer schemas (POST /login and its second step), loaded beside the call (mitSchemas)
// and not with the entry: zod and the schemas stay out of /login's first load (decision 0021).
export { anmeldungAntwortSchema } from '@examensportal/domain/schemas/auth';
export { zweiterSchrittSchema } from '@examensportal/domain/schemas/zweiter-faktor';
