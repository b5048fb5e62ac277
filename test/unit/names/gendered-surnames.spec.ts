import { feminineGivenName, feminineSurnameForm } from '../../../src/core/names/gendered-surnames';

describe('feminineSurnameForm: a surname in its masculine and its feminine form', () => {
  it.each([
    ['POPOVA', 'POPOV', 'first'],
    ['POPOV', 'POPOVA', 'second'],
    ['NIKOLAEVA', 'NIKOLAEV', 'first'],
    ['PUTINA', 'PUTIN', 'first'],
    ['VYSOTSKAYA', 'VYSOTSKIY', 'first'],
    ['VYSOTSKY', 'VYSOTSKAYA', 'second'],
    ['KOWALSKA', 'KOWALSKI', 'first'],
    ['ZAWADZKI', 'ZAWADZKA', 'second'],
    // Two spellings as well as two forms: the alignment paired them as one surname.
    ['NIKOLAEVA', 'NIKOLAYEV', 'first'],
    ['KURDIUMOVA', 'KURDYUMOV', 'first'],
    // Patronymics agree with the bearer's sex too: a daughter's against a son's, or against a man's surname.
    ['NIKOLAEVNA', 'NIKOLAEVICH', 'first'],
    ['PETROVYCH', 'PETRIVNA', 'second'],
    ['MIKHAILOVA', 'MIKHAILOVICH', 'first'],
    ['IVANOVNA', 'IVANOV', 'first'],
  ] as const)('%s, %s: the feminine form is the %s', (a, b, side) => {
    expect(feminineSurnameForm(a, b)).toBe(side);
  });

  it.each([
    ['POPOV', 'POPOV'],
    // Two words of one sex, two names, a stem too short to be one, a German name ending in -ICH.
    ['POPOVA', 'POPOVNA'],
    ['NIKOLAEVICH', 'NIKOLAEV'],
    ['FRIEDRICH', 'FRIEDA'],
    ['PETROVA', 'IVANOV'],
    ['OVA', 'OV'],
    ['MARIA', 'MARI'],
    ['VYSOTSKAYA', 'BELSKIY'],
  ])('%s, %s: no such pair', (a, b) => {
    expect(feminineSurnameForm(a, b)).toBeNull();
  });
});

describe('feminineGivenName', () => {
  it("reads a given name ending in A as a woman's", () => {
    for (const name of ['OLGA', 'ALEKSANDRA', 'MARIYA', 'NATALIA'])
      expect(feminineGivenName(name)).toBe(true);
    for (const name of ['OLEG', 'ALEKSANDR', 'SERGEY', 'YURI']) expect(feminineGivenName(name)).toBe(false);
  });
});
