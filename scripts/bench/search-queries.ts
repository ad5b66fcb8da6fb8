// The labelled searches `npm run bench:search` scores the shop's search by: what parents type (British
// and American words, typos, compounds, French and German) and the demo products that answer it.
// A search succeeds when one of `expect` is among its first three results; `expect: []` means the
// shop sells nothing of the kind, and the search must find nothing. `translated` marks a search only
// a product's translated name can answer (it passes once the catalogue's French and German names are seeded).
import type { Locale } from "@/lib/i18n/routing";

export type LabelledSearch = { q: string; locale: Locale; expect: readonly string[]; translated?: true };

const DIAPERS = ["eco-diapers", "newborn-eco-diapers-size-1", "overnight-diapers-size-4", "reusable-cloth-diaper", "reusable-swim-diaper"];
const NAPPY_CREAMS = ["zinc-nappy-rash-cream-100ml", "organic-calendula-diaper-balm"];
const STROLLERS = ["city-lite-compact-stroller", "all-terrain-jogging-stroller", "cabin-size-travel-stroller", "lightweight-umbrella-stroller", "two-in-one-pram-and-pushchair"];
const PRAMS = ["classic-pram-with-bassinet", "two-in-one-pram-and-pushchair", "carrycot-add-on"];
const BODYSUITS = ["organic-short-sleeve-bodysuits-3-pack", "long-sleeve-wrap-bodysuit", "striped-cotton-bodysuit", "merino-wool-bodysuit"];
const SLEEPING_BAGS = ["baby-sleeping-bag-2-5-tog", "summer-sleeping-bag-0-5-tog"];
const SLEEPSUITS = ["two-way-zip-sleepsuit", "footed-sleepsuits-2-pack", "fleece-pramsuit"];
const CAR_SEATS = ["infant-car-seat-0-13kg", "convertible-car-seat-0-4-years", "rotating-360-car-seat", "high-back-booster-seat"];
const COTS = ["classic-wooden-cot-bed", "bedside-sleeper-crib", "lightweight-travel-cot", "mini-crib-solid-pine"];
const BOTTLES = ["glass-feeding-bottle-240ml", "anti-colic-bottle-260ml-2-pack", "wide-neck-bottle-starter-set", "stainless-steel-bottle-300ml"];
const HIGH_CHAIRS = ["convertible-wooden-high-chair", "compact-folding-high-chair"];
const SIPPY_CUPS = ["soft-spout-sippy-cup-200ml", "weighted-straw-cup-240ml", "360-training-cup"];
const BIBS = ["silicone-bib-with-pocket", "organic-cotton-bandana-bibs-3-pack"];
const MONITORS = ["video-baby-monitor-5-inch", "audio-baby-monitor-long-range", "wifi-smart-camera-monitor"];
const GATES = ["pressure-fit-safety-gate", "extra-wide-hardware-mounted-gate", "wooden-stair-gate"];
const TEDDIES = ["classic-plush-teddy-bear", "organic-cotton-teddy", "musical-wind-up-bear", "mini-bear-comforter"];
const WIPES = ["water-baby-wipes-12-pack", "biodegradable-bamboo-wipes-4-pack", "wipes-dispenser-weighted-lid"];
const DIAPER_BAGS = ["backpack-diaper-bag", "vegan-leather-tote-diaper-bag"];
const CHANGING_MATS = ["contoured-changing-pad", "foldable-travel-changing-mat", "wipe-clean-changing-mat"];
const BATHS = ["foldable-baby-bath", "baby-bath-with-stand", "bath-with-newborn-sling"];
const TOWELS = ["bear-hooded-towel", "organic-cotton-hooded-towel", "bamboo-hooded-towel-large"];
const THERMOMETERS = ["digital-thermometer-flexible-tip", "fast-read-digital-thermometer", "room-and-bath-thermometer"];
const CARRIERS = ["ergonomic-baby-carrier", "stretchy-wrap-carrier", "hip-seat-carrier", "breathable-mesh-carrier"];
const BLANKETS = ["muslin-swaddle-blankets-3-pack", "cellular-cotton-blanket", "knitted-merino-blanket"];
const RATTLES = ["beech-wood-rattle", "soft-fabric-rattle", "teething-rattle-ring"];
const NOTHING: readonly string[] = [];

const en = (q: string, expect: readonly string[]): LabelledSearch => ({ q, locale: "en", expect });
const fr = (q: string, expect: readonly string[], translated?: true): LabelledSearch => ({ q, locale: "fr", expect, ...(translated ? { translated } : {}) });
const de = (q: string, expect: readonly string[], translated?: true): LabelledSearch => ({ q, locale: "de", expect, ...(translated ? { translated } : {}) });

