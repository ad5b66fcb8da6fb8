// Demo catalogue and blog posts for the seed, benchmarks and tests.
//
// makeCatalog(count, now) (products and their reviews; makeProducts: the products alone) is
// deterministic: the same count and the same `now` give deep-equal
// output, and product i is the same whatever the count (a prefix of a bigger catalogue is the
// smaller catalogue). Randomness comes from a PRNG seeded by the product id, never Math.random.
// Up to CURATED_COUNT (124) products come from the hand-written list below, interleaved across
// the 8 categories so even a small count covers every category; beyond that, numbered bundle
// variants of the curated products are generated (fast enough for 10,000+).
//
// Subscribe and save: a few consumables are subscribable, and one curated nappy becomes the demo
// nappies, in six sizes with a size ladder (SUBSCRIPTIONS, demoNappies). Both are applied after a
// product is drawn, so no product's draws change.
//
// Images: every product image is /demo/products/<type>-<color>.svg, drawn by ./images.ts.
import { CATEGORIES, productSchema, reviewDocSchema, type Category, type Product, type ReviewDoc } from "@/lib/catalog/schema";
import type { LadderRung, ProductSubscription } from "@/lib/catalog/subscription-offer";
import { postSchema, type Post } from "@/lib/blog/schema";
import type { AgeRange } from "@/lib/catalog/age";
import { ratingOf } from "@/lib/catalog/review-rules";
import { hash, int, pick, prng } from "./random";
import { CURATED_TEXTS, DEMO_NAPPIES_TEXTS, demoTranslations, type Texts } from "./catalog-translations";
import { DEMO_NAPPIES_PARTS, PRODUCT_PARTS, fullDescription, translatedParts, type OwnParts } from "./catalog-descriptions";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/lib/catalog/translations";
import { POST_TRANSLATIONS } from "./blog-translations";

/** An age range in months: from `fromMonths` up to (not including) `toMonths`; no end = and older. */
const months = (fromMonths: number, toMonths?: number): AgeRange => (toMonths === undefined ? { fromMonths } : { fromMonths, toMonths });

// ------------------------------------------------------------------ product types

interface TypeInfo {
  category: Category;
  /** SKU prefix */
  code: string;
  materials: string;
  age: string;
  /** The ages it suits in months (null: all ages); a product's sizes or its own `ages` come first. */
  ages: AgeRange | null;
  care: string;
}

const TYPES = {
  bottle: {
    category: "feeding",
    code: "FBT",
    materials: "BPA-free polypropylene with a medical-grade silicone teat",
    age: "from birth; change the teat size as feeding speeds up (size 1 from 0 months, size 2 from 3 months)",
    ages: months(0, 12),
    care: "Sterilise before first use. Dishwasher safe (top rack) and suitable for steam, microwave-steam and cold-water sterilisers. Replace teats every 2–3 months or sooner if they are torn or sticky.",
  },
  bib: {
    category: "feeding",
    code: "FBB",
    materials: "food-grade silicone",
    age: "from 6 months, when solid food starts",
    ages: months(6, 24),
    care: "Rinse under the tap or wash in the dishwasher. Always remove bibs before sleep and never leave a baby unattended wearing one.",
  },
  "high-chair": {
    category: "feeding",
    code: "FHC",
    materials: "powder-coated steel frame, wipe-clean polypropylene seat and tray",
    age: "from about 6 months (when your baby can sit up unaided) to 3 years, maximum 15 kg",
    ages: months(6, 36),
    care: "Wipe with warm soapy water; the tray insert goes in the dishwasher. Always use the five-point harness and keep the chair away from tables and walls a child could push against.",
  },
  "sippy-cup": {
    category: "feeding",
    code: "FSC",
    materials: "BPA-free polypropylene body with a soft silicone spout and valve",
    age: "from 6 months",
    ages: months(6, 24),
    care: "Take the valve out and wash every part after each use; dishwasher safe on the top rack. Check the spout for bite damage and replace it if it splits.",
  },
  "bowl-set": {
    category: "feeding",
    code: "FBW",
    materials: "food-grade silicone",
    age: "from 6 months",
    ages: months(6, 36),
    care: "Dishwasher and microwave safe. The suction base grips smooth, non-porous surfaces best: wipe the tray clean and dry before sticking it down.",
  },
  "spoon-set": {
    category: "feeding",
    code: "FSP",
    materials: "polypropylene handles with soft silicone tips",
    age: "from 4–6 months, when weaning starts",
    ages: months(4, 24),
    care: "Dishwasher safe. Discard any spoon with a cracked or bitten tip.",
  },
  crib: {
    category: "nursery",
    code: "NCR",
    materials: "solid beech and birch plywood with a water-based, non-toxic lacquer",
    age: "from birth",
    ages: months(0, 36),
    care: "Wipe with a damp cloth and dry straight away. Check all bolts monthly and tighten if needed. Use a firm, flat mattress that fits with no more than a finger's width gap at the sides.",
  },
  mobile: {
    category: "nursery",
    code: "NMB",
    materials: "wool felt shapes on cotton thread with a beech wood hanger",
    age: "from birth; remove the mobile once your baby can push up on hands and knees (usually around 5 months)",
    ages: months(0, 6),
    care: "Dust with a soft dry brush; spot clean by hand. Hang out of reach: this is a decoration to look at, not a toy.",
  },
  "night-lamp": {
    category: "nursery",
    code: "NNL",
    materials: "soft-touch silicone shade over a warm LED, USB-C rechargeable",
    age: "for the nursery from birth; safe for toddlers to carry at bedtime",
    ages: null,
    care: "Wipe with a damp cloth. Charge with the supplied cable; do not use while charging in the cot.",
  },
  blanket: {
    category: "nursery",
    code: "NBK",
    materials: "100% cotton",
    age: "from birth for swaddling, tummy time and the pram; loose blankets are not for unsupervised sleep under 12 months",
    ages: months(0, 24),
    care: "Machine wash at 40°C, tumble dry low. Fibres soften with every wash.",
  },
  "baby-monitor": {
    category: "nursery",
    code: "NMN",
    materials: "ABS plastic housings, rechargeable lithium-ion battery in the parent unit",
    age: "from birth",
    ages: months(0, 48),
    care: "Wipe with a dry cloth. Place the camera and every cable at least 1 metre from the cot.",
  },
  "sleep-bag": {
    category: "nursery",
    code: "NSB",
    materials: "organic cotton shell and lining with recycled polyester wadding",
    age: "by size: 0–6 months, 6–18 months and 18–36 months (by weight, not only age)",
    ages: months(0, 36),
    care: "Machine wash at 40°C with the zip closed, tumble dry low. Check the TOG against the room temperature: dress lighter underneath in warm rooms.",
  },
  bodysuit: {
    category: "clothing",
    code: "CBS",
    materials: "GOTS-certified organic cotton jersey with nickel-free poppers",
    age: "by size: 0–3 months up to 12–18 months",
    ages: months(0, 18),
    care: "Machine wash at 40°C inside out with similar colours; tumble dry low. Expect around 3% shrinkage on the first wash.",
  },
  hat: {
    category: "clothing",
    code: "CHT",
    materials: "soft cotton knit",
    age: "by size, from newborn to 24 months",
    ages: months(0, 24),
    care: "Hand wash cool or machine wash on a wool cycle; dry flat.",
  },
  socks: {
    category: "clothing",
    code: "CSK",
    materials: "combed cotton with a little elastane for stretch",
    age: "by size, 0–24 months",
    ages: months(0, 24),
    care: "Machine wash at 40°C; tumble dry low.",
  },
  sleepsuit: {
    category: "clothing",
    code: "CSS",
    materials: "organic cotton interlock",
    age: "by size: 0–3 months up to 12–18 months",
    ages: months(0, 18),
    care: "Machine wash at 40°C inside out; tumble dry low. Close the zip before washing.",
  },
  mittens: {
    category: "clothing",
    code: "CMT",
    materials: "cotton jersey",
    age: "by size",
    ages: months(0, 12),
    care: "Machine wash at 40°C in a laundry bag so pairs stay together.",
  },
  cardigan: {
    category: "clothing",
    code: "CCD",
    materials: "cotton knit",
    age: "by size: 0–3 months up to 12–18 months",
    ages: months(0, 18),
    care: "Machine wash on a wool cycle at 30°C, dry flat to keep the shape.",
  },
  "teddy-bear": {
    category: "toys",
    code: "TTB",
    materials: "plush polyester with polyester fibre filling; embroidered eyes and nose (no buttons or hard parts)",
    age: "from birth; keep soft toys out of the cot during sleep for the first 12 months",
    ages: null,
    care: "Surface wash, or machine wash at 30°C in a pillowcase and air dry.",
  },
  rattle: {
    category: "toys",
    code: "TRT",
    materials: "untreated beech wood and food-grade silicone",
    age: "from 3 months",
    ages: months(3, 12),
    care: "Wipe with a damp cloth and air dry; do not soak wood. Check regularly for cracks.",
  },
  "stacking-blocks": {
    category: "toys",
    code: "TSB",
    materials: "solid wood with water-based paints",
    age: "from 6 months",
    ages: months(6, 36),
    care: "Wipe clean with a damp cloth.",
  },
  "ring-stacker": {
    category: "toys",
    code: "TRS",
    materials: "solid beech with non-toxic water-based stains",
    age: "from 12 months",
    ages: months(12, 36),
    care: "Wipe with a damp cloth; do not soak.",
  },
  "pull-duck": {
    category: "toys",
    code: "TPD",
    materials: "FSC-certified wood with water-based paints and a cotton cord",
    age: "from 12 months, once walking; supervise play with the cord",
    ages: months(12, 48),
    care: "Wipe clean with a damp cloth.",
  },
  xylophone: {
    category: "toys",
    code: "TXY",
    materials: "wooden frame, tuned metal bars, beech mallets",
    age: "from 12 months",
    ages: months(12, 48),
    care: "Wipe with a dry cloth; keep away from damp to protect the tuning.",
  },
  bathtub: {
    category: "bath",
    code: "BTB",
    materials: "BPA-free polypropylene with non-slip TPE edging",
    age: "from birth to about 12 months",
    ages: months(0, 12),
    care: "Rinse and dry after each bath. Always keep one hand on your baby and never leave them in the bath, even for a moment.",
  },
  "hooded-towel": {
    category: "bath",
    code: "BHT",
    materials: "cotton terry, 450 g/m²",
    age: "from birth to 3 years",
    ages: months(0, 36),
    care: "Machine wash at 60°C, tumble dry. Wash before first use to improve absorbency.",
  },
  "rubber-duck": {
    category: "bath",
    code: "BRD",
    materials: "natural rubber, sealed with no hole so water can't get inside",
    age: "from 6 months",
    ages: months(6, 36),
    care: "Wash with warm soapy water and dry after the bath.",
  },
  "baby-wash": {
    category: "bath",
    code: "BWS",
    materials: "mild, soap-free formula; dermatologically tested",
    age: "from birth",
    ages: null,
    care: "Use a small amount in the bath water or on a cloth and rinse well. Keep the eyes closed; if in eyes, rinse with water.",
  },
  washcloth: {
    category: "bath",
    code: "BWC",
    materials: "100% cotton",
    age: "from birth",
    ages: null,
    care: "Machine wash at 60°C. Give each cloth its own job: face, bottom, bath.",
  },
  stroller: {
    category: "strollers-car-seats",
    code: "SST",
    materials: "aluminium frame, water-repellent recycled polyester fabrics, puncture-proof foam-filled tyres",
    age: "from 6 months to 22 kg (from birth with a carrycot or newborn insert where listed)",
    ages: months(0, 48),
    care: "Spot clean fabrics with mild soap; wipe the frame dry after rain. Check the brakes and folding locks regularly.",
  },
  pram: {
    category: "strollers-car-seats",
    code: "SPR",
    materials: "aluminium chassis, cotton-lined bassinet with a breathable mattress, rubber tyres",
    age: "bassinet from birth to 9 kg or until your baby can push up; seat unit from 6 months to 22 kg",
    ages: months(0, 36),
    care: "Spot clean fabrics; air the bassinet mattress regularly. Always apply the brake when stationary.",
  },
  "car-seat": {
    category: "strollers-car-seats",
    code: "SCS",
    materials: "EPS energy-absorbing shell, breathable removable covers",
    age: "see the height and weight range in the name",
    ages: months(0, 48),
    care: "Covers machine wash at 30°C. Replace the seat after any crash, even if it looks undamaged, and never buy a second-hand seat with an unknown history.",
  },
  carrier: {
    category: "strollers-car-seats",
    code: "SCR",
    materials: "organic cotton with padded shoulder straps and waist belt",
    age: "from 3.5 kg to 20 kg (newborn to about 4 years)",
    ages: months(0, 48),
    care: "Machine wash at 30°C with all buckles closed; line dry. Keep your baby's face visible and close enough to kiss.",
  },
  diaper: {
    category: "diapering",
    code: "DDP",
    materials: "plant-based, chlorine-free absorbent core with a breathable outer layer",
    age: "by size on the pack",
    ages: months(0, 36),
    care: "Roll used diapers up and seal with the tabs; dispose of in household waste.",
  },
  "changing-mat": {
    category: "diapering",
    code: "DCM",
    materials: "phthalate-free wipe-clean PVC-free PEVA cover over foam",
    age: "from birth",
    ages: months(0, 24),
    care: "Wipe clean with mild soap. Never leave your baby alone on a raised surface; use the mat on the floor when you can.",
  },
  wipes: {
    category: "diapering",
    code: "DWP",
    materials: "plant-based fibres with a mild, fragrance-free lotion",
    age: "from birth",
    ages: null,
    care: "Reseal the pack after use so wipes don't dry out. Do not flush.",
  },
  "diaper-bag": {
    category: "diapering",
    code: "DBG",
    materials: "water-resistant recycled polyester with wipe-clean lining",
    age: "for parents",
    ages: null,
    care: "Wipe clean; hand wash the changing pad.",
  },
  "diaper-cream": {
    category: "diapering",
    code: "DCR",
    materials: "zinc oxide barrier cream, fragrance-free",
    age: "from birth",
    ages: months(0, 36),
    care: "Apply a thin layer at each change to clean, dry skin. Store below 25°C. See a doctor if the rash doesn't improve in a few days.",
  },
  thermometer: {
    category: "health-safety",
    code: "HTM",
    materials: "ABS body with a flexible, waterproof tip; battery included",
    age: "from birth (underarm) for all ages",
    ages: null,
    care: "Clean the tip with an alcohol wipe before and after use. Call your doctor for any fever in a baby under 3 months.",
  },
  "safety-gate": {
    category: "health-safety",
    code: "HSG",
    materials: "powder-coated steel, no tools needed for pressure-fit models",
    age: "for children from 6 to 24 months",
    ages: months(6, 24),
    care: "Check the fit weekly. Use a hardware-mounted gate at the top of stairs: pressure-fit gates are for doorways and the bottom of stairs only.",
  },
  "nail-clipper": {
    category: "health-safety",
    code: "HNC",
    materials: "stainless steel blades with ABS handles",
    age: "from birth",
    ages: months(0, 24),
    care: "Clean with an alcohol wipe after use and store in the case. Trimming is easiest when your baby is asleep.",
  },
  "nasal-aspirator": {
    category: "health-safety",
    code: "HNA",
    materials: "medical-grade silicone, one piece (nothing can trap water)",
    age: "from birth",
    ages: months(0, 36),
    care: "Wash in warm soapy water after every use and boil weekly. Insert the tip only just inside the nostril.",
  },
  "corner-guard": {
    category: "health-safety",
    code: "HCG",
    materials: "soft NBR foam with pre-applied 3M adhesive",
    age: "for homes with crawlers and early walkers",
    ages: months(6, 48),
    care: "Clean the surface with alcohol and let it dry before sticking. Press firmly for 30 seconds; full strength after 24 hours.",
  },
  "first-aid-kit": {
    category: "health-safety",
    code: "HFA",
    materials: "zipped water-resistant case",
    age: "for families",
    ages: null,
    care: "Check expiry dates every 6 months and replace anything used.",
  },
} satisfies Record<string, TypeInfo>;

