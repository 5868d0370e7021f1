import { describe, expect, it } from 'vitest';
import { fixVerdict, isYes, nameIn, phoneIn, streetIn } from './extract';
import { fromTyped } from './typed';

describe('typed messages', () => {
  it('writes shorthand, missing apostrophes and misspellings out as they would be said', () => {
    expect(fromTyped('hi im tessa, toliet wont stop running')).toBe("hi i'm tessa, toilet won't stop running");
    expect(fromTyped('tmrw am or fri after 3 pls')).toBe('tomorrow morning or friday after 3 please');
    expect(fromTyped('omg its back. thx!!')).toBe("omg it's back. thanks!!");
    expect(fromTyped('joaquim, j o a q u i m')).toBe('joaquim, j o a q u i m');
    expect(fromTyped('dime q dia puedes')).toBe('dime que dia puedes');
    expect(fromTyped('k')).toBe('ok');
    expect(fromTyped('sat anytime or sun morning')).toBe('saturday anytime or sunday morning');
  });

  it('writes typed Spanish shorthand out', () => {
    expect(fromTyped('el jueves dsps de las 3 o mñn en la tarde, xfa')).toBe(
      'el jueves después de las 3 o mañana en la tarde, por favor',
    );
    expect(fromTyped('pa que lo arreglen, tmb la puerta')).toBe('para que lo arreglen, también la puerta');
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
    expect(isYes('sip')).toBe(true);
  });

  it('takes a typed name given before a number and an address, and no phone out of an address', () => {
    const typed = 'brianna cho 831.555.0320 1910 mission st apt 4b santa cruz ca 95060';
    expect(nameIn(typed, true)).toBe('Brianna Cho');
    expect(phoneIn(typed).phone).toBe('+18315550320');
    expect(phoneIn('1855 41st Ave Apt 3, Capitola CA 95010').phone).toBeUndefined();
  });

  it('hears a fix that worked, typed or said', () => {
    expect(fixVerdict(fromTyped('ok i followed the steps on the label and got it lit, its staying on now'))).toBe(
      'solved',
    );
    expect(fixVerdict('one of them was flipped the other way, I pushed it back and the lamp came right on')).toBe(
      'solved',
    );
    expect(fixVerdict(fromTyped('omg pushed the reset button on the outlet and its back. thx!!'))).toBe('solved');
    expect(
      fixVerdict("huh, the door wasn't latched all the way. I pushed it till it clicked and now it's running"),
    ).toBe('solved');
  });
});
