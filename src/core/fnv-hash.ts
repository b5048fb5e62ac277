/** 32-bit FNV-1a over the UTF-16 code units: a cheap, well-spread hash for in-memory keys and masks. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}
