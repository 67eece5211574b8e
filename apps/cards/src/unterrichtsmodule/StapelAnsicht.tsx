import type { StapelListeProps } from './stapel-zeile';
import { StapelKacheln } from './StapelKacheln';
import { StapelTable } from './StapelTable';

export interface StapelAnsichtProps extends StapelListeProps {
  /** 01 §3 showFlashCardsSymbole: card view instead of the list */
  symbole: boolean;
}

/** The stacks of one folder in the chosen view. */
export function StapelAnsicht({ symbole, ...props }: StapelAnsichtProps) {
  return symbole ? <StapelKacheln {...props} /> : <StapelTable {...props} />;
}
