// The search's starting synonyms: the words British and American parents, and French and German
// ones, use for what the catalogue sells. Staff change them on /search-synonyms; the seed writes
// its own groups (ids "seed-...") again each time and never touches one staff made.
// Two-way: every word finds the others. One-way: the words find the targets (English, the
// catalogue's own words), not the reverse.
import type { Firestore } from "firebase-admin/firestore";
import type { Locale } from "@/lib/i18n/routing";
import { SYNONYMS_COLLECTION, storedSynonymGroupSchema } from "@/lib/search/db";
import { phraseKey, synonymGroupSchema, type SynonymGroup } from "@/lib/search/synonyms";

const both = (locale: Locale, ...terms: string[]): SynonymGroup => synonymGroupSchema.parse({ locale, kind: "two-way", terms, targets: [] });
const finds = (locale: Locale, terms: string[], targets: string[]): SynonymGroup => synonymGroupSchema.parse({ locale, kind: "one-way", terms, targets });

export const SEED_SYNONYMS: readonly SynonymGroup[] = [
  // English, British and American
  both("en", "nappy", "diaper"),
  both("en", "pram", "pushchair", "stroller", "buggy"),
  both("en", "dummy", "pacifier", "soother"),
  both("en", "cot", "crib"),
  both("en", "bodysuit", "onesie", "vest"),
  finds("en", ["romper"], ["bodysuit", "sleepsuit"]),
  both("en", "sleeping bag", "sleep sack", "sleepsack", "grobag"),
  both("en", "sleepsuit", "babygrow", "footed pajamas"),
  finds("en", ["pyjamas", "pajamas", "sleeper"], ["sleepsuit"]),
  both("en", "car seat", "carseat", "infant seat"),
  both("en", "nappy bag", "diaper bag", "changing bag"),
  both("en", "changing mat", "changing pad"),
  both("en", "nappy cream", "diaper cream", "rash cream", "diaper balm", "barrier cream"),
  finds("en", ["wet wipes", "baby wipes"], ["wipes"]),
  both("en", "sippy cup", "beaker", "training cup"),
  both("en", "soft toy", "cuddly toy", "stuffed animal", "plush", "teddy"),
  both("en", "stair gate", "safety gate", "baby gate"),
  both("en", "high chair", "highchair", "feeding chair"),
  both("en", "moses basket", "bassinet", "carrycot"),
  both("en", "baby carrier", "sling", "baby wrap"),
  both("en", "baby bath", "bathtub", "bath tub"),
  both("en", "flannel", "washcloth", "face cloth"),
  finds("en", ["jumper", "sweater"], ["cardigan"]),
  both("en", "scratch mitts", "scratch mittens"),
  both("en", "night light", "nightlight", "night lamp"),
  both("en", "teether", "teething ring", "teething toy"),
  both("en", "travel cot", "pack n play", "playard"),
  both("en", "baby monitor", "babymonitor", "baby alarm"),
  both("en", "muslin", "swaddle", "burp cloth"),
  // French
  finds("fr", ["couche", "couche culotte"], ["diaper", "nappy"]),
  finds("fr", ["couche lavable"], ["cloth diaper"]),
  finds("fr", ["poussette"], ["stroller", "pushchair", "pram"]),
  finds("fr", ["landau"], ["pram"]),
  finds("fr", ["tétine", "sucette"], ["pacifier", "dummy"]),
  finds("fr", ["lit bébé", "lit à barreaux", "berceau"], ["cot", "crib"]),
  finds("fr", ["lit parapluie"], ["travel cot"]),
  finds("fr", ["couffin", "nacelle"], ["moses basket", "carrycot"]),
  finds("fr", ["body"], ["bodysuit"]),
  finds("fr", ["gigoteuse", "turbulette", "sac de couchage"], ["sleeping bag"]),
  finds("fr", ["pyjama", "grenouillère"], ["sleepsuit"]),
  finds("fr", ["siège auto", "siège-auto", "cosy"], ["car seat"]),
  finds("fr", ["rehausseur"], ["booster seat"]),
  finds("fr", ["biberon"], ["bottle"]),
  finds("fr", ["chaise haute"], ["high chair"]),
  finds("fr", ["bavoir"], ["bib"]),
  finds("fr", ["doudou", "peluche", "nounours"], ["teddy", "comforter"]),
  finds("fr", ["babyphone", "écoute-bébé"], ["baby monitor"]),
  finds("fr", ["porte-bébé", "écharpe de portage"], ["baby carrier", "wrap carrier"]),
  finds("fr", ["lingettes"], ["wipes"]),
  finds("fr", ["tapis à langer", "matelas à langer"], ["changing mat"]),
  finds("fr", ["sac à langer"], ["diaper bag"]),
  finds("fr", ["crème de change"], ["nappy cream"]),
  finds("fr", ["baignoire"], ["baby bath"]),
  finds("fr", ["barrière de sécurité", "barrière"], ["safety gate"]),
  finds("fr", ["veilleuse"], ["night light"]),
  finds("fr", ["tasse d'apprentissage", "gobelet"], ["sippy cup"]),
  finds("fr", ["lange"], ["muslin"]),
  // German
  finds("de", ["windel", "windeln"], ["diaper", "nappy"]),
  finds("de", ["stoffwindel", "stoffwindeln"], ["cloth diaper"]),
  finds("de", ["kinderwagen"], ["stroller", "pram"]),
  finds("de", ["sportwagen"], ["stroller"]),
  finds("de", ["schnuller", "nuckel"], ["pacifier", "dummy"]),
  finds("de", ["babybett", "kinderbett", "gitterbett"], ["cot", "crib"]),
  finds("de", ["beistellbett"], ["bedside crib"]),
  finds("de", ["reisebett"], ["travel cot"]),
  finds("de", ["body", "bodys"], ["bodysuit"]),
  finds("de", ["schlafsack"], ["sleeping bag"]),
  finds("de", ["schlafanzug", "strampler"], ["sleepsuit"]),
  finds("de", ["autositz", "kindersitz", "babyschale"], ["car seat"]),
  finds("de", ["sitzerhöhung"], ["booster seat"]),
  finds("de", ["fläschchen", "babyflasche", "trinkflasche"], ["bottle"]),
  finds("de", ["hochstuhl"], ["high chair"]),
  finds("de", ["lätzchen"], ["bib"]),
  finds("de", ["babyphone"], ["baby monitor"]),
  finds("de", ["babytrage", "tragetuch"], ["baby carrier", "wrap carrier"]),
  finds("de", ["feuchttücher"], ["wipes"]),
  finds("de", ["wickelunterlage", "wickelauflage"], ["changing mat"]),
  finds("de", ["wickeltasche"], ["diaper bag"]),
  finds("de", ["wundschutzcreme", "windelcreme"], ["nappy cream"]),
  finds("de", ["badewanne", "babybadewanne"], ["baby bath"]),
  finds("de", ["treppenschutzgitter", "schutzgitter", "türschutzgitter"], ["safety gate"]),
  finds("de", ["nachtlicht"], ["night light"]),
  finds("de", ["kuscheltier", "plüschtier", "teddy"], ["teddy", "soft toy"]),
  finds("de", ["schnabeltasse", "trinklernbecher"], ["sippy cup"]),
  finds("de", ["pucktuch", "mulltuch"], ["swaddle", "muslin"]),
];

/** A seeded group's id: its language and first word, so seeding twice writes the same documents. */
export const seedSynonymId = (g: SynonymGroup): string => `seed-${g.locale}-${phraseKey(g.terms[0]!).replaceAll(" ", "-")}-${g.kind}`;

/** Writes the seeded groups (again), leaving staff's own. Returns how many. */
export async function seedSynonyms(db: Firestore, now: Date): Promise<number> {
  const collection = db.collection(SYNONYMS_COLLECTION);
  const ids = new Set(SEED_SYNONYMS.map(seedSynonymId));
  const old = await collection.select().get();
  const batch = db.batch();
  // Seeded groups the list no longer holds go; staff's own stay.
  for (const d of old.docs) if (d.id.startsWith("seed-") && !ids.has(d.id)) batch.delete(d.ref);
  for (const g of SEED_SYNONYMS) {
    batch.set(collection.doc(seedSynonymId(g)), storedSynonymGroupSchema.parse({ ...g, by: { uid: "seed", email: "" }, updatedAt: now.toISOString() }));
  }
  await batch.commit();
  return SEED_SYNONYMS.length;
}