export const LABELLED_SEARCHES: readonly LabelledSearch[] = [
  // British and American words for the same thing
  en("nappies", [...DIAPERS, ...NAPPY_CREAMS]),
  en("nappy", [...DIAPERS, ...NAPPY_CREAMS]),
  en("diapers", DIAPERS),
  en("buggy", STROLLERS),
  en("pushchair", STROLLERS),
  en("pram", PRAMS),
  en("onesie", BODYSUITS),
  en("onesies", BODYSUITS),
  en("baby vest", BODYSUITS),
  en("sleep sack", SLEEPING_BAGS),
  en("babygrow", SLEEPSUITS),
  en("cot", COTS),
  en("crib", COTS),
  en("nappy bag", DIAPER_BAGS),
  en("changing bag", DIAPER_BAGS),
  en("beaker", SIPPY_CUPS),
  en("soft toy", [...TEDDIES, ...RATTLES]),
  en("wet wipes", WIPES),
  en("nappy cream", NAPPY_CREAMS),
  en("baby carrier", CARRIERS),
  en("swaddle", BLANKETS),
  en("stair gate", GATES),
  // compounds, split or joined
  en("carseat", CAR_SEATS),
  en("car seat", CAR_SEATS),
  en("highchair", HIGH_CHAIRS),
  en("babymonitor", MONITORS),
  en("sleepsuit", SLEEPSUITS),
  en("hooded towel", TOWELS),
  // typos
  en("stroler", STROLLERS),
  en("diper", DIAPERS),
  en("feeding botle", ["glass-feeding-bottle-240ml"]),
  en("bottel", BOTTLES),
  en("pushchiar", STROLLERS),
  en("thermometre", THERMOMETERS),
  en("blankit", BLANKETS),
  en("towell", TOWELS),
  en("jogging stroler", ["all-terrain-jogging-stroller"]),
  en("bodysiut", BODYSUITS),
  // what the shop does not sell: nothing is better than something wrong
  en("xyzzy", NOTHING),
  en("laptop", NOTHING),
  en("dummy", NOTHING),
  en("steriliser", NOTHING),
  // French
  fr("couches", DIAPERS),
  fr("couche lavable", ["reusable-cloth-diaper"]),
  fr("poussette", STROLLERS),
  fr("poussete", STROLLERS),
  fr("landau", PRAMS),
  fr("lit bébé", COTS),
  fr("body", BODYSUITS),
  fr("gigoteuse", SLEEPING_BAGS),
  fr("siège auto", CAR_SEATS),
  fr("biberon", BOTTLES),
  fr("chaise haute", HIGH_CHAIRS),
  fr("bavoir", BIBS),
  fr("babyphone", MONITORS),
  fr("porte-bébé", CARRIERS),
  fr("lingettes", WIPES),
  fr("pyjama", SLEEPSUITS),
  fr("jouets", [...TEDDIES, ...RATTLES, "soft-stacking-blocks-10-pieces", "wooden-alphabet-blocks", "nesting-blocks-with-numbers", "rainbow-ring-stacker", "silicone-ring-stacker", "wooden-pull-along-duck", "pull-along-duck-and-ducklings", "wooden-xylophone-with-mallets", "mini-glockenspiel"]),
  // "Tétine" is a dummy and a bottle's teat: the shop sells no dummies, but these bottles come
  // with a teat (the starter set with spare ones), as their French descriptions say.
  fr("tétine", ["glass-feeding-bottle-240ml", "wide-neck-bottle-starter-set", "stainless-steel-bottle-300ml"]),
  fr("serviette à capuche", TOWELS, true),
  fr("hochet", RATTLES, true),
  // German
  de("windeln", DIAPERS),
  de("windel", DIAPERS),
  de("kinderwagen", [...STROLLERS, ...PRAMS]),
  de("kinderwagn", [...STROLLERS, ...PRAMS]),
  de("buggy", STROLLERS),
  de("babybett", COTS),
  de("body", BODYSUITS),
  de("schlafsack", SLEEPING_BAGS),
  de("autositz", CAR_SEATS),
  de("kindersitz", CAR_SEATS),
  de("fläschchen", BOTTLES),
  de("hochstuhl", HIGH_CHAIRS),
  de("lätzchen", BIBS),
  de("badewanne", BATHS),
  de("wickelunterlage", CHANGING_MATS),
  de("feuchttücher", WIPES),
  de("kuscheltier", TEDDIES),
  // A dummy (a bottle's teat is "Sauger"): the shop sells none. No misspelling of a description's word either.
  de("schnuller", NOTHING),
  de("kapuzenhandtuch", TOWELS, true),
  de("rassel", RATTLES, true),
];
