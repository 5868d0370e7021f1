import type { Catalogue, Namespace } from '../catalogue';
import { install } from './install';
import { jingle } from './jingle';
import { landing } from './landing';
import { request } from './request';
import { sampleCall } from './sample-call';
import { sections } from './sections';
import { voice } from './voice';

/** Every Spanish catalogue, by namespace. */
export const es = { landing, sections, sampleCall, jingle, install, voice, request } satisfies Record<
  Namespace,
  Catalogue
>;
