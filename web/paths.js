// @ts-check
// Names of dropped files, as the page and its worker both read them.

/** A card picture's name, by its extension (the library reads what it really is). */
export const PICTURE = /\.(png|jpe?g|webp|gif)$/i;

/** A name with forward slashes and no leading one. @param {string} name */
export const relative = (name) => String(name).replace(/\\/g, '/').replace(/^\/+/, '');

/**
 * How many characters of every name are the one folder they all lie in (0 if none): a
 * dropped folder's files share its name as their first part, and it is left out.
 * @param {string[]} names
 */
export function commonFolder(names) {
  const firsts = new Set(names.map((n) => (n.includes('/') ? n.split('/')[0] : '')));
  return firsts.size === 1 && !firsts.has('') ? [...firsts][0].length + 1 : 0;
}

/** A file name without its folders and extension. @param {string} path */
export const stem = (path) => path.split('/').pop()?.replace(/\.[^.]*$/, '') ?? path;
