import DOMPurify from 'dompurify';
import { t } from '@lernstapel/texts';
import { Text } from '@lernstapel/ui';

export interface GereinigtesHtml {
  html: string;
  /** the stored HTML could not be rendered as it is (it threw, or something dangerous was removed) */
  fehler: boolean;
}

/** Stored HTML of a question or answer, cleaned by DOMPurify before it is rendered (DEVIATIONS 7). */
export function gereinigt(html: string): GereinigtesHtml {
  try {
    const sauber = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return { html: sauber, fehler: DOMPurify.removed.length > 0 };
  } catch {
    return { html: '', fehler: true };
  }
}

/** Renders a card text's HTML, cleaned; 'FEHLER IM HTML-CODE!!!' is appended when that fails (02 §8). */
export function HtmlText({ html, testId }: { html: string; testId?: string }) {
  const { html: sauber, fehler } = gereinigt(html);
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
      <span dangerouslySetInnerHTML={{ __html: sauber }} />
      {fehler ? (
        <Text component="span" c="red.8" fw={700}>
          {' '}
          {t('karten.fehlerImHtml')}
        </Text>
      ) : null}
    </Text>
  );
}