export type ProductType = keyof typeof TYPES;

// ------------------------------------------------------------------ the curated list

interface Def {
  id: string;
  name: string;
  type: ProductType;
  /** Price in dollars (converted to cents). */
  price: number;
  colors: string[];
  /** Size names for colour x size variations; omitted = "One size" (or no variations for one colour). */
  sizes?: string[];
  tags: string[];
  short: string;
  /** The product-specific paragraph of the full description. */
  about: string;
  /** Overrides of the type's defaults. */
  materials?: string;
  age?: string;
  ages?: AgeRange | null;
  care?: string;
  /** Extra categories besides the type's. */
  also?: Category[];
}

const BABY = ["0-3M", "3-6M", "6-12M", "12-18M"];
const BABY_NB = ["Newborn", "0-3M", "3-6M", "6-12M"];
const SMALL3 = ["0-6M", "6-12M", "12-24M"];

const FEEDING: Def[] = [
  {
    id: "glass-feeding-bottle-240ml",
    name: "Glass Feeding Bottle 240 ml",
    type: "bottle",
    price: 14.99,
    colors: ["blue", "pink", "green"],
    tags: ["bpa-free", "0-6m", "eco"],
    short: "Borosilicate glass bottle with a slow-flow silicone teat and a grippy silicone sleeve.",
    about: "Glass doesn't hold on to smells or stains and copes with boiling, steam and the dishwasher for years. The silicone sleeve softens knocks and gives small hands something to hold. Supplied with a size 1 slow-flow teat; faster teats fit the same collar.",
    materials: "borosilicate glass, silicone sleeve and teat, polypropylene collar",
  },
  {
    id: "anti-colic-bottle-260ml-2-pack",
    name: "Anti-Colic Bottle 260 ml (2-pack)",
    type: "bottle",
    price: 19.99,
    colors: ["white", "blue"],
    tags: ["bpa-free", "0-6m", "bestseller"],
    short: "A vented bottle that lets air in through the base, so your baby swallows less of it.",
    about: "The one-way vent in the base lets air back into the bottle as your baby drinks, which keeps the flow steady and the teat from collapsing. Many parents find it helps with wind; it is not a treatment for colic, and every baby is different. Wide neck for easy filling and cleaning.",
  },
  {
    id: "wide-neck-bottle-starter-set",
    name: "Wide-Neck Bottle Starter Set",
    type: "bottle",
    price: 44.99,
    colors: ["white"],
    tags: ["newborn", "gift", "bpa-free"],
    short: "Four bottles, spare teats, a brush and a formula dispenser: everything for the first weeks.",
    about: "Contains two 150 ml and two 260 ml bottles, two spare size 2 teats, a bottle brush and a three-compartment formula dispenser for days out. All parts are interchangeable with our other wide-neck bottles.",
  },
  {
    id: "stainless-steel-bottle-300ml",
    name: "Stainless Steel Insulated Bottle 300 ml",
    type: "bottle",
    price: 29.99,
    colors: ["grey", "navy"],
    tags: ["travel", "eco", "6-12m"],
    short: "Double-walled steel keeps water cool for hours; swap the teat for the included sippy spout later.",
    about: "A bottle that grows with your child: it starts with a teat, converts to a soft sippy spout, then a straw lid (sold separately). Double-wall vacuum insulation keeps drinks cool for up to 8 hours. Not for warming milk: the steel walls keep heat out as well as in.",
    materials: "18/8 stainless steel, silicone teat and spout, polypropylene collar",
  },
  {
    id: "silicone-bib-with-pocket",
    name: "Silicone Bib with Food Catcher",
    type: "bib",
    price: 11.99,
    colors: ["green", "coral", "grey", "lavender"],
    tags: ["bpa-free", "6-12m", "bestseller"],
    short: "A soft, roll-up silicone bib whose deep pocket catches what the spoon misses.",
    about: "The adjustable neck has four snap positions, so it fits from first purées to toddler meals. Rolls up small for the changing bag and wipes clean in seconds.",
  },
  {
    id: "organic-cotton-bandana-bibs-3-pack",
    name: "Organic Cotton Bandana Bibs (3-pack)",
    type: "bib",
    price: 16.99,
    colors: ["white", "pink", "blue"],
    tags: ["organic", "newborn", "0-6m"],
    short: "Soft bandana bibs that soak up dribble during teething, with two-position poppers.",
    about: "Two layers of organic cotton muslin on the front and an absorbent fleece backing keep clothes dry. Nickel-free poppers adjust the fit.",
    materials: "organic cotton muslin front, polyester fleece backing",
    age: "from birth",
    ages: months(0, 24),
    care: "Machine wash at 40°C, tumble dry low. Remove before sleep.",
  },
  {
    id: "convertible-wooden-high-chair",
    name: "Convertible Wooden High Chair",
    type: "high-chair",
    price: 189,
    colors: ["white", "beige"],
    tags: ["6-12m", "eco", "bestseller"],
    short: "A beech high chair that adjusts as your child grows and becomes a junior chair at the table.",
    about: "The seat and footrest move up and down in eight positions, so feet always rest flat, which helps with sitting well and eating. Remove the tray and harness and it becomes a chair for children up to 10 years.",
    materials: "solid beech with a water-based lacquer; polyurethane tray",
    age: "from 6 months (sitting unaided) to 10 years as a junior chair",
    ages: months(6, 120),
  },
  {
    id: "compact-folding-high-chair",
    name: "Compact Folding High Chair",
    type: "high-chair",
    price: 89.99,
    colors: ["grey", "green"],
    tags: ["travel", "6-12m"],
    short: "Folds flat in one move and stands on its own, ready for a cupboard or the boot.",
    about: "Three recline positions, a removable dishwasher-safe tray insert and a padded wipe-clean seat. At 6 kg it is light enough to take to grandparents.",
  },
  {
    id: "soft-spout-sippy-cup-200ml",
    name: "Soft-Spout Sippy Cup 200 ml",
    type: "sippy-cup",
    price: 9.99,
    colors: ["yellow", "blue", "pink"],
    tags: ["bpa-free", "6-12m"],
    short: "A first cup with easy-grip handles and a soft spout for the move from bottle to cup.",
    about: "The valve stops spills when the cup is dropped and opens when your baby sucks. Once they get the hang of it, take the valve out for free flow.",
  },
  {
    id: "weighted-straw-cup-240ml",
    name: "Weighted Straw Cup 240 ml",
    type: "sippy-cup",
    price: 13.99,
    colors: ["green", "lavender"],
    tags: ["6-12m", "bpa-free"],
    short: "A weighted straw follows the liquid, so your baby can drink even when the cup is tipped.",
    about: "Straw drinking is often recommended over spouts for developing mouth muscles. The flip lid keeps the straw clean in the bag. Replacement straws are available.",
  },
  {
    id: "360-training-cup",
    name: "360° Training Cup",
    type: "sippy-cup",
    price: 12.49,
    colors: ["coral", "navy"],
    tags: ["12m+", "bpa-free"],
    short: "Drink from anywhere around the rim, like a real cup, without the spills.",
    about: "A silicone seal opens under lip pressure and closes when the cup is put down. Handles unclip once your toddler can hold the cup with both hands.",
    age: "from 12 months",
    ages: months(12, 36),
  },
  {
    id: "bamboo-suction-bowl-set",
    name: "Bamboo Suction Bowl Set",
    type: "bowl-set",
    price: 24.99,
    colors: ["beige", "green"],
    tags: ["eco", "6-12m", "gift"],
    short: "A bamboo bowl and spoon with a removable silicone suction ring.",
    about: "Natural bamboo, finished with a food-safe oil. The suction ring pops off for washing and stops the bowl from being launched off the tray.",
    materials: "bamboo with food-safe oil, silicone suction ring and spoon tip",
    care: "Hand wash only and dry straight away; oil occasionally with food-grade oil. Not for the microwave.",
  },
  {
    id: "silicone-suction-bowls-2-pack",
    name: "Silicone Suction Bowls (2-pack)",
    type: "bowl-set",
    price: 17.99,
    colors: ["pink", "blue", "grey"],
    tags: ["bpa-free", "6-12m", "bestseller"],
    short: "Two stay-put bowls, 250 ml and 150 ml, with a strong suction base.",
    about: "Deep, straight sides help little ones scoop food onto a spoon. Lids are included for storing leftovers in the fridge.",
  },
  {
    id: "divided-plate-and-bowl-set",
    name: "Divided Plate & Bowl Set",
    type: "bowl-set",
    price: 21.99,
    colors: ["yellow"],
    tags: ["12m+", "bpa-free"],
    short: "A three-section suction plate with a matching bowl for toddlers who like food kept apart.",
    about: "Raised dividers keep peas out of the yoghurt, and the sloped walls make self-feeding easier.",
  },
  {
    id: "soft-tip-weaning-spoons-6-pack",
    name: "Soft-Tip Weaning Spoons (6-pack)",
    type: "spoon-set",
    price: 7.99,
    colors: ["coral", "blue"],
    tags: ["6-12m", "bpa-free"],
    short: "Shallow, soft silicone tips that are gentle on gums, with long handles for parents.",
    about: "The shallow bowl gives the right-sized spoonful for first tastes. Long handles reach the bottom of jars.",
  },
  {
    id: "first-cutlery-set-stainless-steel",
    name: "First Cutlery Set, Stainless Steel",
    type: "spoon-set",
    price: 14.99,
    colors: ["green"],
    tags: ["12m+", "gift"],
    short: "A fork, spoon and rounded knife with chunky handles sized for toddler hands.",
    about: "Real steel cutlery, rounded and blunt, with short silicone handles that are easy to grip. Comes in a travel case.",
    materials: "stainless steel with silicone handles",
    age: "from 18 months",
    ages: months(18, 48),
  },
];

