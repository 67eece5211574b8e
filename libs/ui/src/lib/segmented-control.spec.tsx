import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { SegmentedControl } from './SegmentedControl';

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

const DATA = [
  { value: 'liste', label: 'Listenansicht' },
  { value: 'karten', label: 'Kartenansicht' },
];

function Ansicht({
  disabled = false,
  onChange = () => undefined,
}: {
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState('liste');
  return (
    <SegmentedControl
      aria-label="Ansicht"
      data={DATA}
      value={value}
      disabled={disabled}
      onChange={(neu) => {
        setValue(neu);
        onChange(neu);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with one radio button per option, the chosen one checked', () => {
    render(<Ansicht />);
    const gruppe = screen.getByRole('radiogroup', { name: 'Ansicht' });
    const optionen = within(gruppe).getAllByRole('radio');
    expect(optionen.map((option) => option.getAttribute('value'))).toEqual(['liste', 'karten']);
    expect(radio('Listenansicht').checked).toBe(true);
    expect(new Set(optionen.map((option) => option.getAttribute('name'))).size).toBe(1);
  });

  it('a click on an option chooses it and marks it', () => {
    const onChange = jest.fn();
    render(<Ansicht onChange={onChange} />);
    fireEvent.click(screen.getByText('Kartenansicht'));
    expect(onChange).toHaveBeenCalledWith('karten');
    expect(radio('Kartenansicht').checked).toBe(true);
    expect(screen.getByText('Kartenansicht').hasAttribute('data-active')).toBe(true);
    expect(screen.getByText('Listenansicht').hasAttribute('data-active')).toBe(false);
  });

  it('disabled, no option can be chosen', () => {
    const onChange = jest.fn();
    render(<Ansicht disabled onChange={onChange} />);
    expect(radio('Kartenansicht').disabled).toBe(true);
    fireEvent.click(screen.getByText('Kartenansicht'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with a value not among the options, none is chosen', () => {
    render(<SegmentedControl aria-label="Aussage" data={DATA} value="" onChange={() => undefined} />);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });
});
