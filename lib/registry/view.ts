// The registry's pure rules: how a slug is made, what name guests see, which items and counts a
// guest's page shows (surprise mode), and whether a reorder names every item once. No I/O, so
// they are unit-tested on their own and shared by the server code (db.ts) and the screens.
import { customAlphabet } from "nanoid";
import { REGISTRY_SECRET_LENGTH, stillWanted, type Registry, type RegistryItem, type RegistryVisibility } from "./schema";

const SLUG_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Random characters after the words of a public registry's slug. */
export const PUBLIC_SLUG_SUFFIX_LENGTH = 6;
/** Words of the title a public slug starts with, and their longest total. */
const SLUG_WORDS = 4;
const SLUG_WORDS_MAX_LENGTH = 40;

const secret = customAlphabet(SLUG_ALPHABET, REGISTRY_SECRET_LENGTH);
const suffix = customAlphabet(SLUG_ALPHABET, PUBLIC_SLUG_SUFFIX_LENGTH);

/** The first words of a title as a slug part: lower case, no accents, "-" between words ("" when none). */
export function titleWords(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, SLUG_WORDS);
  let out = "";
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > SLUG_WORDS_MAX_LENGTH) break;
    out = next;
  }
  return out || (words[0]?.slice(0, SLUG_WORDS_MAX_LENGTH) ?? "");
}

/**
 * A new registry's slug (its share link). Link-only: REGISTRY_SECRET_LENGTH random characters,
 * nothing of the title (it must not be guessable). Public: words of the title and a short random
 * tail, readable but still unique.
 */
export function newRegistrySlug(visibility: RegistryVisibility, title: string, random: { secret: () => string; suffix: () => string } = { secret, suffix }): string {
  if (visibility === "link") return random.secret();
  const words = titleWords(title) || "registry";
  return `${words}-${random.suffix()}`;
}

/** What guests see as "from": the first name and the last initial ("Sam P."), or "" without a name. */
export function ownerDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  if (!first) return initial ? `${initial.toUpperCase()}.` : "";
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** One product choice of a registry: the same product, colour and size is the same item. */
export const sameItemChoice = (item: Pick<RegistryItem, "productId" | "color" | "size">, choice: { productId: string; color?: string; size?: string }) =>
  item.productId === choice.productId && (item.color ?? "") === (choice.color ?? "") && (item.size ?? "") === (choice.size ?? "");

/** Items in the parent's order (position, then when added). */
export function sortItems<T extends Pick<RegistryItem, "position" | "addedAt" | "id">>(items: T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
}

/** An item as a guest sees it: never who bought it; in surprise mode no counts either. */
export type GuestItem = {
  id: string;
  productId: string;
  color?: string;
  size?: string;
  note: string;
  /** Units still wanted: what "Add to cart" may take at most. */
  remaining: number;
  /** "bought n of m"; null in surprise mode. */
  counts: { bought: number; wanted: number } | null;
};

/** The registry as a guest sees it: never the address, the purchases or the owner's uid. */
export type GuestRegistry = Pick<Registry, "slug" | "title" | "babyName" | "dueDate" | "message" | "visibility" | "surprise" | "ownerName"> & {
  items: GuestItem[];
};

/**
 * Shape a registry and its items for a guest's page, in the parent's order. In surprise mode the
 * guest sees neither counts nor the items already fully bought: only what is still wanted.
 */
export function guestView(registry: Registry, items: RegistryItem[]): GuestRegistry {
  const shown = sortItems(items)
    .map((item): GuestItem => ({
      id: item.id,
      productId: item.productId,
      ...(item.color ? { color: item.color } : {}),
      ...(item.size ? { size: item.size } : {}),
      note: item.note,
      remaining: stillWanted(item),
      counts: registry.surprise ? null : { bought: item.bought, wanted: item.wanted },
    }))
    .filter((item) => !registry.surprise || item.remaining > 0);
  const { slug, title, babyName, dueDate, message, visibility, surprise, ownerName } = registry;
  return { slug, title, babyName, dueDate, message, visibility, surprise, ownerName, items: shown };
}

/** True when `ids` names every item of `items` exactly once (a reorder may not add or drop any). */
export function isPermutationOf(ids: readonly string[], items: readonly { id: string }[]): boolean {
  if (ids.length !== items.length) return false;
  const known = new Set(items.map((i) => i.id));
  return new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}
