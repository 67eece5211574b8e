import { fireEvent, render, screen } from '@testing-library/react';
import { LernstapelProvider } from './LernstapelProvider';
import { VideoEinwilligung } from './VideoEinwilligung';

describe('VideoEinwilligung (issue 16: no request to a third party without a click)', () => {
  it('shows a German placeholder and no frame until the viewer clicks', () => {
    const { container } = render(
      <LernstapelProvider>
        <VideoEinwilligung videoId="dQw4w9WgXcQ" startSekunden={30} />
      </LernstapelProvider>,
    );
    expect(screen.getByTestId('video-platzhalter').textContent).toContain('Erst mit deinem Klick');
    expect(container.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Video laden' }));
    const frame = screen.getByTitle('Video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30');
    expect(screen.queryByTestId('video-platzhalter')).toBeNull();
  });

  it('renders nothing for an id that is not a video id', () => {
    const { container } = render(
      <LernstapelProvider>
        <VideoEinwilligung videoId="x?autoplay=1" />
      </LernstapelProvider>,
    );
    expect(container.querySelector('iframe, [data-testid="video-platzhalter"]')).toBeNull();
  });
});
