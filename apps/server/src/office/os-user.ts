// Who runs the command line, for the audit when --von is not given. $USER is empty or unset in many
// containers and service units (issue 30 point 8), so the login name falls back to the operating
// system's account of the process, and to its uid where the uid has no account (an arbitrary
// container uid): the office never has to type --von just because the environment is bare.
import os from 'node:os';

type UserInfo = () => { username: string; uid: number };

const uidName = (uid: number | undefined) => (uid === undefined || uid < 0 ? '' : `uid ${uid}`);

/** The operating-system user: its account name, else `uid <n>`, else ''. */
export function osUserName(userInfo: UserInfo = () => os.userInfo(), uid = process.getuid?.()): string {
  try {
    const info = userInfo();
    return info.username.trim() || uidName(info.uid);
  } catch {
    // os.userInfo() throws when the uid has no entry in the password database.
    return uidName(uid);
  }
}

/** $USER, $LOGNAME or $USERNAME when set and not empty, else the operating-system user. */
export function loginName(env: NodeJS.ProcessEnv = process.env, osUser: () => string = osUserName): string {
  for (const name of [env.USER, env.LOGNAME, env.USERNAME]) {
    const value = name?.trim();
    if (value) return value;
  }
  return osUser();
}
