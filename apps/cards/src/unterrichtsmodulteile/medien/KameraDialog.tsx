import { useEffect, useRef, useState } from 'react';
import { KAMERA_JPEG_QUALITAET } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Alert, Button, Group, Modal, Stack } from '@lernstapel/ui';

export interface KameraDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The taken photo as JPEG (quality 0.7, 02 §9). */
  onFoto: (foto: Blob) => void;
}

/** 02 §2 camera photo dialog: 'Foto aufnehmen', then 'Foto verwenden' or 'Neues Foto aufnehmen'. */
export function KameraDialog({ opened, onClose, onFoto }: KameraDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const bild = useRef<HTMLCanvasElement>(null);
  const [strom, setStrom] = useState<MediaStream | null>(null);
  const [aufgenommen, setAufgenommen] = useState(false);
  const [fehler, setFehler] = useState(false);

  useEffect(() => {
    if (!opened) return;
    let beendet = false;
    let laufend: MediaStream | null = null;
    setAufgenommen(false);
    setFehler(false);
    // 02 §9: the back camera when there is one.
    const kamera = navigator.mediaDevices as MediaDevices | undefined;
    if (!kamera) setFehler(true);
    else {
      kamera
        .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
        .then((stream) => {
          laufend = stream;
          if (beendet) stream.getTracks().forEach((track) => track.stop());
          else setStrom(stream);
        })
        .catch(() => setFehler(true));
    }
    return () => {
      beendet = true;
      laufend?.getTracks().forEach((track) => track.stop());
      setStrom(null);
    };
  }, [opened]);

  useEffect(() => {
    if (video.current && strom) video.current.srcObject = strom;
  }, [strom, aufgenommen]);

  function aufnehmen() {
    const quelle = video.current;
    const ziel = bild.current;
    if (!quelle || !ziel) return;
    ziel.width = quelle.videoWidth;
    ziel.height = quelle.videoHeight;
    ziel.getContext('2d')?.drawImage(quelle, 0, 0);
    setAufgenommen(true);
  }

  function verwenden() {
    bild.current?.toBlob(
      (foto) => {
        if (foto) onFoto(foto);
      },
      'image/jpeg',
      KAMERA_JPEG_QUALITAET,
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('uploads.kameraTitel')} size="lg">
      <Stack>
        {fehler ? <Alert color="red">{t('uploads.kameraFehlt')}</Alert> : null}
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          aria-label={t('uploads.kameraVideo')}
          style={{ width: '100%', display: aufgenommen ? 'none' : 'block' }}
        />
        <canvas
          ref={bild}
          role="img"
          aria-label={t('uploads.vorschau')}
          style={{ width: '100%', display: aufgenommen ? 'block' : 'none' }}
        />
        <Group justify="flex-end">
          {aufgenommen ? (
            <>
              <Button variant="default" onClick={() => setAufgenommen(false)}>
                {t('uploads.neuesFotoAufnehmen')}
              </Button>
              <Button onClick={verwenden}>{t('uploads.fotoVerwenden')}</Button>
            </>
          ) : (
            <Button onClick={aufnehmen} disabled={!strom}>
              {t('uploads.fotoAufnehmen')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
