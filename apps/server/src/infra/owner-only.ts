// The data folder holds the database, candidates' documents, mails with links and the JWT secret
// (issue 17, BSI APP.3.1): everything a portal process creates there is for its own user only.
// Every entry point that may create files in DATA_DIR (server, office command line, demo seed,
// backup/restore) calls this first, so PGlite's files, documents and mails inherit it.
const OWNER_ONLY_UMASK = 0o077;

export function restrictNewFilesToOwner(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/** True when a file mode gives group or others any access. */
export function openToOthers(mode: number): boolean {
  return (mode & 0o077) !== 0;
}
