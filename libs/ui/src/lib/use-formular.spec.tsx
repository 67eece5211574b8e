import { fireEvent, render, screen } from '@testing-library/react';
import { validateForgotCodeInput } from '@lernstapel/rules';
import { LernstapelProvider } from './LernstapelProvider';
import { regelValidator } from './regel-validator';
import { useFormular } from './use-formular';
import { TextInput } from '../mantine';

function EmailFormular() {
  const { form, gueltig } = useFormular({
    initialValues: { email: '' },
    validate: { email: regelValidator(validateForgotCodeInput) },
  });
  return (
    <LernstapelProvider>
      <TextInput label="E-Mail" {...form.getInputProps('email')} />
      <output data-testid="gueltig">{String(gueltig)}</output>
    </LernstapelProvider>
  );
}

const feld = () => screen.getByLabelText('E-Mail');
const meldung = () => screen.queryByText(/E-Mail-Adresse/)?.textContent ?? null;

describe('useFormular', () => {
  it('is invalid from the start but shows no message before the field is left', () => {
    render(<EmailFormular />);
    expect(screen.getByTestId('gueltig').textContent).toBe('false');
    fireEvent.change(feld(), { target: { value: 'mia' } });
    expect(meldung()).toBeNull();
  });

  it('shows the rule’s German message once the field is left, then follows the typing', () => {
    render(<EmailFormular />);
    fireEvent.focus(feld());
    fireEvent.blur(feld());
    expect(meldung()).toBe('Bitte gib eine E-Mail-Adresse ein.');
    fireEvent.change(feld(), { target: { value: 'mia' } });
    expect(meldung()).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    fireEvent.change(feld(), { target: { value: 'mia@schule.ch' } });
    expect(meldung()).toBeNull();
    expect(screen.getByTestId('gueltig').textContent).toBe('true');
  });
});
