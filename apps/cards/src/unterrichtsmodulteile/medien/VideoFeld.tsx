import { useForm } from '@mantine/form';
import { isVideoZeit, validateVideoLink, validateVideoZeit, videoIdAus, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Group, NumberInput, Stack, Switch, TextInput, regelValidator } from '@lernstapel/ui';

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

/** What the user typed: the link as pasted, the times as the number fields answer them ('' when emptied). */
interface Eingaben {
  link: string;
  start: number | string;
  lauf: number | string;
}

const zeitFehler = regelValidator(validateVideoZeit);

/**
 * The embedded video of a card (02 §3, §5): a pasted link or id becomes the id, start and run time are
 * whole seconds of at least 0 (0 = the whole video), and 'audio only' plays just the sound. The card gets
 * what the fields mean (no id, 0 s while a field is wrong); the fields keep what was typed, with its message.
 */
export function VideoFeld({ value, onChange }: VideoFeldProps) {
  const form = useForm<Eingaben>({
    initialValues: {
      link: value.youtube_video_id,
      start: value.youtube_video_startzeit,
      lauf: value.youtube_video_laufzeit,
    },
    validate: { link: regelValidator(validateVideoLink), start: zeitFehler, lauf: zeitFehler },
    validateInputOnChange: true,
    onValuesChange: ({ link, start, lauf }) =>
      onChange({
        ...value,
        youtube_video_id: videoIdAus(link) ?? '',
        youtube_video_startzeit: isVideoZeit(start) ? start : 0,
        youtube_video_laufzeit: isVideoZeit(lauf) ? lauf : 0,
      }),
  });

  return (
    <Stack gap="xs">
      <TextInput
        label={t('uploads.video')}
        maxLength={MAX_LENGTH.url}
        {...form.getInputProps('link')}
        onBlur={() => {
          // A pasted link shows as the id it gave once the field is left.
          const id = videoIdAus(form.getValues().link);
          if (id) form.setFieldValue('link', id);
        }}
      />
      <Group grow>
        <NumberInput
          label={t('uploads.videoStartzeit')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('start')}
        />
        <NumberInput
          label={t('uploads.videoLaufzeit')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('lauf')}
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
