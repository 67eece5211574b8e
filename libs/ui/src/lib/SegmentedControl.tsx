import { useId } from 'react';
import './segmented-control.css';

export interface SegmentedControlItem {
  value: string;
  label: string;
}

export interface SegmentedControlProps {
  data: readonly SegmentedControlItem[];
  /** The chosen value; '' or a value not in `data`: none is chosen. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A choice between a few options shown side by side (01 §2 list or card view, the quiz's learning mode,
 * true or false, …): native radio buttons, so the arrow keys, the form and screen readers work as with any
 * radio group. Issue 27: Mantine's SegmentedControl measures its options to move a sliding marker, which
 * renders it three times and forces a layout while the page first renders (77–113 ms of main-thread time
 * at 4× CPU on 'Meine Flashcards'); here the chosen option is only styled.
 */
export function SegmentedControl({
  data,
  value,
  onChange,
  disabled = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: SegmentedControlProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-disabled={disabled || undefined}
      className="lernstapel-segmented"
    >
      {data.map((item) => (
        <label
          key={item.value}
          className="lernstapel-segmented-option"
          data-active={item.value === value || undefined}
          data-disabled={disabled || undefined}
        >
          <input
            type="radio"
            className="lernstapel-segmented-input"
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={disabled}
            onChange={() => onChange(item.value)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
