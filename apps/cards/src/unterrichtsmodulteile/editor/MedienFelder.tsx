import { t } from '@lernstapel/texts';
import { Checkbox, Stack } from '@lernstapel/ui';
import { VideoFeld } from '../medien/VideoFeld';
import type { EditorTeilProps } from './feld-aenderung';

// The editor's media slots come from ../medien/ (uploads with licence and permission, camera, video
// links, pronunciation).
export { BildFeld, type BildFeldProps } from '../medien/BildFeld';
export { VideoFeld, type VideoWerte } from '../medien/VideoFeld';
export { AusspracheFeld } from '../medien/AusspracheFeld';

/** 02 §3 'Video einbetten' and, when ticked, the video slot. */
export function VideoFelder({ karte, aendern }: EditorTeilProps) {
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('karten.video')}
        checked={karte.ist_youtube_video}
        onChange={(event) => aendern({ ist_youtube_video: event.currentTarget.checked })}
      />
      {karte.ist_youtube_video ? (
        <VideoFeld
          value={{
            youtube_video_id: karte.youtube_video_id,
            youtube_video_startzeit: karte.youtube_video_startzeit,
            youtube_video_laufzeit: karte.youtube_video_laufzeit,
            nur_audio_abspielen: karte.nur_audio_abspielen,
          }}
          onChange={aendern}
        />
      ) : null}
    </Stack>
  );
}
