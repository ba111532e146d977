/**
 * The address a trial claim is kept under: trimmed, lower-cased, and without a `+tag` in the
 * local part, so `ada+again@example.com` is the same trial as `ada@example.com`.
 */
export function trialClaimAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}
