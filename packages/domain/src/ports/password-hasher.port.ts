export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a hash it cannot read; never throws for those. */
  verify(hash: string, password: string): Promise<boolean>;
  /** True when the hash was made with older parameters and should be replaced on sign-in. */
  needsRehash(hash: string): boolean;
}
