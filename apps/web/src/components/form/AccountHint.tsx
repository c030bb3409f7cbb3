/**
 * The account a new password belongs to, for password managers: a form that sets a password without
 * a visible user name field still names the account, so the manager saves the pair (the browsers'
 * "password forms should have username fields" advice). Not a field of its own: nothing to fill in.
 */
export function AccountHint({ email }: { email: string }) {
  return <input type="hidden" autoComplete="username" value={email} readOnly />;
}
