import { AspectRatio, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { videoEinbettungUrl } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

export interface VideoEinwilligungProps {
  /** The platform's video id (a card's youtube_video_id). */
  videoId: string;
  startSekunden?: number;
}

/**
 * Issue 16: no request to the video platform without a click. A German placeholder first; only the
 * click loads the player, from the privacy-enhanced domain. An id that is not one shows nothing.
 */
export function VideoEinwilligung({ videoId, startSekunden = 0 }: VideoEinwilligungProps) {
  const [eingewilligt, setEingewilligt] = useState(false);
  const url = videoEinbettungUrl(videoId, startSekunden);
  if (url === null) return null;
  if (eingewilligt) {
    return (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={url}
          title={t('datenschutz.videoTitel')}
          allow="encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </AspectRatio>
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
