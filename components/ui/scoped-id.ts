/**
 * An element id that is unique to one query of a page. With Cache Components, Next keeps the
 * last routes a visitor left mounted but hidden (React <Activity>), and a listing, search or blog
 * list for another query is another route: a fixed id would be in the document twice, and a
 * <label for>, aria-labelledby or getElementById could find the hidden copy first.
 */
export function scopedId(base: string, scope: string): string {
  let hash = 5381;
  for (let i = 0; i < scope.length; i++) hash = ((hash * 33) ^ scope.charCodeAt(i)) >>> 0;
  return `${base}-${hash.toString(36)}`;
}
