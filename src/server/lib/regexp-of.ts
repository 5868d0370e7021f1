import { remembered } from './remembered';

/**
 * A pattern built from words known only at run time (a town, a house number, a name), compiled once and kept: V8
 * compiles `new RegExp` afresh once its own cache has aged, and the concierge builds these on every turn. The pattern
 * is shared, so one with the `g` or `y` flag is for `replace`, `matchAll` and `split` only, never for `test` or `exec`
 * (they move its `lastIndex`).
 */
export const regExpOf = (source: string, flags = '') => compiled(`${flags}/${source}`);

const compiled = remembered((key: string) => {
  const slash = key.indexOf('/');
  return new RegExp(key.slice(slash + 1), key.slice(0, slash));
}, 4_000);
