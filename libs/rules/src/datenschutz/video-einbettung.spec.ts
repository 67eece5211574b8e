import { videoEinbettungUrl } from './video-einbettung';

describe('video embed URL (issue 16: privacy-enhanced domain only)', () => {
  it.each([
    ['dQw4w9WgXcQ', 0, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 42, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    ['a-b_c-d_e-f', -5, 'https://www.youtube-nocookie.com/embed/a-b_c-d_e-f'],
    ['dQw4w9WgXcQ', 1.5, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('%s from %d s → %s', (id, start, url) => {
    expect(videoEinbettungUrl(id, start)).toBe(url);
  });

  it.each([
    [42, 30, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&end=72'],
    [0, 10, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?end=10'],
    [5, 0, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5'],
  ])('from %d s for %d s (02 §3: 0 = whole video) → %s', (start, laufzeit, url) => {
    expect(videoEinbettungUrl('dQw4w9WgXcQ', start, laufzeit)).toBe(url);
  });

  it.each(['', 'kurz', 'dQw4w9WgXcQ?autoplay=1', '../../evil.x', 'dQw4w9WgXc"'])('refuses %j', (id) => {
    expect(videoEinbettungUrl(id)).toBeNull();
  });
});
