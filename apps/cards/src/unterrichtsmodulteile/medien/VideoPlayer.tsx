import { useEffect, useState } from 'react';
import { VideoEinwilligung } from '@lernstapel/ui';
import type { VideoWerte } from './VideoFeld';

/** 02 §9 'video player sized by screen': the window's width less a margin, at most 853 px (480p). */
export function playerBreite(fensterBreite: number): number {
  return Math.max(240, Math.min(853, Math.round(fensterBreite * 0.9) - 32));
}

function useFensterBreite(): number {
  const [breite, setBreite] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const anpassen = () => setBreite(window.innerWidth);
    window.addEventListener('resize', anpassen);
    return () => window.removeEventListener('resize', anpassen);
  }, []);
  return breite;
}

export interface VideoPlayerProps {
  video: VideoWerte;
}

/** The card's video in previews (02 §2 video player dialog), loaded only after the user's click (issue 16). */
export function VideoPlayer({ video }: VideoPlayerProps) {
  const breite = playerBreite(useFensterBreite());
  return (
    <VideoEinwilligung
      videoId={video.youtube_video_id}
      startSekunden={video.youtube_video_startzeit}
      laufzeitSekunden={video.youtube_video_laufzeit}
      nurAudio={video.nur_audio_abspielen}
      breite={breite}
    />
  );
}
