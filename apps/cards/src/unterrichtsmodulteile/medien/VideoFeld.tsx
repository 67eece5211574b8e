import { useState } from 'react';
import { isVideoZeit, videoIdAus, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Group, NumberInput, Stack, Switch, TextInput } from '@lernstapel/ui';

/** The video fields of a card (02 §3). */
export interface VideoWerte {
  youtube_video_id: string;
  youtube_video_startzeit: number;
  youtube_video_laufzeit: number;
  nur_audio_abspielen: boolean;
}

export interface VideoFeldProps {
  value: VideoWerte;
  onChange: (werte: VideoWerte) => void;
}

function zeit(wert: string | number): number | null {
  const zahl = typeof wert === 'number' ? wert : Number(wert);
  return wert !== '' && isVideoZeit(zahl) ? zahl : null;
}

/**
 * The embedded video of a card (02 §3, §5): a pasted link or id becomes the id, start and run time are
 * whole seconds of at least 0 (0 = the whole video), and 'audio only' plays just the sound.
 */
export function VideoFeld({ value, onChange }: VideoFeldProps) {
  const [eingabe, setEingabe] = useState(value.youtube_video_id);
  const id = videoIdAus(eingabe);
  const [zeitFehler, setZeitFehler] = useState<{ start: boolean; lauf: boolean }>({
    start: false,
    lauf: false,
  });

  return (
    <Stack gap="xs">
      <TextInput
        label={t('uploads.video')}
        maxLength={MAX_LENGTH.url}
        value={eingabe}
        error={eingabe.trim() !== '' && id === null ? t('uploads.videoUngueltig') : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setEingabe(text);
          onChange({ ...value, youtube_video_id: videoIdAus(text) ?? '' });
        }}
        onBlur={() => {
          if (id) setEingabe(id);
        }}
      />
      <Group grow>
        <NumberInput
          label={t('uploads.videoStartzeit')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value.youtube_video_startzeit}
          error={zeitFehler.start ? t('uploads.videoZeitUngueltig') : undefined}
          onChange={(wert) => {
            const sekunden = zeit(wert);
            setZeitFehler((alt) => ({ ...alt, start: sekunden === null }));
            onChange({ ...value, youtube_video_startzeit: sekunden ?? 0 });
          }}
        />
        <NumberInput
          label={t('uploads.videoLaufzeit')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={value.youtube_video_laufzeit}
          error={zeitFehler.lauf ? t('uploads.videoZeitUngueltig') : undefined}
          onChange={(wert) => {
            const sekunden = zeit(wert);
            setZeitFehler((alt) => ({ ...alt, lauf: sekunden === null }));
            onChange({ ...value, youtube_video_laufzeit: sekunden ?? 0 });
          }}
        />
      </Group>
      <Switch
        label={t('uploads.nurAudio')}
        checked={value.nur_audio_abspielen}
        onChange={(event) => onChange({ ...value, nur_audio_abspielen: event.currentTarget.checked })}
      />
    </Stack>
  );
}