const NURSERY: Def[] = [
  {
    id: "classic-wooden-cot-bed",
    name: "Classic Wooden Cot Bed",
    type: "crib",
    price: 429,
    colors: ["white", "beige"],
    tags: ["newborn", "eco"],
    short: "A solid wood cot with three base heights that converts into a toddler bed.",
    about: "Start with the base at the top for the newborn months and lower it once your baby can sit. Remove one side and it becomes a toddler bed used until about 4 years. Takes a 140 × 70 cm mattress (sold separately).",
    age: "from birth to about 4 years as a toddler bed",
    ages: months(0, 48),
  },
  {
    id: "bedside-sleeper-crib",
    name: "Bedside Sleeper Crib",
    type: "crib",
    price: 249,
    colors: ["grey", "white"],
    tags: ["newborn", "0-6m", "bestseller"],
    short: "A crib that attaches securely to your bed, so your baby sleeps on their own surface within reach.",
    about: "The drop-down mesh side lets you see and reach your baby from bed; zip it up to use as a freestanding crib. Straps anchor it to the bed frame so no gap can open. Six height settings and a gentle tilt option. Mattress included.",
    materials: "aluminium frame, breathable mesh sides, foam mattress with a removable washable cover",
    age: "from birth to 6 months or 9 kg, or until your baby can sit up",
    ages: months(0, 6),
  },
  {
    id: "lightweight-travel-cot",
    name: "Lightweight Travel Cot",
    type: "crib",
    price: 129,
    colors: ["grey", "navy"],
    tags: ["travel"],
    short: "Opens in one move and folds into a backpack-sized bag at 5.9 kg.",
    about: "Mesh sides for airflow and visibility, with a padded mattress that zips to the base. Use only the mattress supplied: never add a second mattress or extra padding.",
    materials: "aluminium frame, mesh sides, foam mattress",
    age: "from birth to 3 years or 15 kg",
    ages: months(0, 36),
    also: ["strollers-car-seats"],
  },
  {
    id: "mini-crib-solid-pine",
    name: "Mini Crib in Solid Pine",
    type: "crib",
    price: 299,
    colors: ["beige"],
    tags: ["newborn", "eco"],
    short: "A compact crib for small rooms, on lockable castors so it moves from room to room.",
    about: "Sized for a 90 × 40 cm mattress, two base heights and four castors, two with locks. Finished in a clear water-based lacquer.",
    materials: "solid FSC-certified pine, water-based lacquer",
    age: "from birth until your baby can pull up to stand",
    ages: months(0, 12),
  },
  {
    id: "felt-cloud-and-moon-mobile",
    name: "Felt Cloud & Moon Mobile",
    type: "mobile",
    price: 49.99,
    colors: ["grey", "pink", "blue"],
    tags: ["gift", "newborn", "handmade"],
    short: "A handmade wool felt mobile with a moon, a star and a cloud that turn slowly in a draught.",
    about: "Each mobile is made by hand, so shapes vary slightly. Newborns see contrast best: hang it 30–40 cm above the changing table or to one side of the cot.",
  },
  {
    id: "musical-star-mobile",
    name: "Musical Star Mobile",
    type: "mobile",
    price: 64.99,
    colors: ["yellow", "lavender"],
    tags: ["newborn", "gift"],
    short: "A clip-on cot mobile that plays three lullabies for up to 10 minutes.",
    about: "The arm clamps to cot rails up to 4 cm thick. Volume control and auto-off. Uses 3 × AA batteries (included).",
    materials: "plush fabric shapes, polypropylene arm and music box",
  },
  {
    id: "rechargeable-night-light",
    name: "Rechargeable Night Light",
    type: "night-lamp",
    price: 34.99,
    colors: ["white", "pink", "blue"],
    tags: ["gift", "bestseller"],
    short: "A squeezable lamp with a warm glow that's bright enough for night feeds and dim enough for sleep.",
    about: "Tap to switch between three brightness levels; the dimmest setting is a warm amber that's easy on sleepy eyes. A full charge lasts up to 12 nights on low. 30-minute and 60-minute timers.",
  },
  {
    id: "sleep-trainer-light",
    name: "Sleep Trainer Light",
    type: "night-lamp",
    price: 39.99,
    colors: ["green", "lavender"],
    tags: ["12m+"],
    short: "Glows one colour for stay in bed and another for it's morning: a wake-up signal toddlers understand.",
    about: "Set the wake time in the app-free control panel. The nightlight mode is a soft orange that doesn't suppress sleepiness the way blue light can.",
    age: "from about 2 years, when the idea of 'wait for the light' makes sense",
    ages: months(24),
  },
  {
    id: "muslin-swaddle-blankets-3-pack",
    name: "Muslin Swaddle Blankets (3-pack)",
    type: "blanket",
    price: 29.99,
    colors: ["white", "pink", "green"],
    tags: ["organic", "newborn", "bestseller"],
    short: "Three large 120 cm organic muslins: swaddle, burp cloth, pram shade or changing mat.",
    about: "Open-weave muslin breathes, which matters when swaddling. Swaddle firmly around the arms but loosely around the hips so the legs can bend up and out, and stop swaddling as soon as your baby shows signs of rolling.",
    materials: "GOTS-certified organic cotton muslin",
  },
  {
    id: "cellular-cotton-blanket",
    name: "Cellular Cotton Blanket",
    type: "blanket",
    price: 24.99,
    colors: ["blue", "grey", "yellow"],
    tags: ["0-6m", "machine-washable"],
    short: "A classic open-weave cellular blanket: warm when layered, breathable if it slips over a face.",
    about: "If you use a blanket in the cot, tuck it firmly under the mattress no higher than the shoulders, with your baby's feet touching the foot of the cot. A sleeping bag is simpler for most families.",
  },
  {
    id: "knitted-merino-blanket",
    name: "Knitted Merino Blanket",
    type: "blanket",
    price: 69,
    colors: ["beige", "grey"],
    tags: ["gift", "eco"],
    short: "A soft merino wool blanket for the pram and car seat, with a moss-stitch border.",
    about: "Merino regulates temperature well and is naturally flame-resistant. 80 × 100 cm, a good size for the pram.",
    materials: "extra-fine merino wool, mulesing-free",
    care: "Hand wash or machine wash on a wool cycle at 30°C; dry flat.",
  },
  {
    id: "video-baby-monitor-5-inch",
    name: "Video Baby Monitor with 5\" Screen",
    type: "baby-monitor",
    price: 149,
    colors: ["white"],
    tags: ["newborn", "bestseller"],
    short: "A private, closed-loop video monitor: no Wi-Fi, no app, no account.",
    about: "Encrypted radio link up to 300 m in open space. Infrared night vision, two-way talk, room temperature display and a sound-activated screen. Parent unit battery lasts about 10 hours with the screen on.",
  },
  {
    id: "audio-baby-monitor-long-range",
    name: "Audio Baby Monitor, Long Range",
    type: "baby-monitor",
    price: 59.99,
    colors: ["white", "grey"],
    tags: ["travel"],
    short: "A simple, reliable audio monitor with a sound-level light display and zero interference.",
    about: "DECT technology means no crackle from neighbours' monitors. A row of lights shows sound level even with the volume down. Out-of-range and low-battery alerts.",
  },
  {
    id: "wifi-smart-camera-monitor",
    name: "Wi-Fi Smart Camera Monitor",
    type: "baby-monitor",
    price: 199,
    colors: ["white", "navy"],
    tags: ["newborn"],
    short: "HD camera with a wall mount, watched from your phone at home or away.",
    about: "Streams 1080p video with night vision and two-way audio to the app on up to four phones. No monitor can prevent SIDS: use it alongside, never instead of, safe-sleep practice.",
  },
  {
    id: "baby-sleeping-bag-2-5-tog",
    name: "Baby Sleeping Bag 2.5 TOG",
    type: "sleep-bag",
    price: 39.99,
    colors: ["grey", "pink", "blue"],
    sizes: ["0-6M", "6-18M", "18-36M"],
    tags: ["organic", "bestseller"],
    short: "A year-round sleeping bag for rooms at 16–20°C, with a two-way zip for night changes.",
    about: "Fitted neck and armholes stop your baby from slipping down inside the bag. With a sleeping bag you don't need loose blankets in the cot.",
  },
  {
    id: "summer-sleeping-bag-0-5-tog",
    name: "Summer Sleeping Bag 0.5 TOG",
    type: "sleep-bag",
    price: 32.99,
    colors: ["white", "green"],
    sizes: ["0-6M", "6-18M", "18-36M"],
    tags: ["organic"],
    short: "A single-layer cotton sleeping bag for warm nights above 24°C.",
    about: "Lightweight jersey with no wadding, for summer nights and warm flats. Pair with just a short-sleeve bodysuit.",
    materials: "single-layer organic cotton jersey",
  },
];

const CLOTHING: Def[] = [
  {
    id: "organic-short-sleeve-bodysuits-3-pack",
    name: "Organic Short-Sleeve Bodysuits (3-pack)",
    type: "bodysuit",
    price: 24.99,
    colors: ["white", "grey", "pink"],
    sizes: BABY,
    tags: ["organic", "bestseller", "0-6m"],
    short: "Everyday bodysuits in soft organic cotton with envelope shoulders for easy changes.",
    about: "Envelope shoulders mean the bodysuit can be pulled down over the body after a leaky nappy instead of over the head. Three poppers at the base.",
  },
  {
    id: "long-sleeve-wrap-bodysuit",
    name: "Long-Sleeve Wrap Bodysuit",
    type: "bodysuit",
    price: 12.99,
    colors: ["white", "blue"],
    sizes: BABY_NB,
    tags: ["newborn", "organic"],
    short: "A kimono-style bodysuit that fastens at the side: nothing goes over a newborn's head.",
    about: "Side poppers make dressing easy while the umbilical stump heals. Fold-over mitten cuffs on the smaller sizes.",
  },
  {
    id: "striped-cotton-bodysuit",
    name: "Striped Cotton Bodysuit",
    type: "bodysuit",
    price: 9.99,
    colors: ["navy", "coral"],
    sizes: BABY,
    tags: ["6-12m"],
    short: "A breton-stripe long-sleeve bodysuit that goes with everything.",
    about: "Yarn-dyed stripes that don't fade in the wash, envelope shoulders and poppers at the base.",
    materials: "cotton jersey with nickel-free poppers",
  },
  {
    id: "merino-wool-bodysuit",
    name: "Merino Wool Bodysuit",
    type: "bodysuit",
    price: 29.99,
    colors: ["beige", "grey"],
    sizes: BABY,
    tags: ["eco", "gift"],
    short: "A fine merino base layer that keeps babies warm in winter without overheating.",
    about: "Merino wicks moisture and regulates temperature, and it's soft enough for sensitive skin. A good layer under a pramsuit on cold days.",
    materials: "extra-fine 17.5 micron merino wool",
    care: "Machine wash on a wool cycle at 30°C, dry flat. No fabric softener.",
  },
  {
    id: "ribbed-knit-beanie",
    name: "Ribbed Knit Beanie",
    type: "hat",
    price: 12.99,
    colors: ["grey", "pink", "beige", "navy"],
    sizes: SMALL3,
    tags: ["gift"],
    short: "A soft ribbed beanie with a fold-up cuff and a pompom.",
    about: "The deep cuff covers the ears and lets the hat grow with your baby. Babies lose heat through their heads outdoors, but take hats off indoors and for sleep.",
  },
  {
    id: "newborn-knot-hats-2-pack",
    name: "Newborn Knot Hats (2-pack)",
    type: "hat",
    price: 9.99,
    colors: ["white", "green"],
    sizes: ["Newborn", "0-3M"],
    tags: ["newborn", "organic"],
    short: "Two stretchy hats for the first weeks: one for the hospital bag, one for the wash.",
    about: "Soft organic jersey with a top knot. Newborns only need a hat outdoors; never let your baby sleep in a hat indoors.",
    materials: "organic cotton jersey",
  },
  {
    id: "pom-pom-winter-hat",
    name: "Pom-Pom Winter Hat",
    type: "hat",
    price: 16.99,
    colors: ["red", "navy", "yellow"],
    sizes: ["6-12M", "12-24M"],
    tags: ["12m+"],
    short: "A chunky knit hat lined with soft fleece for cold days in the pram.",
    about: "Fleece-lined ear flaps with a chin popper keep the hat on without ties.",
    materials: "acrylic and wool blend knit with polyester fleece lining",
  },
  {
    id: "non-slip-socks-5-pack",
    name: "Non-Slip Socks (5-pack)",
    type: "socks",
    price: 11.99,
    colors: ["grey", "pink", "blue"],
    sizes: SMALL3,
    tags: ["bestseller"],
    short: "Socks with rubber grips on the soles for crawling and first steps on smooth floors.",
    about: "A soft elastic cuff that stays on without leaving marks. Grips on the sole help on wooden floors; barefoot is best for learning to walk when it's warm enough.",
  },
  {
    id: "organic-cotton-socks-3-pack",
    name: "Organic Cotton Socks (3-pack)",
    type: "socks",
    price: 8.99,
    colors: ["white", "beige"],
    sizes: SMALL3,
    tags: ["organic", "newborn"],
    short: "Plain, soft organic cotton socks with flat toe seams.",
    about: "Hand-linked toe seams sit flat against tiny toes. A turn-over cuff keeps them on.",
    materials: "organic cotton with 2% elastane",
  },
  {
    id: "two-way-zip-sleepsuit",
    name: "Two-Way Zip Sleepsuit",
    type: "sleepsuit",
    price: 18.99,
    colors: ["grey", "blue", "pink"],
    sizes: BABY_NB,
    tags: ["bestseller", "0-6m"],
    short: "A zip-up sleepsuit that opens from the bottom for night-time nappy changes.",
    about: "The two-way zip means you only unzip the legs at 3 am. A zip guard at the chin protects skin. Fold-over scratch mitts on the smaller sizes.",
  },
  {
    id: "footed-sleepsuits-2-pack",
    name: "Footed Sleepsuits (2-pack)",
    type: "sleepsuit",
    price: 26.99,
    colors: ["white", "green"],
    sizes: BABY,
    tags: ["organic"],
    short: "Two popper-front sleepsuits in soft organic cotton with covered feet.",
    about: "Poppers run from the neck down both legs so changes are quick. Covered feet mean no lost socks.",
  },
  {
    id: "fleece-pramsuit",
    name: "Fleece Pramsuit",
    type: "sleepsuit",
    price: 39.99,
    colors: ["navy", "beige"],
    sizes: BABY,
    tags: ["travel"],
    short: "A cosy outdoor all-in-one with a hood, fold-over mitts and feet.",
    about: "Take the pramsuit off in the car seat: puffy layers under the harness leave slack that can matter in a crash. Use a blanket over the buckled harness instead.",
    materials: "recycled polyester fleece",
    care: "Machine wash at 30°C, line dry.",
  },
  {
    id: "newborn-scratch-mittens-3-pack",
    name: "Newborn Scratch Mittens (3-pack)",
    type: "mittens",
    price: 6.99,
    colors: ["white", "lavender"],
    sizes: ["Newborn", "0-3M"],
    tags: ["newborn"],
    short: "Soft mitts that stop newborns scratching their faces with sharp little nails.",
    about: "A gentle elastic cuff holds them on without pressing. Babies explore with their hands, so use mitts only when scratching is a problem.",
    age: "from birth to 3 months",
  },
  {
    id: "fleece-lined-winter-mittens",
    name: "Fleece-Lined Winter Mittens",
    type: "mittens",
    price: 14.99,
    colors: ["red", "grey"],
    sizes: ["6-12M", "12-24M"],
    tags: ["12m+"],
    short: "Water-resistant mittens with long cuffs that stay on over coat sleeves.",
    about: "A long cuff with an elastic wrist fits over or under coat sleeves. Joined by a detachable cord; never use a cord in the car seat or cot.",
    materials: "water-resistant nylon shell with polyester fleece lining",
  },
  {
    id: "chunky-knit-cardigan",
    name: "Chunky Knit Cardigan",
    type: "cardigan",
    price: 29.99,
    colors: ["beige", "green", "pink"],
    sizes: BABY,
    tags: ["gift"],
    short: "A cable-knit cardigan with wooden buttons, for layering on cool days.",
    about: "Roomy enough to go over a bodysuit and long sleeves. Buttons are sewn on with reinforced thread; check them regularly.",
  },
  {
    id: "organic-cotton-cardigan",
    name: "Organic Cotton Cardigan",
    type: "cardigan",
    price: 22.99,
    colors: ["navy", "yellow"],
    sizes: BABY,
    tags: ["organic"],
    short: "A lightweight fine-knit cardigan for spring evenings and air-conditioned rooms.",
    about: "Fine-gauge knit in organic cotton with popper fastenings: no buttons to come loose.",
    materials: "GOTS-certified organic cotton knit",
  },
];

