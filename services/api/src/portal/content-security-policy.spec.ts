import { contentSecurityPolicy } from './content-security-policy';
import { DEFAULT_REMOTES } from './remotes-map';

describe('contentSecurityPolicy (issues 14, 16)', () => {
  it('allows only the portal itself and the privacy-enhanced video domain as a frame; nobody may frame it', () => {
    expect(contentSecurityPolicy(DEFAULT_REMOTES)).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; frame-src https://www.youtube-nocookie.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds the hosts of remotes deployed elsewhere to scripts, connections and assets, once each', () => {
    const policy = contentSecurityPolicy({
      exams: 'https://cdn.example/exams/v2/mf-manifest.json',
      cards: 'https://cdn.example/cards/mf-manifest.json',
      races: '/remotes/races/mf-manifest.json',
    });
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.example;");
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://cdn.example;");
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example;");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
  });
});
