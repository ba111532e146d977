export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'other';

/** What a user agent says about the device, for people to recognise it; null when unknown. */
export interface DeviceDescription {
  readonly browser: string | null;
  readonly os: string | null;
  readonly type: DeviceType;
}

/** Reads a User-Agent header. */
export interface UserAgentParser {
  describe(userAgent: string | null): DeviceDescription;
}
