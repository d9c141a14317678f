// The worker that holds the library: each message names a call of core.js and its arguments;
// the answer (or the error's message) goes back with the message's id.
import * as core from './core.js';

self.addEventListener('message', async (event) => {
  const { id, fn, args } = event.data;
  try {
    if (typeof core[fn] !== 'function') throw new Error(`error: no call \`${fn}\``);
    const value = await core[fn](...args);
    self.postMessage({ id, value }, transferables(value));
  } catch (e) {
    self.postMessage({ id, error: String(e?.message ?? e) });
  }
});

function transferables(value, found = []) {
  if (value instanceof Uint8Array) found.push(value.buffer);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) transferables(v, found);
  return [...new Set(found)];
}
