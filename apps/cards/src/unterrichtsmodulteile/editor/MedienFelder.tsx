import { t } from '@lernstapel/texts';
import { Checkbox, Stack } from '@lernstapel/ui';
import { AusspracheFeld } from '../medien/AusspracheFeld';
import { VideoFeld } from '../medien/VideoFeld';
import type { EditorTeilProps } from './feld-aenderung';

export { BildFeld } from '../medien/BildFeld';

/**
 * The audio of a vocabulary-audio card (02 §3 frage_videobild_url): typed as a URL, or looked up for
 * the word by the pronunciation service (AusspracheFeld, which also plays it).
 */
export function AudioFelder({ karte, aendern }: EditorTeilProps) {
  return (
    <AusspracheFeld
      wort={karte.antwort1}
      url={karte.frage_videobild_url}
      onUrl={(url) => aendern({ frage_videobild_url: url })}
    />
  );
}

/** 02 §3 'Video einbetten' and, when ticked, the video fields (a pasted link gives the id). */
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
