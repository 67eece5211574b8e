import { AspectRatio, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { videoEinbettungUrl } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface VideoEinwilligungProps {
  /** The platform's video id (a card's youtube_video_id). */
  videoId: string;
  startSekunden?: number;
  /** 02 §3: seconds to play from the start (0 = the whole video). */
  laufzeitSekunden?: number;
  /** 02 §3 'nur Audio abspielen': only the player's control bar is visible. */
  nurAudio?: boolean;
  /** Width of the player in px (02 §9: sized by the screen); the full width when unset. */
  breite?: number;
}

/**
 * Issue 16: no request to the video platform without a click. A German placeholder first; only the
 * click loads the player, from the privacy-enhanced domain. An id that is not one shows nothing.
 */
export function VideoEinwilligung({
  videoId,
  startSekunden = 0,
  laufzeitSekunden = 0,
  nurAudio = false,
  breite,
}: VideoEinwilligungProps) {
  const [eingewilligt, setEingewilligt] = useState(false);
  const url = videoEinbettungUrl(videoId, startSekunden, laufzeitSekunden);
  if (url === null) return null;
  if (eingewilligt) {
    const player = (
      <iframe
        src={url}
        title={t('datenschutz.videoTitel')}
        allow="encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        style={nurAudio ? { width: '100%', height: 56, border: 0 } : undefined}
      />
    );
    return (
      <div style={{ width: breite ?? '100%', maxWidth: '100%' }}>
        {nurAudio ? player : <AspectRatio ratio={16 / 9}>{player}</AspectRatio>}
      </div>
    );
  }
  return (
    <Paper withBorder p="md" data-testid="video-platzhalter">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('datenschutz.videoPlatzhalter')}</Text>
        <Button onClick={() => setEingewilligt(true)}>{t('datenschutz.videoLaden')}</Button>
      </Stack>
    </Paper>
  );
}
