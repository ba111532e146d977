import type { DeviceDescription, DeviceType, UserAgentParser } from '@lumen/domain';
import Bowser from 'bowser';

const TYPES: Record<string, DeviceType> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
};

/** Browser, system and kind of device from a User-Agent header, by bowser. */
export class BowserUserAgentParser implements UserAgentParser {
  describe(userAgent: string | null): DeviceDescription {
    if (!userAgent) return { browser: null, os: null, type: 'other' };
    try {
      const parsed = Bowser.parse(userAgent.slice(0, 512));
      return {
        browser: parsed.browser.name ?? null,
        os: parsed.os.name ?? null,
        type: TYPES[parsed.platform.type ?? ''] ?? 'other',
      };
    } catch {
      return { browser: null, os: null, type: 'other' };
    }
  }
}
