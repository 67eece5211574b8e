import { useId, useRef, useState } from 'react';
import { apiErrorDetails, apiErrorMessage, BACKGROUND_REFRESH } from '@lernstapel/api-client';
import {
  BILD_UPLOAD_MAX_BYTES,
  BILD_UPLOAD_MAX_MB,
  kameraKnopfVerborgen,
  MAX_LENGTH,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, FormErrorAlert, Group, Stack, Text, TextInput } from '@lernstapel/ui';
import { KameraDialog } from './KameraDialog';
import { useGetUploadErlaubnisQuery, useHochladenMutation } from './medien-api';

export interface BildFeldProps {
  label: string;
  /** The image URL of the card (an upload's /api/uploads/… or any https address). */
  value: string;
  onChange: (url: string) => void;
  /** Show the image below the field (false where the editor draws it itself, e.g. the labelled image). */
  vorschau?: boolean;
}

interface Meldung {
  message: string;
  details: string[];
}

function kameraVerborgen(): boolean {
  return (
    typeof navigator === 'undefined' || kameraKnopfVerborgen(navigator.userAgent, navigator.maxTouchPoints)
  );
}

/**
 * An image of a card (02 §2, §5, §7): by URL, or an own upload (file or camera photo) when the school
 * has this year's licence and, for pupils, a teacher allowed uploads. The server checks it all again.
 */
export function BildFeld({ label, value, onChange, vorschau = true }: BildFeldProps) {
  const dateiId = useId();
  const datei = useRef<HTMLInputElement>(null);
  const [kamera, setKamera] = useState(false);
  const [meldung, setMeldung] = useState<Meldung | null>(null);
  // 02 §4: re-checked with the 30 s refresh (a pupil's 2 h permission may end while the editor is open).
  const erlaubnis = useGetUploadErlaubnisQuery(undefined, {
    ...BACKGROUND_REFRESH,
    refetchOnMountOrArgChange: true,
  });
  const [hochladen, { isLoading }] = useHochladenMutation();
  const grund = erlaubnis.data?.grund ?? null;

  async function senden(bild: Blob) {
    setMeldung(null);
    if (bild.size > BILD_UPLOAD_MAX_BYTES) {
      setMeldung({ message: t('uploads.zuGross', { mb: BILD_UPLOAD_MAX_MB }), details: [] });
      return;
    }
    const antwort = await hochladen(bild);
    if ('data' in antwort && antwort.data) onChange(antwort.data.url);
    else if ('error' in antwort && antwort.error) {
      setMeldung({ message: apiErrorMessage(antwort.error), details: apiErrorDetails(antwort.error) });
      void erlaubnis.refetch();
    }
  }

  /** 02 §8: the action is not carried out; the message says why (licence with the URL hint, or permission). */
  function verweigert(): boolean {
    if (!grund) return false;
    const jahr = erlaubnis.data?.jahr ?? new Date().getFullYear();
    setMeldung(
      grund === 'lizenz.keineLizenzUpload'
        ? { message: t(grund, { year: jahr }), details: [t('lizenz.hinweisBildUrl')] }
        : { message: t(grund), details: [] },
    );
    return true;
  }

  return (
    <Stack gap="xs">
      <TextInput
        label={label}
        maxLength={MAX_LENGTH.url}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Group gap="sm">
        <input
          id={dateiId}
          ref={datei}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={(event) => {
            const gewaehlt = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (gewaehlt) void senden(gewaehlt);
          }}
        />
        <Button variant="light" loading={isLoading} onClick={() => !verweigert() && datei.current?.click()}>
          {t('uploads.bildHochladen')}
        </Button>
        {kameraVerborgen() ? null : (
          <Button variant="light" onClick={() => !verweigert() && setKamera(true)}>
            {t('uploads.fotoAufnehmen')}
          </Button>
        )}
        {value ? (
          <Button variant="subtle" color="gray" onClick={() => onChange('')}>
            {t('uploads.bildEntfernen')}
          </Button>
        ) : null}
      </Group>
      {isLoading ? <Text size="sm">{t('uploads.wirdHochgeladen')}</Text> : null}
      {meldung ? <FormErrorAlert message={meldung.message} details={meldung.details} /> : null}
      {value && vorschau ? (
        <img
          src={value}
          alt={t('uploads.vorschau')}
          style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
        />
      ) : null}
      <KameraDialog
        opened={kamera}
        onClose={() => setKamera(false)}
        onFoto={(foto) => {
          setKamera(false);
          void senden(foto);
        }}
      />
    </Stack>
  );
}
