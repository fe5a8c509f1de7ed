import { describe, expect, it } from 'vitest';
import { tileOrigin } from './security';

describe('tileOrigin', () => {
  it('turns a {s} subdomain template into a wildcard origin', () => {
    expect(tileOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
  });

  it('keeps a plain host, with its port', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('https://tiles.example.org:8443/v1/{z}/{x}/{y}.png?key=abc')).toBe('https://tiles.example.org:8443');
  });

  it("answers 'none' for anything that is not https", () => {
    expect(tileOrigin('http://tile.example.org/{z}/{x}/{y}.png')).toBe("'none'");
    expect(tileOrigin('')).toBe("'none'");
  });
});
