import { applySpecialCharacterShortcuts } from './special-characters';

describe('applySpecialCharacterShortcuts (02 §5)', () => {
  it.each([
    ['eeee', '€'],
    ['cccc', 'ç'],
    ['CCCC', 'Ç'],
    ['nnnn', 'ñ'],
    ['ssss', 'ß'],
    ['????', '¿'],
    ['!!!!', '¡'],
    ['<<<<', '«'],
    ['>>>>', '»'],
    ["''''", '"'],
  ])('%j → %j', (input, expected) => {
    expect(applySpecialCharacterShortcuts(input)).toBe(expected);
  });

  it.each([
    ['Das kostet 5 eeee.', 'Das kostet 5 €.'],
    ['Franccccais', 'Français'],
    ['<<<<Hola>>>> ????Qué tal?', '«Hola» ¿Qué tal?'],
    ['Strassssse', 'Straßse'],
    ['eeeee', '€e'],
    ['eeeeeeee', '€€'],
    ['eee', 'eee'],
    ['EEEE', 'EEEE'],
    ['NNNN', 'NNNN'],
    ['Kaffee', 'Kaffee'],
    ['', ''],
    ["Er sagte ''''Hallo''''", 'Er sagte "Hallo"'],
  ])('%j → %j', (input, expected) => {
    expect(applySpecialCharacterShortcuts(input)).toBe(expected);
  });
});
