import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:0000:0000:0000:0009')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::7]')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
  });

  it('keeps IPv4 as it is, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('keeps what does not parse as it is, and a missing address as unknown', () => {
    expect(clientNetwork(null)).toBe('unknown');
    expect(clientNetwork('')).toBe('unknown');
    expect(clientNetwork('not:an:address::x')).toBe('not:an:address::x');
    expect(clientNetwork('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientNetwork('1::2::3')).toBe('1::2::3');
  });
});