const TOYS: Def[] = [
  {
    id: "classic-plush-teddy-bear",
    name: "Classic Plush Teddy Bear 30 cm",
    type: "teddy-bear",
    price: 29.99,
    colors: ["brown", "beige"],
    tags: ["gift", "newborn", "bestseller"],
    short: "A soft, huggable bear with embroidered features, safe from birth.",
    about: "No buttons, beads or glued parts: eyes and nose are embroidered. Tested to toy safety standard EN 71.",
  },
  {
    id: "organic-cotton-teddy",
    name: "Organic Cotton Teddy",
    type: "teddy-bear",
    price: 34.99,
    colors: ["white", "pink", "blue"],
    tags: ["organic", "gift"],
    short: "A soft bear in undyed organic cotton, filled with organic cotton wadding.",
    about: "Made with organic cotton inside and out. A lovely keepsake gift that's safe for little mouths.",
    materials: "GOTS-certified organic cotton shell and filling",
    also: ["nursery"],
  },
  {
    id: "musical-wind-up-bear",
    name: "Musical Wind-Up Bear",
    type: "teddy-bear",
    price: 36.99,
    colors: ["beige", "lavender"],
    tags: ["gift", "newborn"],
    short: "Pull the ring and the bear plays Brahms' lullaby for about three minutes.",
    about: "The wind-up music box is sealed inside and can be removed through a velcro opening for washing the bear.",
  },
  {
    id: "mini-bear-comforter",
    name: "Mini Bear Comforter",
    type: "teddy-bear",
    price: 19.99,
    colors: ["grey"],
    tags: ["newborn", "gift", "travel"],
    short: "A small bear head on a soft square blanket, easy for tiny hands to hold.",
    about: "Many parents buy two comforters so one is always clean. Keep it out of the cot until 12 months.",
  },
  {
    id: "beech-wood-rattle",
    name: "Beech Wood Rattle",
    type: "rattle",
    price: 12.99,
    colors: ["yellow", "green"],
    tags: ["eco", "gift", "0-6m"],
    short: "A smooth wooden rattle with a soft click, shaped for a baby's first grip.",
    about: "Made from a single piece of beech with a silicone bead ring that's good for chewing.",
  },
  {
    id: "soft-fabric-rattle",
    name: "Soft Fabric Rattle",
    type: "rattle",
    price: 9.99,
    colors: ["pink", "blue", "yellow"],
    tags: ["newborn", "machine-washable"],
    short: "A soft rattle with crinkle paper and a gentle chime: no hard edges at all.",
    about: "High-contrast patterns give young babies something to focus on. Machine washable.",
    materials: "polyester velour with a sealed rattle insert",
    age: "from birth",
    ages: months(0, 12),
    care: "Machine wash at 30°C in a pillowcase; air dry.",
  },
  {
    id: "teething-rattle-ring",
    name: "Teething Rattle Ring",
    type: "rattle",
    price: 8.99,
    colors: ["lavender", "green"],
    tags: ["bpa-free", "0-6m"],
    short: "A rattle and a teether in one: textured silicone to chew, a beech ring to hold.",
    about: "Chill it in the fridge (not the freezer) for extra relief on sore gums.",
    materials: "food-grade silicone and untreated beech wood",
  },
  {
    id: "soft-stacking-blocks-10-pieces",
    name: "Soft Stacking Blocks (10 pieces)",
    type: "stacking-blocks",
    price: 22.99,
    colors: ["blue", "pink"],
    tags: ["6-12m", "bestseller"],
    short: "Squishy blocks with numbers, animals and textures: stack them, knock them down, repeat.",
    about: "Soft enough that a tumbling tower won't hurt, and each side has a different picture or texture to explore.",
    materials: "BPA-free soft PVC-free rubber",
    care: "Wash in warm soapy water; they can go in the bath.",
  },
  {
    id: "wooden-alphabet-blocks",
    name: "Wooden Alphabet Blocks (26 pieces)",
    type: "stacking-blocks",
    price: 34.99,
    colors: ["beige"],
    tags: ["12m+", "gift", "eco"],
    short: "Classic 4 cm wooden blocks with letters, numbers and pictures, in a drawstring bag.",
    about: "Building towers teaches balance and cause and effect; later the letters and numbers come into play.",
    age: "from 12 months",
    ages: months(12, 48),
  },
  {
    id: "nesting-blocks-with-numbers",
    name: "Nesting Blocks with Numbers",
    type: "stacking-blocks",
    price: 18.99,
    colors: ["green", "coral"],
    tags: ["12m+"],
    short: "Ten cardboard nesting cubes that stack into a 70 cm tower and nest into one box.",
    about: "Nesting teaches size order. Printed with numbers, animals and shapes.",
    materials: "thick recycled cardboard with soy-based inks",
    care: "Wipe with a dry cloth; cardboard does not like water.",
  },
  {
    id: "rainbow-ring-stacker",
    name: "Rainbow Ring Stacker",
    type: "ring-stacker",
    price: 16.99,
    colors: ["yellow", "blue"],
    tags: ["12m+", "eco"],
    short: "Five wooden rings to sort by size on a rounded post.",
    about: "Stacking rings in order is a classic first puzzle that builds hand–eye coordination.",
  },
  {
    id: "silicone-ring-stacker",
    name: "Silicone Ring Stacker",
    type: "ring-stacker",
    price: 19.99,
    colors: ["grey", "pink"],
    tags: ["6-12m", "bpa-free"],
    short: "Soft silicone rings that double as teethers, on a wobbly base.",
    about: "Every ring is a different texture for chewing. Dishwasher safe.",
    materials: "food-grade silicone",
    age: "from 6 months",
    ages: months(6, 24),
    care: "Dishwasher safe, or boil for 3 minutes.",
  },
  {
    id: "wooden-pull-along-duck",
    name: "Wooden Pull-Along Duck",
    type: "pull-duck",
    price: 24.99,
    colors: ["yellow", "blue"],
    tags: ["12m+", "gift", "eco"],
    short: "A wooden duck whose feet flap as it's pulled along: encouragement for new walkers.",
    about: "Rubber rims on the wheels keep it quiet on wooden floors.",
  },
  {
    id: "pull-along-duck-and-ducklings",
    name: "Pull-Along Duck & Ducklings",
    type: "pull-duck",
    price: 32.99,
    colors: ["yellow"],
    tags: ["12m+"],
    short: "A mother duck and three ducklings linked together, wobbling along in a line.",
    about: "The ducklings unhook to play with separately.",
  },
  {
    id: "wooden-xylophone-with-mallets",
    name: "Wooden Xylophone with Mallets",
    type: "xylophone",
    price: 27.99,
    colors: ["beige"],
    tags: ["12m+", "gift"],
    short: "Eight tuned, colour-coded metal bars and two wooden mallets.",
    about: "Properly tuned to a C major scale, so songs sound right. Colour-coded song cards included.",
  },
  {
    id: "mini-glockenspiel",
    name: "Mini Glockenspiel",
    type: "xylophone",
    price: 19.99,
    colors: ["navy", "red"],
    tags: ["12m+", "travel"],
    short: "A small six-note glockenspiel that fits in a bag for music on the go.",
    about: "Mallets store in the frame. Lightweight and surprisingly sweet sounding.",
  },
];

const BATH: Def[] = [
  {
    id: "foldable-baby-bath",
    name: "Foldable Baby Bath",
    type: "bathtub",
    price: 44.99,
    colors: ["grey", "blue", "green"],
    tags: ["travel", "newborn"],
    short: "A full-size baby bath that folds flat to 9 cm for storage.",
    about: "A plug drains the bath without lifting it, and the non-slip feet hold it steady. Fill to no more than 8–10 cm and check the water with your elbow or a thermometer (around 37°C).",
  },
  {
    id: "baby-bath-with-stand",
    name: "Baby Bath with Stand",
    type: "bathtub",
    price: 79,
    colors: ["white"],
    tags: ["newborn"],
    short: "A bath on a stable stand at a comfortable height, to spare your back.",
    about: "The stand raises the bath to about 80 cm. Fill and empty with a jug or hose rather than carrying a full bath.",
    materials: "polypropylene bath, steel stand with non-slip feet",
  },
  {
    id: "bath-with-newborn-sling",
    name: "Bath Tub with Newborn Sling",
    type: "bathtub",
    price: 54.99,
    colors: ["pink", "blue"],
    tags: ["newborn", "0-6m"],
    short: "A bath with a removable mesh sling that supports newborns in a half-reclined position.",
    about: "The sling frees up a hand for washing; it is a support, not a safety device: keep a hand on your baby throughout.",
  },
  {
    id: "bear-hooded-towel",
    name: "Bear Hooded Towel",
    type: "hooded-towel",
    price: 24.99,
    colors: ["beige", "grey", "blue"],
    tags: ["gift", "bestseller"],
    short: "A soft terry towel with a bear-ear hood to keep little heads warm after the bath.",
    about: "Generously sized at 90 × 90 cm. The hood keeps the head warm while you dry the rest.",
  },
  {
    id: "organic-cotton-hooded-towel",
    name: "Organic Cotton Hooded Towel",
    type: "hooded-towel",
    price: 29.99,
    colors: ["white", "pink"],
    tags: ["organic", "newborn"],
    short: "A thick, absorbent towel in organic cotton, undyed on the inside.",
    about: "Grown and woven without harsh chemicals: a good choice for sensitive skin.",
    materials: "GOTS-certified organic cotton terry, 500 g/m²",
  },
  {
    id: "bamboo-hooded-towel-large",
    name: "Bamboo Hooded Towel, Large",
    type: "hooded-towel",
    price: 34.99,
    colors: ["green", "yellow"],
    tags: ["eco", "12m+"],
    short: "An extra-large, silky soft bamboo towel that toddlers can wear like a cape.",
    about: "100 × 100 cm. Bamboo viscose is very absorbent and dries quickly.",
    materials: "bamboo viscose and cotton terry",
  },
  {
    id: "classic-bath-duck",
    name: "Classic Bath Duck",
    type: "rubber-duck",
    price: 4.99,
    colors: ["yellow"],
    tags: ["bestseller", "gift"],
    short: "The classic yellow bath duck, sealed so no water gets inside.",
    about: "Ordinary squeaky ducks have a hole that lets water in and mould grow; this one is sealed and has no squeaker.",
  },
  {
    id: "bath-ducks-3-pack",
    name: "Bath Ducks (3-pack)",
    type: "rubber-duck",
    price: 12.99,
    colors: ["yellow", "pink", "blue"],
    tags: ["gift"],
    short: "A family of three sealed bath ducks that float upright.",
    about: "Weighted bases keep them floating the right way up, ready for races.",
  },
  {
    id: "temperature-sensing-bath-duck",
    name: "Temperature-Sensing Bath Duck",
    type: "rubber-duck",
    price: 9.99,
    colors: ["yellow", "white"],
    tags: ["newborn"],
    short: "A bath duck whose base shows 'HOT' in white when the water is above 37°C.",
    about: "A handy second check; always test the water with your elbow or a bath thermometer too.",
    materials: "BPA-free vinyl with a heat-sensitive disc",
    also: ["health-safety"],
  },
  {
    id: "gentle-baby-wash-500ml",
    name: "Gentle Baby Wash & Shampoo 500 ml",
    type: "baby-wash",
    price: 11.99,
    colors: ["white"],
    tags: ["newborn", "fragrance-free"],
    short: "A fragrance-free, soap-free wash for hair and body with a pump.",
    about: "For the first month plain water is enough for most babies; after that a little mild wash helps. pH-balanced, no sulphates or parabens.",
  },
  {
    id: "calendula-bath-milk-250ml",
    name: "Calendula Bath Milk 250 ml",
    type: "baby-wash",
    price: 13.99,
    colors: ["yellow"],
    tags: ["organic"],
    short: "A creamy bath milk with organic calendula and sunflower oil for dry skin.",
    about: "Add a capful to the bath water. Makes the bath slippery: keep a firm grip.",
    materials: "organic calendula and sunflower oil in a mild cleansing base",
  },
  {
    id: "lavender-bedtime-bath-wash",
    name: "Lavender Bedtime Bath Wash",
    type: "baby-wash",
    price: 12.49,
    colors: ["lavender"],
    tags: ["gift"],
    short: "A gentle wash lightly scented with lavender, for a calm bedtime routine.",
    about: "Lightly scented with natural lavender oil. If your baby has eczema or sensitive skin, choose a fragrance-free wash instead.",
  },
  {
    id: "muslin-washcloths-6-pack",
    name: "Muslin Washcloths (6-pack)",
    type: "washcloth",
    price: 12.99,
    colors: ["white", "green", "pink"],
    tags: ["organic", "newborn"],
    short: "Soft, thin muslin cloths that get softer with every wash.",
    about: "30 × 30 cm, in a layered muslin that's gentle on a newborn's face.",
    materials: "organic cotton muslin, 2 layers",
  },
  {
    id: "bamboo-washcloths-5-pack",
    name: "Bamboo Washcloths (5-pack)",
    type: "washcloth",
    price: 14.99,
    colors: ["blue", "beige"],
    tags: ["eco"],
    short: "Absorbent, quick-drying bamboo washcloths with a hanging loop.",
    about: "Quick-drying so they stay fresh between washes.",
    materials: "bamboo viscose terry",
  },
  {
    id: "knitted-cotton-washcloths-4-pack",
    name: "Knitted Cotton Washcloths (4-pack)",
    type: "washcloth",
    price: 16.99,
    colors: ["grey"],
    tags: ["gift"],
    short: "Textured knitted cloths, lovely for older babies' bath time.",
    about: "Slightly textured for gentle exfoliation of toddler knees and elbows.",
  },
];

