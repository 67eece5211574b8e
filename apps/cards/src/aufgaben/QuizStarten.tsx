import type { StapelListItem } from '@lernstapel/contracts';
import { Button, Link, useNavigate } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { t } from '@lernstapel/texts';
import { useKopierenStapelMutation } from '../unterrichtsmodule/unterrichtsmodule-api';

/** The pupil's own copy of an assignment's stack (the newest, if they copied it more than once). */
export function eigeneKopie(eigene: readonly StapelListItem[], stapelId: number): StapelListItem | undefined {
  return eigene
    .filter((stapel) => stapel.ist_kopie_von_umodul_id === stapelId)
    .reduce<StapelListItem | undefined>(
      (neueste, stapel) => (neueste && neueste.id > stapel.id ? neueste : stapel),
      undefined,
    );
}

export interface QuizStartenProps {
  stapelId: number;
  titel: string;
  kopie: StapelListItem | undefined;
}

/**
 * Issue 23 'Quiz starten' of an assignment: the quiz saves boxes and results on own stacks only
 * (02 §4), so it opens the own copy, or first makes one (01 §2 copy) and then opens its quiz. The
 * teacher sees the result of the copy in 'Monitoring'.
 */
export function QuizStarten({ stapelId, titel, kopie }: QuizStartenProps) {
  const navigate = useNavigate();
  const [kopieren, { error, isLoading }] = useKopierenStapelMutation();
  const label = t('stapel.quizStartenFuer', { titel });
  if (kopie) {
    return (
      <Button component={Link} to={`/previewunterrichtsmodul/${kopie.id}/quiz`} size="xs" aria-label={label}>
        {t('stapel.quiz')}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="xs"
        aria-label={label}
        loading={isLoading}
        onClick={() =>
          void kopieren({ ist_kopie_von_umodul_id: stapelId }).then((result) => {
            if (result.data)
              void navigate(`/previewunterrichtsmodul/${result.data.unterrichtsmodul.id}/quiz`);
          })
        }
      >
        {t('stapel.quiz')}
      </Button>
      {error ? <ApiErrorAlert error={error} /> : null}
    </>
  );
}
