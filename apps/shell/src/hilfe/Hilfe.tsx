import { t, type TextKey } from '@lernstapel/texts';
import { PageTitle, Accordion, Text } from '@lernstapel/ui';
import { RichText } from '../login/RichText';

/** The help topics in the order of a user's first steps. */
const THEMEN: ReadonlyArray<{ id: string; titel: TextKey; text: TextKey }> = [
  { id: 'anmeldung', titel: 'hilfe.anmeldung.titel', text: 'hilfe.anmeldung.text' },
  { id: 'stapel', titel: 'hilfe.stapel.titel', text: 'hilfe.stapel.text' },
  { id: 'quiz', titel: 'hilfe.quiz.titel', text: 'hilfe.quiz.text' },
  { id: 'klasse', titel: 'hilfe.klasse.titel', text: 'hilfe.klasse.text' },
  { id: 'pruefungen', titel: 'hilfe.pruefungen.titel', text: 'hilfe.pruefungen.text' },
  { id: 'wettbewerbe', titel: 'hilfe.wettbewerbe.titel', text: 'hilfe.wettbewerbe.text' },
  { id: 'datenschutz', titel: 'hilfe.datenschutz.titel', text: 'hilfe.datenschutz.text' },
];

/** The 'hilfe' page of the user area (01 §2): one accordion item per topic, its text in the landing texts' format. */
export function Hilfe() {
  return (
    <section>
      <PageTitle>{t('hilfe.titel')}</PageTitle>
      <Text mb="md">{t('hilfe.einleitung')}</Text>
      <Accordion variant="separated" multiple data-testid="hilfe-themen">
        {THEMEN.map((thema) => (
          <Accordion.Item key={thema.id} value={thema.id}>
            <Accordion.Control>{t(thema.titel)}</Accordion.Control>
            <Accordion.Panel>
              <RichText text={t(thema.text)} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
