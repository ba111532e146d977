/**
 * Domains whose mailboxes ignore dots in the local part, and the domain each one is the same
 * mailbox at (googlemail.com delivers to the gmail.com mailbox of the same name).
 */
const DOTLESS_DOMAINS: ReadonlyMap<string, string> = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The address a trial claim is kept under: one mailbox, one trial. Trimmed, lower-cased,
 * without a `+tag` in the local part (`ada+again@example.com` is `ada@example.com`), and for
 * providers that ignore dots without them (`d.el@googlemail.com` is `del@gmail.com`).
 */
export function trialClaimAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  const dotless = DOTLESS_DOMAINS.get(domain);
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
