import { ZEILENENDE } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { NativeSelect, TextInput } from '@lernstapel/ui';

export const EIGENES = 'eigenes';

export interface Trennerwahl {
  /** the separator, or EIGENES while the user types one */
  wahl: string;
  eigenes: string;
}

export const FELD_OPTIONEN: Array<[string, TextKey]> = [
  ['\t', 'csv.trenner.tab'],
  [';', 'csv.trenner.semikolon'],
  [',', 'csv.trenner.komma'],
  [EIGENES, 'csv.trenner.eigenes'],
];
export const KARTEN_OPTIONEN: Array<[string, TextKey]> = [
  [ZEILENENDE, 'csv.trenner.zeile'],
  [';', 'csv.trenner.semikolon'],
  [EIGENES, 'csv.trenner.eigenes'],
];

/** A separator: one of the list, or typed (then it must not stay empty). */
export function TrennerFeld(props: {
  label: string;
  optionen: Array<[string, TextKey]>;
  wahl: Trennerwahl;
  onWahl: (wahl: Trennerwahl) => void;
}) {
  const { label, optionen, onWahl } = props;
  // A detected separator the list does not offer (Anki's '#separator:Pipe') shows as a custom one.
  const bekannt = optionen.some(([value]) => value === props.wahl.wahl);
  const wahl = bekannt ? props.wahl : { wahl: EIGENES, eigenes: props.wahl.wahl };
  return (
    <div>
      <NativeSelect
        label={label}
        value={wahl.wahl}
        data={optionen.map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(event) => onWahl({ ...wahl, wahl: event.currentTarget.value })}
      />
      {wahl.wahl === EIGENES ? (
        <TextInput
          mt="xs"
          label={t('csv.trenner.eigenesZeichen')}
          maxLength={5}
          value={wahl.eigenes}
          error={wahl.eigenes === '' ? t('csv.trenner.leer') : null}
          onChange={(event) => onWahl({ ...wahl, eigenes: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}
