// Deployment-specific values, set at build time (VITE_*), with neutral defaults.

/** The examination office's contact address (footer, accessibility feedback). */
export const CONTACT_EMAIL: string =
  import.meta.env.VITE_CONTACT_EMAIL ?? 'pruefungsstelle@examensportal.example';
