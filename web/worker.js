// @ts-check
// The worker that holds the library: each message names a call of core.js and its arguments;
// the answer (or the error's message) goes back with the message's id, and with it whether
// this worker's memory grew past its bound (the page then ends it and starts a fresh one).
import * as core from './core.js';
import { PageError } from './words.js';

/** @typedef {{ postMessage(message: unknown, transfer?: Transferable[]): void, addEventListener(type: 'message', listener: (event: MessageEvent) => void): void }} WorkerScope */
const scope = /** @type {WorkerScope} */ (/** @type {unknown} */ (self));

/** @type {Record<string, (...args: any[]) => Promise<unknown>>} */
const calls = {
  games: core.games, build: core.build, buildRoom: core.buildRoom, print: core.print,
  referee: core.referee, refereeText: core.refereeText, check: core.check, checkText: core.checkText,
  deck: core.deck, makeDeck: core.makeDeck, buildFolder: core.buildFolder, layout: core.layout,
  keepFonts: core.keepFonts,
};

scope.addEventListener('message', async (event) => {
  const { id, fn, args, init } = event.data;
  if (init) {
    core.init(init);
    return;
  }
  /** @type {Record<string, unknown>} */
  let reply;
  try {
    if (!Object.hasOwn(calls, fn)) throw new Error(`no call ${fn}`);
    const value = await calls[fn](...args);
    reply = { id, value };
  } catch (e) {
    // The library's words and the page's own are shown as they are; anything else is a fault.
    reply = e instanceof PageError ? { id, error: e.message } : { id, fault: String(e instanceof Error ? e.stack ?? e.message : e) };
  }
  reply.outgrown = await core.outgrown();
  reply.fontTier = core.tier();
  // The compiled library (shared, not copied): a fresh worker starts from it.
  reply.module = await core.compiled();
  scope.postMessage(reply, transferables(reply.value));
});

/** @param {unknown} value @param {ArrayBuffer[]} found */
function transferables(value, found = []) {
  if (value instanceof Uint8Array) found.push(/** @type {ArrayBuffer} */ (value.buffer));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) transferables(v, found);
  return [...new Set(found)];
}