const STROLLERS: Def[] = [
  {
    id: "city-lite-compact-stroller",
    name: "City Lite Compact Stroller",
    type: "stroller",
    price: 299,
    colors: ["black", "navy", "grey"],
    tags: ["travel", "bestseller"],
    short: "A 7 kg stroller that folds one-handed and fits in an overhead locker.",
    about: "Four-wheel suspension, a near-flat recline, a UPF 50+ hood and a 5 kg shopping basket. Lie-flat from birth with the newborn nest (included).",
  },
  {
    id: "all-terrain-jogging-stroller",
    name: "All-Terrain Jogging Stroller",
    type: "stroller",
    price: 449,
    colors: ["black", "green"],
    tags: ["travel"],
    short: "Big air-filled tyres, a lockable front wheel and a hand brake for trails and parks.",
    about: "Lock the front wheel for running; most paediatricians suggest waiting until about 8 months before jogging with a baby. Wrist strap included.",
    materials: "aluminium frame, recycled polyester fabrics, pneumatic tyres",
  },
  {
    id: "cabin-size-travel-stroller",
    name: "Cabin-Size Travel Stroller",
    type: "stroller",
    price: 249,
    colors: ["grey", "beige"],
    tags: ["travel"],
    short: "Folds to 54 × 44 × 20 cm with a shoulder strap for airports and trains.",
    about: "Check your airline's cabin baggage size before flying: rules vary.",
  },
  {
    id: "lightweight-umbrella-stroller",
    name: "Lightweight Umbrella Stroller",
    type: "stroller",
    price: 119,
    colors: ["navy", "red"],
    tags: ["travel", "12m+"],
    short: "A simple, light umbrella-fold stroller for quick trips and holidays.",
    about: "5.5 kg with a two-position recline and a sun canopy. Best on smooth pavements.",
    age: "from 6 months to 15 kg",
    ages: months(6, 48),
  },
  {
    id: "classic-pram-with-bassinet",
    name: "Classic Pram with Bassinet",
    type: "pram",
    price: 649,
    colors: ["navy", "grey", "beige"],
    tags: ["newborn", "gift"],
    short: "A large-wheeled pram with a flat, roomy bassinet for newborn walks.",
    about: "The lie-flat bassinet is the healthiest position for a newborn's back and breathing. Big wheels with suspension smooth out cobbles. Seat unit included for later.",
  },
  {
    id: "two-in-one-pram-and-pushchair",
    name: "2-in-1 Pram & Pushchair",
    type: "pram",
    price: 549,
    colors: ["black", "green"],
    tags: ["newborn", "bestseller"],
    short: "A bassinet for the first months and a reversible seat for the years after, on one chassis.",
    about: "Adapters for most infant car seats included, so it becomes a travel system.",
  },
  {
    id: "carrycot-add-on",
    name: "Carrycot Add-On",
    type: "pram",
    price: 189,
    colors: ["grey"],
    tags: ["newborn"],
    short: "A lie-flat carrycot that clips onto our City Lite and 2-in-1 chassis.",
    about: "Approved for overnight sleep when used with its stand (sold separately).",
  },
  {
    id: "infant-car-seat-0-13kg",
    name: "Infant Car Seat (0–13 kg)",
    type: "car-seat",
    price: 199,
    colors: ["black", "grey"],
    tags: ["newborn", "bestseller", "travel"],
    short: "A rear-facing infant carrier with side impact protection that clicks onto our strollers.",
    about: "Tested to UN R129 (i-Size) for babies 40–75 cm. Use with the seat belt or an ISOFIX base. Take it out of the car for naps: car seats are not for long sleeps outside the car.",
    age: "from birth (40 cm) to about 12 months (75 cm, 13 kg)",
    ages: months(0, 12),
  },
  {
    id: "convertible-car-seat-0-4-years",
    name: "Convertible Car Seat (0–4 years)",
    type: "car-seat",
    price: 329,
    colors: ["black", "navy"],
    tags: ["newborn"],
    short: "Rear-facing from birth and forward-facing later, with ISOFIX and a support leg.",
    about: "Keep your child rear-facing for as long as the seat allows: it protects head and neck far better in a frontal crash.",
    age: "40–105 cm, from birth to about 4 years",
    ages: months(0, 48),
  },
  {
    id: "high-back-booster-seat",
    name: "High-Back Booster Seat (4–12 years)",
    type: "car-seat",
    price: 139,
    colors: ["grey", "red"],
    tags: ["travel"],
    short: "A high-back booster that positions the adult belt correctly across shoulder and hips.",
    about: "Adjustable headrest and side wings grow with your child. Use until the adult belt fits without it, usually around 150 cm tall.",
    age: "100–150 cm, about 4 to 12 years",
    ages: months(48, 144),
  },
  {
    id: "rotating-360-car-seat",
    name: "Rotating 360° Car Seat",
    type: "car-seat",
    price: 399,
    colors: ["black"],
    tags: ["newborn"],
    short: "Swivels towards the door so you can lift your baby in and out without twisting.",
    about: "Rotates 360° on its ISOFIX base and locks in rear- or forward-facing position. An indicator turns green when installed correctly.",
    age: "40–105 cm, from birth to about 4 years",
    ages: months(0, 48),
  },
  {
    id: "ergonomic-baby-carrier",
    name: "Ergonomic Baby Carrier",
    type: "carrier",
    price: 129,
    colors: ["grey", "navy", "green"],
    tags: ["newborn", "bestseller", "travel"],
    short: "A structured carrier with a hip-healthy seat, from newborn to toddler, no insert needed.",
    about: "An adjustable panel supports an M-shaped leg position at every age. Front, hip and back carry positions.",
  },
  {
    id: "stretchy-wrap-carrier",
    name: "Stretchy Wrap Carrier",
    type: "carrier",
    price: 49.99,
    colors: ["beige", "grey"],
    tags: ["newborn", "organic"],
    short: "A soft stretchy wrap that holds newborns snugly against your chest.",
    about: "5.2 m of soft jersey; instructions and a video guide included. Ideal for the first 6 months.",
    materials: "organic cotton jersey with 5% elastane",
    age: "from 3.5 kg to 11 kg",
    ages: months(0, 12),
  },
  {
    id: "hip-seat-carrier",
    name: "Hip Seat Carrier",
    type: "carrier",
    price: 89,
    colors: ["black"],
    tags: ["12m+"],
    short: "A padded seat on a waist belt for toddlers who want up and down all day.",
    about: "Takes the weight off your arms and back. Use with the shoulder panel for longer carries.",
    age: "from 6 months (sitting unaided) to 20 kg",
    ages: months(6, 48),
  },
  {
    id: "breathable-mesh-carrier",
    name: "Breathable Mesh Carrier",
    type: "carrier",
    price: 139,
    colors: ["blue", "grey"],
    tags: ["travel"],
    short: "A carrier with a 3D mesh panel for hot days and warm climates.",
    about: "Air flows through the panel, so you and your baby stay cooler. Dries quickly after a wash.",
    materials: "3D polyester mesh with cotton edging",
  },
];

const DIAPERING: Def[] = [
  {
    id: "newborn-eco-diapers-size-1",
    name: "Newborn Eco Diapers Size 1 (50 pack)",
    type: "diaper",
    price: 15.99,
    colors: ["white"],
    tags: ["eco", "newborn", "bestseller"],
    short: "Plant-based diapers for 2–5 kg with a cut-out for the umbilical cord.",
    about: "A wetness indicator line turns blue when it's time for a change.",
    age: "2–5 kg",
    ages: months(0, 3),
  },
  {
    id: "eco-diapers-size-3",
    name: "Eco Diapers Size 3 (90 pack)",
    type: "diaper",
    price: 27.99,
    colors: ["white"],
    tags: ["eco", "6-12m"],
    short: "Soft, plant-based diapers for 6–10 kg with stretchy side panels.",
    about: "Chlorine-free, fragrance-free and lotion-free.",
    age: "6–10 kg",
    ages: months(3, 12),
  },
  {
    id: "overnight-diapers-size-4",
    name: "Overnight Diapers Size 4 (60 pack)",
    type: "diaper",
    price: 24.99,
    colors: ["white"],
    tags: ["12m+"],
    short: "Extra-absorbent diapers for 9–14 kg, for a dry 12 hours overnight.",
    about: "A deeper core and higher back waistband stop night leaks.",
    age: "9–14 kg",
    ages: months(9, 24),
  },
  {
    id: "reusable-cloth-diaper",
    name: "Reusable Cloth Diaper with Insert",
    type: "diaper",
    price: 19.99,
    colors: ["green", "yellow", "blue", "grey"],
    tags: ["eco", "organic"],
    short: "A one-size pocket diaper that adjusts from about 4 to 16 kg.",
    about: "Rows of poppers on the front adjust the rise as your baby grows. Most families need 20–25 for full-time use.",
    materials: "waterproof PUL outer, bamboo and organic cotton insert",
    age: "about 4–16 kg",
    ages: months(0, 36),
    care: "Store used diapers dry in a lidded bucket; wash at 60°C every 2–3 days with a non-bio detergent and no fabric softener.",
  },
  {
    id: "reusable-swim-diaper",
    name: "Reusable Swim Diaper",
    type: "diaper",
    price: 12.99,
    colors: ["coral", "navy"],
    tags: ["travel", "eco"],
    short: "A snug swim diaper that holds in solids at the pool; no absorbent core.",
    about: "Swim diapers aren't designed to hold wee, so put it on just before swimming.",
    materials: "recycled polyester outer, mesh lining",
    care: "Rinse after use, machine wash at 40°C.",
  },
  {
    id: "contoured-changing-pad",
    name: "Contoured Changing Pad",
    type: "changing-mat",
    price: 39.99,
    colors: ["white", "grey"],
    tags: ["newborn"],
    short: "A contoured pad with raised sides that fits on top of most dressers.",
    about: "Comes with a safety strap and non-slip base. Raised sides are no substitute for a hand on your baby.",
  },
  {
    id: "foldable-travel-changing-mat",
    name: "Foldable Travel Changing Mat",
    type: "changing-mat",
    price: 22.99,
    colors: ["grey", "blue", "pink"],
    tags: ["travel"],
    short: "A padded mat with pockets for a few diapers and wipes that folds into a clutch.",
    about: "Clip it to the stroller handle and leave the big bag at home for short trips.",
  },
  {
    id: "wipe-clean-changing-mat",
    name: "Wipe-Clean Changing Mat",
    type: "changing-mat",
    price: 17.99,
    colors: ["green", "yellow"],
    tags: ["bestseller"],
    short: "A simple, padded, wipe-clean mat for the floor or the changing table.",
    about: "The floor is the safest place to change a baby: nobody can roll off it.",
  },
  {
    id: "water-baby-wipes-12-pack",
    name: "99% Water Baby Wipes (12 × 60)",
    type: "wipes",
    price: 29.99,
    colors: ["white"],
    tags: ["fragrance-free", "newborn", "bestseller"],
    short: "Wipes made with 99% purified water and a drop of fruit extract: suitable for newborn skin.",
    about: "Gentle enough for faces and hands as well as bottoms.",
  },
  {
    id: "biodegradable-bamboo-wipes-4-pack",
    name: "Biodegradable Bamboo Wipes (4 × 64)",
    type: "wipes",
    price: 12.99,
    colors: ["green"],
    tags: ["eco"],
    short: "Plastic-free wipes made from bamboo fibres that compost at home in about 12 weeks.",
    about: "Still don't flush them: any wipe can block drains.",
  },
  {
    id: "wipes-dispenser-weighted-lid",
    name: "Wipes Dispenser with Weighted Lid",
    type: "wipes",
    price: 14.99,
    colors: ["grey", "pink"],
    tags: ["newborn"],
    short: "A refillable dispenser that keeps wipes moist and pulls out one at a time.",
    about: "The weighted lid means one-handed wipes while your other hand stays on your baby.",
    materials: "ABS body with a silicone seal",
    care: "Wash the box between refills.",
  },
  {
    id: "backpack-diaper-bag",
    name: "Backpack Diaper Bag",
    type: "diaper-bag",
    price: 69,
    colors: ["black", "grey", "beige"],
    tags: ["travel", "bestseller", "gift"],
    short: "A roomy backpack with insulated bottle pockets, a changing mat and stroller straps.",
    about: "Twelve pockets, a wide opening so you can see everything, and a separate wet-bag for used clothes.",
  },
  {
    id: "vegan-leather-tote-diaper-bag",
    name: "Vegan Leather Tote Diaper Bag",
    type: "diaper-bag",
    price: 89,
    colors: ["beige", "navy"],
    tags: ["gift"],
    short: "A smart tote that doesn't look like a diaper bag, with a removable organiser.",
    about: "Lift the organiser out when the diaper days are over and it's simply a good bag.",
    materials: "PU vegan leather with a water-resistant lining",
  },
  {
    id: "zinc-nappy-rash-cream-100ml",
    name: "Zinc Nappy Rash Cream 100 ml",
    type: "diaper-cream",
    price: 8.49,
    colors: ["white"],
    tags: ["fragrance-free", "newborn"],
    short: "A thick zinc oxide barrier cream that protects against and soothes nappy rash.",
    about: "Frequent changes and some nappy-free time are the best treatment; the cream keeps wetness off the skin in between.",
  },
  {
    id: "organic-calendula-diaper-balm",
    name: "Organic Calendula Diaper Balm 60 ml",
    type: "diaper-cream",
    price: 10.99,
    colors: ["yellow"],
    tags: ["organic"],
    short: "A gentle, petroleum-free balm with organic calendula and shea butter.",
    about: "Good for everyday protection; for a sore rash a zinc cream works better.",
    materials: "organic calendula, shea butter, beeswax and sunflower oil",
  },
];

