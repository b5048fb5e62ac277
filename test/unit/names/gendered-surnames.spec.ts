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
  ] as const)('%s, %s: the feminine form is the %s', (a, b, side) => {
    expect(feminineSurnameForm(a, b)).toBe(side);
  });

  it.each([
    ['POPOV', 'POPOV'],
    // Two forms of one sex, a patronymic, two surnames, a stem too short to be one.
    ['POPOVA', 'IVANOVA'],
    ['IVANOVNA', 'IVANOV'],
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
