import { contentSecurityPolicy } from './content-security-policy';
import { DEFAULT_REMOTES } from './remotes-map';

describe('contentSecurityPolicy (issue 16)', () => {
  it('allows only the portal itself and the privacy-enhanced video domain as a frame', () => {
    expect(contentSecurityPolicy(DEFAULT_REMOTES)).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; frame-src https://www.youtube-nocookie.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it('adds the hosts of remotes deployed elsewhere to scripts and connections, once each', () => {
    const policy = contentSecurityPolicy({
      exams: 'https://cdn.example/exams/v2/mf-manifest.json',
      cards: 'https://cdn.example/cards/mf-manifest.json',
      races: '/remotes/races/mf-manifest.json',
    });
    expect(policy).toContain("script-src 'self' https://cdn.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.example;");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com;');
  });
});
