/** Byte search for the page cache (the nonce's places in a kept page). */

/** Where `needle` starts in `haystack` at or after `from`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(needle[0], from); at !== -1 && at <= last; at = haystack.indexOf(needle[0], at + 1)) {
    let i = 1;
    while (i < needle.length && haystack[at + i] === needle[i]) i++;
    if (i === needle.length) return at;
  }
  return -1;
}