const HEALTH: Def[] = [
  {
    id: "digital-thermometer-flexible-tip",
    name: "Digital Thermometer with Flexible Tip",
    type: "thermometer",
    price: 12.99,
    colors: ["blue", "white"],
    tags: ["newborn", "bestseller"],
    short: "A fast, accurate underarm thermometer with a soft, bendable tip and fever alarm.",
    about: "Reads in about 10 seconds and remembers the last reading. For babies, underarm readings are the recommended method.",
  },
  {
    id: "fast-read-digital-thermometer",
    name: "Fast-Read Digital Thermometer",
    type: "thermometer",
    price: 19.99,
    colors: ["green"],
    tags: ["travel"],
    short: "A backlit thermometer that reads in 4 seconds, with a travel case.",
    about: "Backlit display for checking in the dark without switching on the light.",
  },
  {
    id: "room-and-bath-thermometer",
    name: "Room & Bath Thermometer",
    type: "thermometer",
    price: 14.99,
    colors: ["yellow"],
    tags: ["newborn"],
    short: "Floats in the bath and stands on a shelf: shows water and room temperature.",
    about: "Bath water should be around 37°C; a baby's room is best at 16–20°C.",
    also: ["bath"],
  },
  {
    id: "pressure-fit-safety-gate",
    name: "Pressure-Fit Safety Gate (75–85 cm)",
    type: "safety-gate",
    price: 49.99,
    colors: ["white", "grey"],
    tags: ["bestseller"],
    short: "A walk-through gate that fits doorways without drilling, with a two-way auto-close door.",
    about: "Extensions (sold separately) fit openings up to 120 cm. Not for the top of stairs.",
  },
  {
    id: "extra-wide-hardware-mounted-gate",
    name: "Extra-Wide Hardware-Mounted Gate",
    type: "safety-gate",
    price: 79.99,
    colors: ["white", "black"],
    tags: [],
    short: "A screw-fixed gate for the top of the stairs and openings up to 140 cm.",
    about: "The door opens one way only, away from the stairs, and has no trip bar at the bottom.",
  },
  {
    id: "wooden-stair-gate",
    name: "Wooden Stair Gate",
    type: "safety-gate",
    price: 69,
    colors: ["beige", "white"],
    tags: ["eco"],
    short: "A solid wood gate that blends in with wooden banisters and floors.",
    about: "Hardware-mounted, suitable for the top and bottom of stairs. Banister fitting kit included.",
    materials: "solid pine with a clear lacquer, steel hinges",
  },
  {
    id: "baby-nail-care-set",
    name: "Baby Nail Care Set (4 pieces)",
    type: "nail-clipper",
    price: 9.99,
    colors: ["pink", "blue", "green"],
    tags: ["newborn", "gift"],
    short: "Clippers, round-tip scissors and two emery boards in a zip case.",
    about: "For the first few weeks, filing is gentler than cutting: newborn nails are soft and close to the skin.",
  },
  {
    id: "nail-clipper-with-magnifier",
    name: "Nail Clipper with Magnifier",
    type: "nail-clipper",
    price: 7.99,
    colors: ["white"],
    tags: ["newborn"],
    short: "A baby clipper with a built-in 2× magnifier so you can see what you're cutting.",
    about: "Curved blades follow the shape of a tiny nail.",
  },
  {
    id: "baby-grooming-kit-10-pieces",
    name: "Baby Grooming Kit (10 pieces)",
    type: "nail-clipper",
    price: 18.99,
    colors: ["grey", "pink"],
    tags: ["gift", "newborn"],
    short: "Nail care, a soft brush and comb, a medicine dropper and a thermometer in one case.",
    about: "A useful gift that covers the basics for the first year.",
  },
  {
    id: "silicone-nasal-aspirator-bulb",
    name: "Silicone Nasal Aspirator Bulb",
    type: "nasal-aspirator",
    price: 7.49,
    colors: ["blue", "pink"],
    tags: ["newborn"],
    short: "A one-piece silicone bulb that clears a stuffy nose before feeds and sleep.",
    about: "A drop of saline first makes it easier. Squeeze, place gently at the nostril, release.",
  },
  {
    id: "nasal-aspirator-twin-pack",
    name: "Nasal Aspirator Twin Pack with Travel Case",
    type: "nasal-aspirator",
    price: 11.99,
    colors: ["green"],
    tags: ["travel"],
    short: "Two silicone aspirators, one for home and one for the changing bag.",
    about: "Each comes with a breathable case.",
  },
  {
    id: "soft-corner-guards-8-pack",
    name: "Soft Corner Guards (8-pack)",
    type: "corner-guard",
    price: 8.99,
    colors: ["white", "grey", "black"],
    tags: ["bestseller"],
    short: "Cushioned corner guards for tables and cabinets, in colours that blend with furniture.",
    about: "Adhesive may mark some finishes when removed; test on a hidden area first.",
  },
  {
    id: "foam-edge-and-corner-kit",
    name: "Foam Edge & Corner Protector Kit",
    type: "corner-guard",
    price: 19.99,
    colors: ["grey", "beige"],
    tags: [],
    short: "A 4 m foam edge strip plus 4 corner guards for coffee tables and hearths.",
    about: "Cut the strip to length with scissors.",
  },
  {
    id: "baby-first-aid-kit",
    name: "Baby First Aid Kit",
    type: "first-aid-kit",
    price: 29.99,
    colors: ["red", "white"],
    tags: ["gift", "newborn"],
    short: "Plasters, dressings, a thermometer, tweezers and a baby first aid guide.",
    about: "Medicines are not included: ask your pharmacist which are suitable for your baby's age and weight.",
  },
  {
    id: "travel-first-aid-pouch",
    name: "Travel First Aid Pouch",
    type: "first-aid-kit",
    price: 16.99,
    colors: ["navy", "green"],
    tags: ["travel"],
    short: "A compact pouch with the essentials for the changing bag and the car.",
    about: "Plasters, wipes, a cold pack and a foil blanket in a pouch that clips on a stroller.",
  },
];

const BY_CATEGORY: Def[][] = [FEEDING, NURSERY, CLOTHING, TOYS, BATH, STROLLERS, DIAPERING, HEALTH];

/** The curated products, interleaved by category: 0 = first feeding, 1 = first nursery, ... */
const CURATED: Def[] = (() => {
  const out: Def[] = [];
  const longest = Math.max(...BY_CATEGORY.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of BY_CATEGORY) if (list[i]) out.push(list[i]!);
  return out;
})();

export const CURATED_COUNT = CURATED.length;
/** Default size of the seeded catalogue: exactly the curated list. */
export const DEFAULT_PRODUCT_COUNT = CURATED_COUNT;

export function productImagePath(type: string, color: string): string {
  return `/demo/products/${type}-${color}.svg`;
}

/** Every (type, colour) pair the catalogue uses: what images.ts must draw. */
export function usedProductImages(): { type: ProductType; color: string }[] {
  const seen = new Map<string, { type: ProductType; color: string }>();
  for (const d of CURATED) for (const color of d.colors) seen.set(`${d.type}-${color}`, { type: d.type, color });
  return [...seen.values()].sort((a, b) => `${a.type}-${a.color}`.localeCompare(`${b.type}-${b.color}`));
}

// ------------------------------------------------------------------ deterministic randomness

const DAY = 86_400_000;
/** ISO timestamp rounded down to the minute. */
const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

// ------------------------------------------------------------------ reviews

const AUTHORS = ["Sam P.", "Priya K.", "Jonas W.", "Maria G.", "Tom B.", "Aisha R.", "Lena M.", "Chris D.", "Yuki T.", "Olivia S.", "Ben H.", "Fatima A."];

const REVIEWS: Record<Category, { rating: number; text: string }[]> = {
  feeding: [
    { rating: 5, text: "Easy to clean and nothing leaks in the bag. We bought a second set." },
    { rating: 4, text: "Good quality. It took our little one a few days to get used to it, now no problems." },
    { rating: 5, text: "Survives being thrown off the high chair daily. Still looks new after months." },
    { rating: 3, text: "Does the job, but the parts are a bit fiddly to put back together when you're tired." },
  ],
  nursery: [
    { rating: 5, text: "Looks lovely in the nursery and was simple to put together in about 30 minutes." },
    { rating: 4, text: "Solid and well made. Instructions could be clearer, but everything fitted." },
    { rating: 5, text: "Part of our bedtime routine now. Worth every penny." },
    { rating: 3, text: "Nice, but the colour is a little darker than in the pictures." },
  ],
  clothing: [
    { rating: 5, text: "Really soft and the poppers line up properly. Washes well with no shrinking so far." },
    { rating: 4, text: "Sizes come up slightly big, which is fine for us: more wear out of them." },
    { rating: 5, text: "The best we've tried. Colours stay bright after many washes." },
    { rating: 3, text: "Lovely fabric, but a bit snug around the neck for our chunky baby." },
  ],
  toys: [
    { rating: 5, text: "An instant favourite. Well made with no rough edges." },
    { rating: 4, text: "Good quality and lovely colours. Bought as a gift and it went down well." },
    { rating: 5, text: "Keeps our daughter busy for ages, and it has survived a lot of chewing." },
    { rating: 3, text: "Nice toy, smaller than I expected from the photos." },
  ],
  bath: [
    { rating: 5, text: "Bath time is so much easier now. Dries quickly and doesn't smell." },
    { rating: 4, text: "Very soft and absorbent. Wish it came in more colours." },
    { rating: 5, text: "Gentle on our son's eczema-prone skin. Will buy again." },
    { rating: 3, text: "Works fine but takes up more space than I'd like." },
  ],
  "strollers-car-seats": [
    { rating: 5, text: "Folds easily with one hand and the ride is smooth even on gravel paths." },
    { rating: 4, text: "Great quality and easy to install. A little heavy to lift into the boot." },
    { rating: 5, text: "Our baby falls asleep in it every time. Comfortable for me too." },
    { rating: 3, text: "Good overall, but the basket is hard to reach when the seat is reclined." },
  ],
  diapering: [
    { rating: 5, text: "No leaks, even overnight, and no redness. Our go-to now." },
    { rating: 4, text: "Good value and gentle on skin. The packaging could be smaller." },
    { rating: 5, text: "So practical. Everything has its place and it wipes clean." },
    { rating: 3, text: "Does the job, nothing special." },
  ],
  "health-safety": [
    { rating: 5, text: "Easy to fit and feels very sturdy. Peace of mind now she's crawling." },
    { rating: 4, text: "Accurate and quick. The beep is a bit loud at night." },
    { rating: 5, text: "Simple and effective. Should have bought it sooner." },
    { rating: 3, text: "Works, but the adhesive needed a second try on our table." },
  ],
};

// ------------------------------------------------------------------ subscribe and save

