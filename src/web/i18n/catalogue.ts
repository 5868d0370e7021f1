// Message catalogues: nested objects of strings, one per namespace, with `{{name}}` placeholders (i18next's syntax: Spanish is read through i18next).
// English catalogues (./en) are the source of truth and ship with the code that shows them; the Spanish ones (./es)
// mirror their shape, which the type checker enforces, and load only when Spanish is active (./spanish.ts).

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** A translation of catalogue C: the same keys, any strings. */
export type Translation<C> = { readonly [K in keyof C]: C[K] extends string ? string : Translation<C[K]> };

/** Every key of C, dotted: 'hero.title'. */
export type MessageKey<C> = {
  [K in keyof C & string]: C[K] extends string ? K : `${K}.${MessageKey<C[K]>}`;
}[keyof C & string];

export type MessageValues = Record<string, string | number>;
export type Translate<C> = (key: MessageKey<C>, values?: MessageValues) => string;

/** The namespaces, one per catalogue (the keys of the Spanish resources). */
export type Namespace = 'landing' | 'sections' | 'sampleCall' | 'jingle' | 'install' | 'voice' | 'request';

export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
