/**
 * Finds the first id that repeats in a list, with an open-addressing table in one Int32Array. A Set of
 * 20,000 fresh strings costs more than the rest of the season's first pass, and it is garbage the moment
 * the check is done; this table lives outside the JavaScript heap and is probed by a hash of the characters.
 */
export function firstRepeatedId(count: number, idAt: (i: number) => string): number {
  let size = 16;
  while (size < count * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size); // index + 1 of the item in the slot; 0 = empty
  for (let i = 0; i < count; i++) {
    const id = idAt(i);
    let h = 0x811c9dc5; // FNV-1a over the UTF-16 code units
    for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 0x01000193);
    let slot = h & mask;
    for (;;) {
      const held = slots[slot];
      if (held === 0) {
        slots[slot] = i + 1;
        break;
      }
      if (idAt(held - 1) === id) return i;
      slot = (slot + 1) & mask;
    }
  }
  return -1;
}
