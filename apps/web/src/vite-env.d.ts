/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONTACT_EMAIL?: string;
  /** The build's year, for the footer of the pre-rendered pages (vite.config.ts). */
  readonly VITE_BAUJAHR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