/** Consumables sold by subscription too, by curated id (one size each: no ladder). */
const SUBSCRIPTIONS: Readonly<Record<string, ProductSubscription>> = {
  "water-baby-wipes-12-pack": { intervals: [2, 4, 6, 8], discountPercent: 10 },
  "zinc-nappy-rash-cream-100ml": { intervals: [4, 8, 12], discountPercent: 5 },
  "calendula-bath-milk-250ml": { intervals: [4, 6, 8], discountPercent: 5 },
};

/** The curated product that becomes the demo nappies, and their id. */
const NAPPIES_FROM = "eco-diapers-size-3";
export const DEMO_NAPPIES_ID = "eco-diapers";

/**
 * The demo nappies' sizes as a baby grows: weight (kg) and age (months), both ends included.
 * Consecutive sizes overlap, as real nappy sizes do; Size 6 is "15 kg and more".
 */
export const DEMO_NAPPY_LADDER: readonly LadderRung[] = [
  { size: "Size 1", minKg: 2, maxKg: 5, minMonths: 0, maxMonths: 3 },
  { size: "Size 2", minKg: 3, maxKg: 6, minMonths: 1, maxMonths: 4 },
  { size: "Size 3", minKg: 6, maxKg: 10, minMonths: 3, maxMonths: 12 },
  { size: "Size 4", minKg: 9, maxKg: 14, minMonths: 9, maxMonths: 24 },
  { size: "Size 5", minKg: 12, maxKg: 17, minMonths: 18, maxMonths: 36 },
  { size: "Size 6", minKg: 15, maxKg: 30, minMonths: 24, maxMonths: 48 },
];

/**
 * The curated nappies as one product in Size 1 to 6 with a size ladder, sold once or by
 * subscription. Its own draws are kept (they come from the curated id); each size's stock comes
 * from a generator of its own.
 */
function demoNappies(p: Product, def: Def, info: TypeInfo): Product {
  const nappies: Def = {
    ...def,
    name: "Eco Diapers",
    short: "Soft, plant-based diapers with stretchy side panels, in six sizes from newborn (2 kg) to toddler.",
    about: "Chlorine-free, fragrance-free and lotion-free. Subscribe and the next size comes when your baby grows into it.",
    age: "Size 1 from 2 kg to Size 6 from 15 kg",
    sizes: DEMO_NAPPY_LADDER.map((r) => r.size),
  };
  const r = prng(hash(`${DEMO_NAPPIES_ID}/sizes`));
  const variations = [{ color: "white", image: productImagePath(def.type, "white"), size: nappies.sizes!.map((name) => ({ name, stock: int(r, 12, 80) })) }];
  const full = fullDescriptions(nappies, info, true, DEMO_NAPPIES_TEXTS, DEMO_NAPPIES_PARTS);
  return productSchema.parse({
    ...p,
    id: DEMO_NAPPIES_ID,
    name: nappies.name,
    tags: p.tags.filter((t) => t !== "6-12m"),
    ageRange: months(0, 48),
    variations,
    stock: 0,
    shortDescription: nappies.short,
    fullDescription: full.en,
    translations: demoTranslations(DEMO_NAPPIES_TEXTS, variations, full.translated),
    subscription: { intervals: [2, 3, 4, 6, 8], discountPercent: 10, ladder: [...DEMO_NAPPY_LADDER] },
  });
}

/** A curated product as sold: subscribable, or the demo nappies, or as drawn (bundles are sold once). */
function subscribeAndSave(p: Product, def: Def, info: TypeInfo): Product {
  if (p.id === NAPPIES_FROM) return demoNappies(p, def, info);
  const offer = SUBSCRIPTIONS[p.id];
  return offer ? productSchema.parse({ ...p, subscription: offer }) : p;
}

// ------------------------------------------------------------------ building a product

/** The range clothing sizes span ("Newborn", "0-3M" ... "18-36M"), or null when a size is no age. */
function rangeOfSizes(sizes: readonly string[]): AgeRange | null {
  let from = Infinity;
  let to = 0;
  for (const size of sizes) {
    const m = size === "Newborn" ? ["", "0", "1"] : /^(\d+)-(\d+)M$/.exec(size);
    if (!m) return null;
    from = Math.min(from, Number(m[1]));
    to = Math.max(to, Number(m[2]));
  }
  return sizes.length ? months(from, to) : null;
}

/** A product's age range: its own, else what its sizes span, else its type's (undefined: all ages). */
function ageRangeOf(def: Def, info: TypeInfo): AgeRange | undefined {
  if (def.ages !== undefined) return def.ages ?? undefined;
  return rangeOfSizes(def.sizes ?? []) ?? info.ages ?? undefined;
}

/**
 * A product's full description in English and in each translated language, all built from the
 * same parts (./catalog-descriptions.ts): `texts` gives the translated short texts, `own` the
 * translated own paragraph and the type's texts the product replaces.
 */
function fullDescriptions(
  d: Def,
  t: TypeInfo,
  hasSizes: boolean,
  texts: Texts,
  own: Readonly<Record<TranslatedLocale, OwnParts>> | undefined,
): { en: string; translated: Record<TranslatedLocale, string> } {
  const age = d.age ?? t.age;
  const shape = { sizes: hasSizes, madeFor: age.startsWith("for ") };
  const en = fullDescription("en", { short: d.short, about: d.about, materials: d.materials ?? t.materials, age, care: d.care ?? t.care }, shape);
  const translated = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, fullDescription(l, translatedParts(d, own, texts[l].short, l), shape)])) as Record<TranslatedLocale, string>;
  return { en, translated };
}

/**
 * Product number `index` of the catalogue: curated for index < CURATED_COUNT, else bundle
 * number k = floor(index / CURATED_COUNT) + 1 of curated product index % CURATED_COUNT.
 */
function buildProduct(index: number, now: number): { product: Product; reviews: ReviewDoc[] } {
  const def = CURATED[index % CURATED_COUNT]!;
  const bundle = Math.floor(index / CURATED_COUNT) + 1;
  const info: TypeInfo = TYPES[def.type];
  const id = bundle === 1 ? def.id : `${def.id}-${bundle}`;
  const r = prng(hash(id));

  // Price: curated as written; bundles add 25% per step, capped at $649, ending in .99.
  let price = Math.round(def.price * 100);
  if (bundle > 1) {
    const factor = 1 + ((bundle - 2) % 4) * 0.25;
    price = Math.min(64_900, Math.max(499, Math.round((def.price * factor) / 1) * 100 - 1));
  }

  // Dates: ~15% new (created in the last 3 weeks), the rest up to ~18 months old.
  const isNew = r() < 0.15;
  const ageDays = isNew ? 1 + r() * 20 : 30 + r() * 520;
  const created = now - ageDays * DAY;
  const updated = created + r() * (now - created);

  // Discounts: ~25% of products, 10-40%. Of those, ~45% are deals ending in the next 1-14 days.
  // Every 62nd product has a deal that already ended (the UI must not show a countdown for it).
  let discount = 0;
  let offerEnd: string | undefined;
  const dealRoll = r();
  const discountRoll = r();
  if (index % 62 === 40) {
    discount = 15;
    offerEnd = iso(now - int(r, 1, 10) * DAY - int(r, 1, 20) * 3_600_000);
  } else if (discountRoll < 0.27) {
    discount = pick(r, [10, 15, 20, 25, 30, 35, 40]);
    if (dealRoll < 0.45) offerEnd = iso(now + int(r, 1, 13) * DAY + int(r, 2, 22) * 3_600_000);
  }

  // Stock: every 17th product sold out, every 13th low (1-3 units in total).
  const soldOut = index % 17 === 9;
  const low = !soldOut && index % 13 === 4;
  const sizes = def.sizes ?? ["One size"];
  const hasVariations = def.colors.length > 1 || def.sizes !== undefined;
  const cells = hasVariations ? def.colors.length * sizes.length : 1;
  const stockCells: number[] = [];
  // A few single colour/size cells are out of stock on otherwise available products.
  for (let i = 0; i < cells; i++) stockCells.push(soldOut || low ? 0 : cells > 1 && r() < 0.08 ? 0 : int(r, 4, 60));
  if (!soldOut && !low && !stockCells.some((s) => s > 0)) stockCells[0] = int(r, 4, 60);
  if (low) {
    const units = int(r, 1, 3);
    for (let u = 0; u < units; u++) stockCells[Math.floor(r() * cells)]! += 1;
  }
  const variations = hasVariations
    ? def.colors.map((color, ci) => ({
        color,
        image: productImagePath(def.type, color),
        size: sizes.map((name, si) => ({ name, stock: stockCells[ci * sizes.length + si]! })),
      }))
    : [];

  // Popularity: bestsellers sold 1500+, others fewer; new products sold little yet.
  const bestseller = def.tags.includes("bestseller");
  let saleCount = bestseller ? int(r, 1500, 3200) : Math.floor(r() * r() * 1300);
  if (isNew && !bestseller) saleCount = Math.floor(saleCount / 10);

  // Reviews on ~20% of products, one per (made-up) reviewer; the rating then is their mean. They
  // stand for reviews written before reviews needed a delivered order: not verified purchases.
  const reviews: ReviewDoc[] = [];
  if (r() < 0.2) {
    const pool = REVIEWS[info.category];
    const n = int(r, 1, 3);
    for (let k = 0; k < n; k++) {
      const rev = pool[(hash(id) + k) % pool.length]!;
      let reviewer = int(r, 1, 40);
      while (reviews.some((x) => x.uid === `demo-customer-${reviewer}`)) reviewer = (reviewer % 40) + 1;
      reviews.push(
        reviewDocSchema.parse({
          id: `rv-${hash(id).toString(36)}-${k + 1}`,
          uid: `demo-customer-${reviewer}`,
          author: pick(r, AUTHORS),
          rating: rev.rating,
          text: rev.text,
          createdAt: iso(created + r() * (now - created)),
          verified: false,
        }),
      );
    }
  }
  const ratingSum = reviews.reduce((sum, x) => sum + x.rating, 0);
  const rating = reviews.length ? ratingOf(ratingSum, reviews.length) : pick(r, [3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5]);

  const firstColor = def.colors[0]!;
  const second = def.colors[1] ?? firstColor;
  const categories = [info.category, ...(def.also ?? [])];
  const tags = [...def.tags];
  if (isNew) tags.push("new");
  const ageRange = ageRangeOf(def, info);
  // A bundle's description is its curated product's.
  const full = fullDescriptions(def, info, def.sizes !== undefined, CURATED_TEXTS[def.id]!, PRODUCT_PARTS[def.id]);

  const product = productSchema.parse({
    id,
    sku: `FL-${info.code}-${String((index % CURATED_COUNT) + 1).padStart(3, "0")}${bundle > 1 ? `-B${bundle}` : ""}`,
    name: bundle > 1 ? `${def.name} (Bundle ${bundle})` : def.name,
    price,
    discount,
    ...(offerEnd ? { offerEnd } : {}),
    new: isNew,
    rating,
    saleCount,
    categories,
    tags,
    ...(ageRange ? { ageRange } : {}),
    variations,
    stock: hasVariations ? 0 : stockCells[0]!,
    images: [productImagePath(def.type, firstColor), productImagePath(def.type, second)],
    shortDescription: def.short,
    fullDescription: full.en,
    translations: demoTranslations(CURATED_TEXTS[def.id]!, variations, full.translated, bundle),
    reviewCount: reviews.length,
    ratingSum,
    createdAt: iso(created),
    updatedAt: iso(updated),
  });
  return { product: bundle === 1 ? subscribeAndSave(product, def, info) : product, reviews };
}

/** A seeded review and the product it is of (products/{productId}/reviews/{uid}). */
export type SeededReview = { productId: string; review: ReviewDoc };

/**
 * `count` valid products and their reviews. Deterministic for a given count and `now`; product i
 * does not depend on count. The first DEFAULT_PRODUCT_COUNT (124) are the curated catalogue.
 */
export function makeCatalog(count: number = DEFAULT_PRODUCT_COUNT, now: Date = new Date()): { products: Product[]; reviews: SeededReview[] } {
  if (!Number.isInteger(count) || count < 0) throw new Error(`makeCatalog: bad count ${count}`);
  const t = now.getTime();
  const products: Product[] = new Array(count);
  const reviews: SeededReview[] = [];
  for (let i = 0; i < count; i++) {
    const built = buildProduct(i, t);
    products[i] = built.product;
    for (const review of built.reviews) reviews.push({ productId: built.product.id, review });
  }
  return { products, reviews };
}

/** The products of makeCatalog. */
export function makeProducts(count: number = DEFAULT_PRODUCT_COUNT, now: Date = new Date()): Product[] {
  return makeCatalog(count, now).products;
}

// ------------------------------------------------------------------ blog posts

/** Number of blog cover images (public/demo/blog/1.svg ... N.svg). */
export const BLOG_COVER_COUNT = 7;

interface PostDef {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  daysAgo: number;
  body: string[];
}

