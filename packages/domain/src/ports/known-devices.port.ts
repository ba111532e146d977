/** How a sign-in's device stood with the account before it. */
export type DeviceSighting = 'first' | 'new' | 'known';

/**
 * The device families (browser and system from the user agent, and the client's network) an
 * account has signed in from, kept after their sessions expire, and whether the account wants
 * a mail when a new one signs in.
 */
export interface KnownDevices {
  /**
   * Records that the account signed in from `familyHash` at `now`: `first` when the account had
   * no device recorded yet (its first sign-in since they are kept), `new` when it had others,
   * `known` when this one was seen before.
   */
  remember(userId: string, familyHash: string, now: Date): Promise<DeviceSighting>;
  /** Whether the account asked to be mailed about new-device sign-ins (default no). */
  newDeviceMail(userId: string): Promise<boolean>;
  setNewDeviceMail(userId: string, enabled: boolean): Promise<void>;
}
