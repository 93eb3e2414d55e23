/**
 * A page's screen kept for everyone, and the visitor's frame around it: the screen cut out of a
 * page rendered whole, and each part encoded once for all the pages it goes in.
 */
import { randomUUID } from 'node:crypto';
import { serializeAnswers } from './boot-data';
import { catalogueReadsOf, SESSION, viewedProductsOf } from './catalogue-reads';
import type { KeptFrame } from './kept-frames';
import type { SharedScreen } from './render-contract';
import type { Answers } from './server-data';
import { SCREEN_HOLDER_ID, type ServerResponse } from './server-render';

/** What stands in the screen's place in a frame rendered alone: nothing a page can hold, new in each process. */
export const SCREEN_SLOT = `[screen-${randomUUID()}]`;
/** The opening of the element that holds the screen; it holds nothing else, and no screen holds another. */
const SCREEN_HOLDER = `<main id="${SCREEN_HOLDER_ID}"`;

/** The resources React hoists to the top of a page it renders (the preloads of its first pictures). */
const hoistedOf = (html: string) => /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';

/** Only the part of `record` under `keys`. */
const pick = (record: Record<string, unknown>, keys: Iterable<string>) =>
  Object.fromEntries([...keys].filter((key) => key in record).map((key) => [key, record[key]]));

/**
 * The screen cut out of a page rendered whole, when it shows everyone the same and is made of the
 * catalogue alone: the answers it read, less who is signed in (the frame answers that for each).
 */
export function sharedScreenOf(
  catalogueReads: readonly string[] | undefined,
  html: string,
  response: ServerResponse,
  answers: Answers,
): SharedScreen | undefined {
  const holder = html.indexOf(SCREEN_HOLDER);
  const start = html.indexOf('>', holder) + 1;
  const end = html.indexOf('</main>', start);
  if (!response.sameForEveryone || response.status !== 200 || holder < 0 || end < 0) return undefined;
  const keys = [...answers.screenKeys].filter((key) => key !== SESSION);
  if (!catalogueReadsOf(catalogueReads).isCatalogueOnly(answers.data, keys)) return undefined;
  return {
    html: html.slice(start, end),
    resources: hoistedOf(html),
    data: pick(answers.data, keys),
    errors: {},
    title: response.title,
    screen: response.screen,
    viewedProducts: viewedProductsOf(keys),
  };
}

const encoder = new TextEncoder();

/** Each kept screen's parts, encoded once for all the pages it goes in. */
const encodedScreens = new WeakMap<
  SharedScreen,
  { resources: Uint8Array; html: Uint8Array; answers: Uint8Array }
>();
export function encodedScreen(shared: SharedScreen) {
  let encoded = encodedScreens.get(shared);
  if (!encoded) {
    encoded = {
      resources: encoder.encode(shared.resources),
      html: encoder.encode(shared.html),
      answers: encoder.encode(serializeAnswers(shared.data)),
    };
    encodedScreens.set(shared, encoded);
  }
  return encoded;
}

/** Each kept frame's text before and after the screen's place, encoded once. */
const encodedFrames = new WeakMap<KeptFrame<ServerResponse>, [Uint8Array, Uint8Array]>();
export function encodedFrame(frame: KeptFrame<ServerResponse>): [Uint8Array, Uint8Array] {
  let encoded = encodedFrames.get(frame);
  if (!encoded) {
    // The frame hoists nothing of its own: the resources at the top are the kept screen's.
    const [before = '', after = ''] = frame.html.slice(hoistedOf(frame.html).length).split(SCREEN_SLOT);
    encoded = [encoder.encode(before), encoder.encode(after)];
    encodedFrames.set(frame, encoded);
  }
  return encoded;
}