const POSTS: PostDef[] = [
  {
    slug: "safe-sleep-basics-for-the-first-year",
    title: "Safe sleep basics for the first year",
    excerpt: "Back to sleep, a clear cot and the right room temperature: the simple habits that lower the risk of sudden infant death.",
    author: "Flone Editorial",
    category: "Sleep",
    tags: ["sleep", "newborn", "safety", "nursery"],
    daysAgo: 4,
    body: [
      "Few things cause new parents as much worry as sleep, and few areas of baby care have such clear, well-tested advice. The habits below are recommended by health services in most countries because they lower the risk of sudden infant death syndrome (SIDS). None of them costs much, and together they make a real difference.",
      "Always put your baby down on their back, for every sleep, day and night. Babies who sleep on their back are far less likely to die of SIDS than those put down on their front or side. Once your baby can roll from back to front and back again on their own, usually from about 5 or 6 months, you don't need to turn them back, but keep putting them down on their back.",
      "Use a firm, flat, waterproof mattress in good condition, in a cot, crib or Moses basket that meets current safety standards. Keep the cot clear: no pillows, cot bumpers, duvets, positioners or soft toys. A baby sleeping bag of the right size and TOG is the simplest way to keep them warm without loose bedding. If you use a blanket, put your baby 'feet to foot' (feet touching the bottom of the cot) and tuck the blanket firmly no higher than the shoulders.",
      "Keep your baby's cot in your room for at least the first 6 months. Sharing a room (but not the same sleep surface) makes it easier to feed and check on them, and is linked with lower risk. Never fall asleep with your baby on a sofa or armchair: this is one of the highest-risk situations there is. If you think you might doze off while feeding, do it in bed with the pillows and covers moved away from your baby, not on the sofa.",
      "Overheating is a risk factor, so aim for a room of 16–20°C and dress your baby in the same layers you would find comfortable, plus one thin layer at most. Feel the back of their neck or tummy rather than their hands, which are usually cool. Hats are for outdoors: take them off indoors and for sleep.",
      "A smoke-free home matters too, both during pregnancy and after birth. And if you can, breastfeeding for any length of time is associated with a lower risk. If anything about your baby's breathing or colour worries you, trust your instinct and call your doctor or emergency services.",
    ],
  },
  {
    slug: "starting-solids-a-practical-guide",
    title: "Starting solids: a practical guide",
    excerpt: "When to start, what to offer first, and how to tell gagging from choking, plus the kit that actually helps.",
    author: "Jess Moreno",
    category: "Feeding",
    tags: ["feeding", "weaning", "6-12m"],
    daysAgo: 15,
    body: [
      "Most health services recommend introducing solid food at around 6 months. By then most babies are developmentally ready, and milk alone no longer covers all their needs, especially for iron. If your baby was born early or you're thinking of starting before 6 months, talk to your health visitor or doctor first.",
      "Look for three signs of readiness together: your baby can stay in a sitting position and hold their head steady; they can look at food, pick it up and put it in their mouth by themselves; and they can swallow food rather than pushing it back out with their tongue. Chewing fists, waking at night or wanting extra milk are normal baby behaviour and are not, on their own, signs of being ready.",
      "First foods can be smooth purées, mashed food or soft finger foods, or a mix. Vegetables are a good start, including less sweet ones like broccoli, cauliflower and spinach, alongside fruit. Add iron-rich foods early: meat, fish, eggs, beans and lentils, and fortified cereals. Current advice in many countries is to introduce common allergens such as well-cooked egg and smooth peanut butter from around 6 months, one at a time and in small amounts, rather than delaying them; if your baby has eczema or a known allergy, ask your doctor first.",
      "Some things are best avoided for now. Don't give honey before 12 months. Don't add salt or sugar to your baby's food, and avoid whole nuts, whole grapes and cherry tomatoes unless they are quartered lengthways. Cows' milk is fine in cooking from 6 months but not as their main drink until 12 months.",
      "Gagging is normal and noisy: your baby's tongue pushes forward, their eyes water and they cough the food forward. It's how they learn to manage textures. Choking is usually silent, with the baby unable to cry or cough. Always stay with your baby while they eat, sit them upright, and consider a baby first aid course so you know what to do.",
      "You don't need much kit: a high chair where your baby's feet can rest flat, a few soft-tip spoons, a suction bowl to stop it travelling, an open or free-flow cup for sips of water with meals, and bibs you can wipe. Expect mess. It's part of learning, and it does get better.",
    ],
  },
  {
    slug: "bath-time-safety",
    title: "Bath time safety: what every parent should know",
    excerpt: "Babies can drown in a few centimetres of water in seconds. A few routines make bath time safe and relaxed.",
    author: "Flone Editorial",
    category: "Bath time",
    tags: ["bath", "safety", "newborn"],
    daysAgo: 29,
    body: [
      "Bath time can be one of the loveliest parts of the day, but it's also where young children are at real risk. A baby can drown in just a few centimetres of water, quickly and silently. The single most important rule is simple: never leave a baby or young child alone in the bath, or in the care of an older sibling, even for a moment.",
      "Get everything ready before you start: towel, clean diaper, clothes, wash and cloth within reach. If the doorbell or phone rings, either ignore it or wrap your baby in a towel and take them with you. Bath seats and supports make it easier to wash a baby, but they are not safety devices: babies can slip out of them or tip them over.",
      "Check the temperature every time. Aim for around 37°C: the water should feel warm, not hot, to your elbow or the inside of your wrist, and a bath thermometer takes out the guesswork. Put cold water in first, then add hot, and mix well to avoid hot spots. Turning your hot water heater down to about 50°C reduces the risk of scalds from the tap.",
      "For young babies, 5–8 cm of water is plenty. Newborns don't need a bath every day: two or three times a week is fine, with a 'top and tail' wash on the other days. For the first month, plain water is usually enough; after that, a small amount of mild, fragrance-free wash can be used.",
      "Support your baby's head and shoulders with one hand and wash with the other. Babies are slippery when wet, especially if you use bath oils, so keep a firm hold. Empty the bath straight after use, and keep bath products and razors out of reach.",
      "As your baby grows, bath toys make the bath fun: choose toys that drain fully or are completely sealed, so mould can't grow inside them, and let them dry between baths.",
    ],
  },
  {
    slug: "how-to-choose-a-car-seat",
    title: "How to choose (and fit) a car seat",
    excerpt: "Rear-facing for as long as possible, a snug harness, no bulky coats: what to look for and the mistakes to avoid.",
    author: "Tom Becker",
    category: "Travel",
    tags: ["car-seat", "travel", "safety"],
    daysAgo: 44,
    body: [
      "A car seat is one of the few things you must have before your baby comes home, and one of the most important to get right. The best seat is one that fits your child, fits your car and that you can install correctly every single time.",
      "Check the label for the safety standard that applies where you live: for example FMVSS 213 in the United States or UN R129 (i-Size) in Europe. Seats are approved for ranges of height and weight, not just age. An infant carrier usually covers birth to about 12–15 months; a convertible seat can take your child from birth to about 4 years, rear-facing and then forward-facing.",
      "Keep your child rear-facing for as long as the seat allows. In a frontal crash, a rear-facing seat spreads the forces across the back and head instead of loading a young child's neck. Many seats allow rear-facing to 4 years. Never put a rear-facing seat in front of an active airbag.",
      "Installation matters as much as the seat. ISOFIX or LATCH connectors make it easier to get a tight fit; if you use the seat belt, follow the routing in the manual exactly. The seat shouldn't move more than 2–3 cm side to side at the belt path. Many retailers and fire stations offer free fitting checks: use them.",
      "Harness your child snugly every trip. Use the pinch test: if you can pinch a fold of the harness strap at the shoulder, tighten it. The chest clip, where there is one, goes at armpit level. Take off puffy coats and snowsuits before buckling up, as they compress in a crash and leave the harness too loose; put a blanket over the buckled harness instead.",
      "Avoid second-hand seats unless they come from someone you trust who can tell you their full history: a seat that has been in a crash should be replaced, even if it looks fine. Check the expiry date, usually 6–10 years after manufacture. And for longer journeys, take regular breaks: young babies shouldn't spend long periods in a car seat.",
    ],
  },
  {
    slug: "hospital-bag-checklist",
    title: "The hospital bag checklist (that you'll actually use)",
    excerpt: "What to pack for labour, for you afterwards and for your baby, and what you can leave at home.",
    author: "Priya Kumar",
    category: "Getting ready",
    tags: ["newborn", "checklist", "pregnancy"],
    daysAgo: 61,
    body: [
      "Aim to have your bag packed by about 36 weeks, earlier if you're expecting twins or have been told you might deliver early. Pack two bags if you can: a small one for labour and a bigger one for after the birth that can stay in the car until you need it.",
      "For labour: your maternity notes and birth plan, ID and insurance documents if needed, a phone charger with a long cable, lip balm, hair ties, a water bottle with a straw, snacks and drinks, something comfortable to wear such as a big T-shirt or nightdress, socks or slippers, and anything that helps you relax, like music, headphones or a pillow from home.",
      "For you afterwards: two or three loose, front-opening tops or nightdresses if you plan to breastfeed, nursing bras, plenty of high-waisted, comfortable underwear, a large pack of maternity pads, toiletries, a towel, a dressing gown and a comfortable outfit for going home. Nipple cream and breast pads are useful too.",
      "For your baby: three or four bodysuits and sleepsuits in newborn size and 0–3 months (it's hard to guess which will fit), a hat, scratch mittens, a pack of newborn diapers, cotton wool or water wipes, a muslin or two, a blanket and an outfit for going home suited to the weather.",
      "The car seat: if you're driving home, you'll need an infant car seat fitted before the day. Practise installing it a few times and adjusting the harness, and check that your baby's coming-home clothes aren't too bulky for the harness.",
      "You can leave the big items at home: the hospital will usually provide what your baby needs medically, and someone can bring extras later. Label your bags, and tell your birth partner where everything is.",
    ],
  },
  {
    slug: "first-toys-by-age",
    title: "First toys by age: what babies actually play with",
    excerpt: "From high-contrast pictures to stacking rings and push-along toys, plus how to spot toys that aren't safe for under-threes.",
    author: "Jess Moreno",
    category: "Play",
    tags: ["toys", "development", "gift"],
    daysAgo: 78,
    body: [
      "Babies don't need many toys, and the best ones are often the simplest. What they need most is you: your face, your voice and time on the floor together. Toys help by giving them interesting things to look at, hold, chew and, later, make happen.",
      "0–3 months: newborns see high contrast best, at about 20–30 cm. Black-and-white cards, a mobile over the changing table and your face are all they need. Soft rattles and crinkle toys help them discover sound. Tummy time on a play mat builds the strength for rolling and crawling.",
      "3–6 months: babies start reaching and grasping, and everything goes in their mouth. Good choices are light rattles, teething rings, soft books, fabric balls and toys with different textures. Make sure anything they can mouth is easy to wash.",
      "6–12 months: sitting up opens new possibilities. Stacking cups and rings, soft blocks, shape sorters, balls that roll away to chase, and cause-and-effect toys such as pop-ups and drums are favourites. Bath toys and board books are well worth having. As they start to pull up, a stable push-along walker can encourage first steps.",
      "12 months and up: pull-along toys, simple instruments like a xylophone, chunky puzzles, wooden blocks for building towers and knocking them down, and dolls or soft animals to care for. Toddlers love copying you, so toy brooms, kitchens and phones are popular too.",
      "Safety first: for under-threes, avoid small parts that could fit through a toilet-roll tube, and check for loose eyes, buttons and ribbons. Keep toys with button batteries or small magnets well out of reach; both can cause serious internal injuries if swallowed. Cords and strings longer than about 30 cm are a strangling risk. Buy from sellers who meet toy safety standards, and check toys regularly for damage.",
    ],
  },
  {
    slug: "babyproofing-room-by-room",
    title: "Babyproofing your home, room by room",
    excerpt: "Get down to crawling height: a practical checklist for stairs, kitchen, bathroom and living room.",
    author: "Tom Becker",
    category: "Safety",
    tags: ["safety", "home", "6-12m"],
    daysAgo: 96,
    body: [
      "The best time to babyproof is before your baby starts to move, usually around 4–6 months. Get down on your hands and knees in each room and look at it from their height: you'll spot things you'd never notice standing up.",
      "Stairs: fit a gate at the top and bottom of every staircase. At the top, always use a hardware-mounted (screw-fixed) gate that opens away from the stairs and has no bar at the bottom to trip over. Pressure-fit gates are fine for doorways and the bottom of stairs. Keep the gates in place until your child is about 2 and can manage stairs confidently.",
      "Furniture: anchor bookcases, chests of drawers and TVs to the wall with anti-tip straps: furniture tip-overs injure thousands of children every year. Fit soft guards on sharp table corners and hearths at head height for a toddler. Keep blind and curtain cords tied up out of reach or use cordless blinds.",
      "Kitchen: use cupboard locks for cleaning products, dishwasher tablets and sharp knives, and turn pan handles towards the back of the hob. Keep hot drinks out of reach; a hot drink can still scald a child 15 minutes after it was made.",
      "Bathroom: lock away medicines, including vitamins and iron tablets, and keep razors and cosmetics up high. Consider a toilet lock for curious toddlers and never leave water standing in the bath.",
      "Everywhere: cover unused sockets if your outlets don't have built-in shutters, fit smoke alarms on every floor, keep button batteries and magnets away from little hands, and put the number of your local poison control centre in your phone. Babyproofing doesn't replace supervision, but it does give you a few more seconds, and that matters.",
    ],
  },
];

/** The demo blog: BLOG_COVER_COUNT posts, newest first, cover i = /demo/blog/i.svg. */
export function makePosts(now: Date = new Date()): Post[] {
  return POSTS.map((p, i) =>
    postSchema.parse({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      body: p.body,
      author: p.author,
      category: p.category,
      tags: p.tags,
      image: `/demo/blog/${i + 1}.svg`,
      translations: POST_TRANSLATIONS[p.slug] ?? {},
      publishedAt: iso(now.getTime() - p.daysAgo * DAY + 9 * 3_600_000 - (now.getTime() % DAY)),
    }),
  );
}

/** Category slug list, re-exported for callers that only import the seed data. */
export { CATEGORIES };
