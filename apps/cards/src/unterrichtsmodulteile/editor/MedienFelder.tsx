import { t } from '@lernstapel/texts';
import { Checkbox, Group, Stack, TextInput } from '@lernstapel/ui';
import type { EditorTeilProps } from './feld-aenderung';

/**
 * The image slot of the editor: a URL for now. The media part of issue 10 (uploads, camera; folder
 * ../medien/) plugs in here with the same props: it answers the stored file's URL through onChange.
 */
export interface BildFeldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  testId?: string;
}

export function BildFeld({ label, value, onChange, testId }: BildFeldProps) {
  return (
    <TextInput
      label={label}
      type="url"
      value={value}
      data-testid={testId}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
    />
  );
}

/** Seconds of a video time field: whole numbers; an empty or unreadable field counts as 0. */
function sekunden(text: string): number {
  const zahl = Number.parseInt(text, 10);
  return Number.isNaN(zahl) ? 0 : zahl;
}

/**
 * The video slot (02 §3): id, start and run time (numbers ≥ 0, 0 = whole video), audio only. The
 * media part replaces the id field with one that parses a pasted link, and adds the player.
 */
export function VideoFelder({ karte, aendern }: EditorTeilProps) {
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('karten.video')}
        checked={karte.ist_youtube_video}
        onChange={(event) => aendern({ ist_youtube_video: event.currentTarget.checked })}
      />
      {karte.ist_youtube_video ? (
        <Group grow align="flex-end">
          <TextInput
            label={t('karten.videoId')}
            value={karte.youtube_video_id}
            onChange={(event) => aendern({ youtube_video_id: event.currentTarget.value.trim() })}
          />
          <TextInput
            label={t('karten.videoStartzeit')}
            type="number"
            min={0}
            value={String(karte.youtube_video_startzeit)}
            onChange={(event) => aendern({ youtube_video_startzeit: sekunden(event.currentTarget.value) })}
          />
          <TextInput
            label={t('karten.videoLaufzeit')}
            type="number"
            min={0}
            value={String(karte.youtube_video_laufzeit)}
            onChange={(event) => aendern({ youtube_video_laufzeit: sekunden(event.currentTarget.value) })}
          />
        </Group>
      ) : null}
      {karte.ist_youtube_video ? (
        <Checkbox
          label={t('karten.nurAudio')}
          checked={karte.nur_audio_abspielen}
          onChange={(event) => aendern({ nur_audio_abspielen: event.currentTarget.checked })}
        />
      ) : null}
    </Stack>
  );
}
