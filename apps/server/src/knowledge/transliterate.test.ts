import { describe, expect, it } from 'vitest';
import { devanagariToLatin, spellingKey } from './transliterate';

describe('Devanagari place names in Latin letters', () => {
  it.each([
    ['लुधियाना', 'ludhiyana'],
    ['जयपुर', 'jaypur'],
    ['पटना', 'patna'],
    ['नागपुर', 'nagpur'],
    ['भोपाल', 'bhopal'],
    ['मुंबई', 'mumbai'],
    ['देहरादून', 'dehradun'],
  ])('reads %s as %s (the a dropped inside the word)', (hindi, latin) => {
    expect(devanagariToLatin(hindi)[0]).toBe(latin);
  });

  it('also offers the reading that keeps every a (वाराणसी is "Varanasi", not "Varansi")', () => {
    expect(devanagariToLatin('वाराणसी')).toEqual(['varansi', 'varanasi']);
  });

  it('reads nukta letters and keeps Latin words', () => {
    expect(devanagariToLatin('फ़िरोज़पुर')[0]).toBe('firozpur');
    expect(devanagariToLatin('नवी Mumbai')).toEqual(['navi mumbai']);
  });

  it('gives spelling variants one key', () => {
    expect(spellingKey('Ludhiyana')).toBe(spellingKey('Ludhiāna'));
    expect(spellingKey('Jaypur')).toBe(spellingKey('Jaipur'));
    expect(spellingKey('Warangal')).toBe(spellingKey('Varangal'));
    expect(spellingKey('Puttur')).toBe('putur');
  });
});
