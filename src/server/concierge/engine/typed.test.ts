import { describe, expect, it } from 'vitest';
import { isYes, nameIn, phoneIn, streetIn } from './extract';
import { fromTyped } from './typed';

describe('typed messages', () => {
  it('writes shorthand, missing apostrophes and misspellings out as they would be said', () => {
    expect(fromTyped('hi im tessa, toliet wont stop running')).toBe("hi i'm tessa, toilet won't stop running");
    expect(fromTyped('tmrw am or fri after 3 pls')).toBe('tomorrow morning or friday after 3 please');
    expect(fromTyped('omg its back. thx!!')).toBe("omg it's back. thanks!!");
    expect(fromTyped('k')).toBe('ok');
    expect(fromTyped('sat anytime or sun morning')).toBe('saturday anytime or sunday morning');
  });

  it('leaves words it does not know, capitals and other meanings alone', () => {
    expect(fromTyped('I sat down and the lights were not working')).toBe('I sat down and the lights were not working');
    expect(fromTyped('ya cerré la llave')).toBe('ya cerré la llave');
    expect(fromTyped('Maria Lopez')).toBe('Maria Lopez');
    expect(fromTyped('the meeting is at 10 am')).toBe('the meeting is at 10 am');
  });

  it('lets the rules read a whole typed message', () => {
    const typed = fromTyped(
      'hi im tessa, 831 555 0301, toliet wont stop running in the main bathroom, 27 vienna dr aptos',
    );
    expect(nameIn(typed, false)).toBe('Tessa');
    expect(phoneIn(typed).phone).toBe('+18315550301');
    expect(streetIn(typed, false)).toBe('27 Vienna Dr');
    expect(isYes(fromTyped('k'))).toBe(true);
    expect(isYes(fromTyped('thats right'))).toBe(true);
  });
});
