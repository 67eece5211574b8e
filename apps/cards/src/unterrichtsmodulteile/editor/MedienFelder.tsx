import { t } from '@lernstapel/texts';
import { Checkbox, Group, Stack, TextInput } from '@lernstapel/ui';
import type { EditorTeilProps } from './feld-aenderung';

// The editor's media slots. The media part of issue 10 (folder ../medien/: uploads, camera, video
// links, pronunciation) has components with exactly these props: on merging, BildFeld, VideoFeld and
// AusspracheFeld below are replaced by imports of ../medien/BildFeld, ../medien/VideoFeld and
// ../medien/AusspracheFeld. Until then each slot takes what the card stores, typed in.

export interface BildFeldProps {
  label: string;
  /** the card's image URL */
  value: string;
  onChange: (url: string) => void;
}

/** Image slot: a URL. */
export function BildFeld({ label, value, onChange }: BildFeldProps) {
  return (
    <TextInput
      label={label}
      type="url"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
    />
  );
}

/** The video fields of a card (02 §3). */
export interface VideoWerte {
  youtube_video_id: string;
  youtube_video_startzeit: number;
  youtube_video_laufzeit: number;
  nur_audio_abspielen: boolean;
}

/** Seconds of a video time field: whole numbers; an empty or unreadable field counts as 0. */
function sekunden(text: string): number {
  const zahl = Number.parseInt(text, 10);
  return Number.isNaN(zahl) ? 0 : zahl;
}

/** Video slot: id, start and run time (seconds ≥ 0, 0 = whole video, 02 §5), audio only. */
export function VideoFeld({ value, onChange }: { value: VideoWerte; onChange: (werte: VideoWerte) => void }) {
  return (
    <Stack gap="xs">
      <Group grow align="flex-end">
        <TextInput
          label={t('karten.videoId')}
          value={value.youtube_video_id}
          onChange={(event) => onChange({ ...value, youtube_video_id: event.currentTarget.value.trim() })}
        />
        <TextInput
          label={t('karten.videoStartzeit')}
          type="number"
          min={0}
          value={String(value.youtube_video_startzeit)}
          onChange={(event) =>
            onChange({ ...value, youtube_video_startzeit: sekunden(event.currentTarget.value) })
          }
        />
        <TextInput
          label={t('karten.videoLaufzeit')}
          type="number"
          min={0}
          value={String(value.youtube_video_laufzeit)}
          onChange={(event) =>
            onChange({ ...value, youtube_video_laufzeit: sekunden(event.currentTarget.value) })
          }
        />
      </Group>
      <Checkbox
        label={t('karten.nurAudio')}
        checked={value.nur_audio_abspielen}
        onChange={(event) => onChange({ ...value, nur_audio_abspielen: event.currentTarget.checked })}
      />
    </Stack>
  );
}

/** Pronunciation slot of a vocabulary-audio card: the audio URL (the media part looks it up for `wort`). */
export function AusspracheFeld({ url, onUrl }: { wort: string; url: string; onUrl: (url: string) => void }) {
  return <BildFeld label={t('karten.audioUrl')} value={url} onChange={onUrl} />;
}

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
