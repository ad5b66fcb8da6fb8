// The demo catalogue's full descriptions: the one builder that joins a product's parts into
// paragraphs, the fixed words it uses in each language, and the French and German parts (the
// English ones are the product definitions in ./catalog.ts). A curated product has its own
// paragraph and, where the English replaces its type's materials, age or care, its own of those
// too; everything else is per product type. The returns paragraph is the shop's policy: every
// language must state the same terms (30 days, unused, original packaging).
import type { TranslatedLocale } from "@/lib/catalog/translations";
import type { ProductType } from "./catalog";

export type DescriptionLocale = "en" | TranslatedLocale;

/** What a full description says: the short text, the product's own paragraph, materials, age and care. */
export interface DescriptionParts {
  short: string;
  about: string;
  materials: string;
  age: string;
  care: string;
}

type TypeParts = Pick<DescriptionParts, "materials" | "age" | "care">;
/** A curated product's own paragraph, and the type's texts it replaces. */
export type OwnParts = Pick<DescriptionParts, "about"> & Partial<TypeParts>;

interface Words {
  materials: string;
  age: string;
  /** Starts an age that says who a product is for ("for parents") rather than an age. */
  made: string;
  care: string;
  /** French starts what follows a colon in lower case; English and German keep the sentence's capital. */
  lowerAfterColon: boolean;
  sizing: string;
  returns: string;
}

const WORDS: Readonly<Record<DescriptionLocale, Words>> = {
  en: {
    materials: "Materials:",
    age: "Age:",
    made: "Made",
    care: "Care:",
    lowerAfterColon: false,
    sizing: "Sizing: our sizes follow age and typical length; babies grow at their own pace, so if yours is between sizes, choose the larger one.",
    returns: "Free returns within 30 days on unused items in their original packaging. Questions about this product? Our customer care team is happy to help.",
  },
  fr: {
    materials: "Matières :",
    age: "Âge :",
    made: "Conçu",
    care: "Entretien :",
    lowerAfterColon: true,
    sizing: "Tailles : nos tailles suivent l'âge et la taille habituelle ; chaque bébé grandit à son rythme, donc s'il est entre deux tailles, choisissez la plus grande.",
    returns: "Retours gratuits sous 30 jours pour les articles non utilisés dans leur emballage d'origine. Une question sur ce produit ? Notre service client est là pour vous aider.",
  },
  de: {
    materials: "Material:",
    age: "Alter:",
    made: "Gedacht",
    care: "Pflege:",
    lowerAfterColon: false,
    sizing: "Größen: Unsere Größen richten sich nach Alter und üblicher Körperlänge; jedes Baby wächst in seinem eigenen Tempo. Liegt Ihr Kind zwischen zwei Größen, nehmen Sie die größere.",
    returns: "Kostenlose Rückgabe innerhalb von 30 Tagen für unbenutzte Artikel in Originalverpackung. Fragen zu diesem Produkt? Unser Kundenservice hilft Ihnen gern.",
  },
};

/**
 * A product's full description in `locale`, in paragraphs: short text and own paragraph;
 * materials and age; care; sizing (products sold in sizes); returns. `madeFor`: the English age
 * names who the product is for ("for parents"), so it reads "Made for parents", not "Age: ...".
 */
export function fullDescription(locale: DescriptionLocale, parts: DescriptionParts, shape: { sizes: boolean; madeFor: boolean }): string {
  const w = WORDS[locale];
  const paras = [
    `${parts.short} ${parts.about}`,
    `${w.materials} ${parts.materials}. ${shape.madeFor ? w.made : w.age} ${parts.age}.`,
    `${w.care} ${w.lowerAfterColon ? parts.care.charAt(0).toLowerCase() + parts.care.slice(1) : parts.care}`,
  ];
  if (shape.sizes) paras.push(w.sizing);
  paras.push(w.returns);
  return paras.join("\n\n");
}

/**
 * A product's parts in a translated language. `english` is its definition: where it replaces its
 * type's materials, age or care, the translation must too (and only there), else a translated
 * description would say something the English does not.
 */
export function translatedParts(
  english: { id: string; type: ProductType } & Partial<TypeParts>,
  own: Readonly<Record<TranslatedLocale, OwnParts>> | undefined,
  short: string,
  locale: TranslatedLocale,
): DescriptionParts {
  const mine = own?.[locale];
  if (!mine) throw new Error(`${english.id}: no ${locale} description`);
  const part = (key: keyof TypeParts): string => {
    if ((english[key] === undefined) !== (mine[key] === undefined)) throw new Error(`${english.id}: the ${locale} ${key} must replace the type's exactly where the English does`);
    return mine[key] ?? TYPE_PARTS[english.type][locale][key];
  };
  return { short, about: mine.about, materials: part("materials"), age: part("age"), care: part("care") };
}

type ByLocale<T> = Readonly<Record<TranslatedLocale, T>>;

/** Each product type's materials, age and care (scripts/seed/catalog.ts TYPES). */
export const TYPE_PARTS: Readonly<Record<ProductType, ByLocale<TypeParts>>> = {
  bottle: {
    fr: {
      materials: "polypropylène sans BPA, tétine en silicone de qualité médicale",
      age: "dès la naissance ; changez de tétine quand bébé boit plus vite (taille 1 dès 0 mois, taille 2 dès 3 mois)",
      care: "Stérilisez avant la première utilisation. Lavable au lave-vaisselle (panier du haut) et compatible avec les stérilisateurs vapeur, vapeur micro-ondes et à froid. Remplacez les tétines tous les 2 à 3 mois, ou plus tôt si elles sont abîmées ou collantes.",
    },
    de: {
      materials: "BPA-freies Polypropylen mit Sauger aus medizinischem Silikon",
      age: "ab der Geburt; wechseln Sie die Saugergröße, wenn Ihr Baby schneller trinkt (Größe 1 ab 0 Monaten, Größe 2 ab 3 Monaten)",
      care: "Vor dem ersten Gebrauch sterilisieren. Spülmaschinenfest (oberer Korb) und geeignet für Dampf-, Mikrowellen-Dampf- und Kaltsterilisation. Sauger alle 2–3 Monate ersetzen, bei Rissen oder klebriger Oberfläche früher.",
    },
  },
  bib: {
    fr: {
      materials: "silicone alimentaire",
      age: "dès 6 mois, au début de la diversification",
      care: "Rincez sous le robinet ou lavez au lave-vaisselle. Retirez toujours le bavoir avant le sommeil et ne laissez jamais bébé sans surveillance avec un bavoir.",
    },
    de: {
      materials: "lebensmittelechtes Silikon",
      age: "ab 6 Monaten, wenn die Beikost beginnt",
      care: "Unter dem Wasserhahn abspülen oder in der Spülmaschine waschen. Lätzchen vor dem Schlafen immer abnehmen und Ihr Baby mit Lätzchen nie unbeaufsichtigt lassen.",
    },
  },
  "high-chair": {
    fr: {
      materials: "cadre en acier thermolaqué, assise et tablette en polypropylène faciles à essuyer",
      age: "dès 6 mois environ (quand bébé tient assis sans aide) jusqu'à 3 ans, 15 kg maximum",
      care: "Nettoyez à l'eau chaude savonneuse ; le plateau amovible passe au lave-vaisselle. Attachez toujours le harnais 5 points et éloignez la chaise des tables et des murs contre lesquels un enfant pourrait prendre appui.",
    },
    de: {
      materials: "pulverbeschichteter Stahlrahmen, abwischbarer Sitz und Essbrett aus Polypropylen",
      age: "ab etwa 6 Monaten (sobald Ihr Baby ohne Hilfe sitzt) bis 3 Jahre, höchstens 15 kg",
      care: "Mit warmem Seifenwasser abwischen; der Tabletteinsatz darf in die Spülmaschine. Immer den Fünfpunktgurt benutzen und den Stuhl nicht an Tische oder Wände stellen, von denen sich ein Kind abstoßen könnte.",
    },
  },
  "sippy-cup": {
    fr: {
      materials: "corps en polypropylène sans BPA, bec souple et valve en silicone",
      age: "dès 6 mois",
      care: "Retirez la valve et lavez chaque pièce après chaque utilisation ; lavable au lave-vaisselle (panier du haut). Vérifiez que le bec n'est pas abîmé par les morsures et remplacez-le s'il se fend.",
    },
    de: {
      materials: "Becher aus BPA-freiem Polypropylen mit weicher Silikontülle und Ventil",
      age: "ab 6 Monaten",
      care: "Ventil herausnehmen und alle Teile nach jedem Gebrauch spülen; spülmaschinenfest im oberen Korb. Die Tülle auf Bissspuren prüfen und ersetzen, sobald sie einreißt.",
    },
  },
  "bowl-set": {
    fr: {
      materials: "silicone alimentaire",
      age: "dès 6 mois",
      care: "Compatible lave-vaisselle et micro-ondes. La ventouse adhère mieux aux surfaces lisses et non poreuses : essuyez et séchez la tablette avant de la fixer.",
    },
    de: {
      materials: "lebensmittelechtes Silikon",
      age: "ab 6 Monaten",
      care: "Spülmaschinen- und mikrowellengeeignet. Der Saugfuß hält am besten auf glatten, nicht porösen Flächen: das Tablett vor dem Ansaugen sauber und trocken wischen.",
    },
  },
  "spoon-set": {
    fr: {
      materials: "manches en polypropylène, embouts souples en silicone",
      age: "dès 4 à 6 mois, au début de la diversification",
      care: "Lavable au lave-vaisselle. Jetez toute cuillère dont l'embout est fendu ou mordu.",
    },
    de: {
      materials: "Griffe aus Polypropylen mit weichen Silikonspitzen",
      age: "ab 4–6 Monaten, mit Beginn der Beikost",
      care: "Spülmaschinenfest. Löffel mit eingerissener oder angebissener Spitze entsorgen.",
    },
  },
  crib: {
    fr: {
      materials: "hêtre massif et contreplaqué de bouleau, vernis à l'eau non toxique",
      age: "dès la naissance",
      care: "Essuyez avec un chiffon humide et séchez aussitôt. Vérifiez toutes les vis chaque mois et resserrez-les si besoin. Utilisez un matelas ferme et plat, bien ajusté : pas plus d'un doigt d'écart sur les côtés.",
    },
    de: {
      materials: "Massivbuche und Birkensperrholz mit ungiftigem Lack auf Wasserbasis",
      age: "ab der Geburt",
      care: "Mit einem feuchten Tuch abwischen und sofort trocknen. Alle Schrauben monatlich prüfen und bei Bedarf nachziehen. Eine feste, flache Matratze verwenden, die so genau passt, dass seitlich höchstens ein Finger breit Platz bleibt.",
    },
  },
  mobile: {
    fr: {
      materials: "formes en feutre de laine sur fil de coton, suspension en hêtre",
      age: "dès la naissance ; retirez le mobile dès que bébé se redresse sur les mains et les genoux (vers 5 mois en général)",
      care: "Dépoussiérez avec une brosse douce et sèche ; détachez à la main. Suspendez-le hors de portée : c'est une décoration à regarder, pas un jouet.",
    },
    de: {
      materials: "Formen aus Wollfilz an Baumwollfäden mit Aufhängung aus Buchenholz",
      age: "ab der Geburt; entfernen Sie das Mobile, sobald sich Ihr Baby auf Hände und Knie hochstemmt (meist um den 5. Monat)",
      care: "Mit einer weichen, trockenen Bürste abstauben; Flecken von Hand entfernen. Außer Reichweite aufhängen: Es ist eine Dekoration zum Anschauen, kein Spielzeug.",
    },
  },
  "night-lamp": {
    fr: {
      materials: "abat-jour en silicone doux au toucher sur une LED à lumière chaude, rechargeable en USB-C",
      age: "pour la chambre de bébé dès la naissance ; les tout-petits peuvent l'emporter au lit sans danger",
      care: "Essuyez avec un chiffon humide. Rechargez avec le câble fourni ; ne l'utilisez pas dans le lit pendant la charge.",
    },
    de: {
      materials: "Schirm aus weichem Silikon über einer warmweißen LED, per USB-C aufladbar",
      age: "fürs Kinderzimmer ab der Geburt; Kleinkinder können es zum Schlafengehen bedenkenlos mitnehmen",
      care: "Mit einem feuchten Tuch abwischen. Mit dem mitgelieferten Kabel laden; während des Ladens nicht im Kinderbett verwenden.",
    },
  },
  blanket: {
    fr: {
      materials: "100 % coton",
      age: "dès la naissance pour l'emmaillotage, les moments sur le ventre et la poussette ; avant 12 mois, une couverture posée librement ne convient pas au sommeil sans surveillance",
      care: "Lavable en machine à 40 °C, séchage en tambour à basse température. Les fibres s'adoucissent à chaque lavage.",
    },
    de: {
      materials: "100 % Baumwolle",
      age: "ab der Geburt zum Pucken, für die Bauchlage und den Kinderwagen; lose Decken sind unter 12 Monaten nichts für unbeaufsichtigten Schlaf",
      care: "Maschinenwäsche bei 40 °C, im Trockner bei niedriger Temperatur. Die Fasern werden mit jeder Wäsche weicher.",
    },
  },
  "baby-monitor": {
    fr: {
      materials: "boîtiers en plastique ABS, batterie lithium-ion rechargeable dans l'unité parents",
      age: "dès la naissance",
      care: "Essuyez avec un chiffon sec. Placez la caméra et chaque câble à au moins 1 mètre du lit.",
    },
    de: {
      materials: "Gehäuse aus ABS-Kunststoff, wiederaufladbarer Lithium-Ionen-Akku in der Elterneinheit",
      age: "ab der Geburt",
      care: "Mit einem trockenen Tuch abwischen. Kamera und alle Kabel mindestens 1 Meter vom Kinderbett entfernt anbringen.",
    },
  },
  "sleep-bag": {
    fr: {
      materials: "enveloppe et doublure en coton bio, garnissage en polyester recyclé",
      age: "en tailles 0–6, 6–18 et 18–36 mois (d'après le poids, pas seulement l'âge)",
      care: "Lavable en machine à 40 °C, fermeture éclair fermée ; séchage en tambour à basse température. Adaptez le TOG à la température de la chambre : quand il fait chaud, habillez bébé plus légèrement dessous.",
    },
    de: {
      materials: "Außenstoff und Futter aus Bio-Baumwolle mit Füllung aus recyceltem Polyester",
      age: "in den Größen 0–6, 6–18 und 18–36 Monate (nach Gewicht, nicht nur nach Alter)",
      care: "Maschinenwäsche bei 40 °C mit geschlossenem Reißverschluss, im Trockner bei niedriger Temperatur. Den TOG-Wert auf die Raumtemperatur abstimmen: In warmen Räumen darunter leichter anziehen.",
    },
  },
  bodysuit: {
    fr: {
      materials: "jersey de coton bio certifié GOTS, pressions sans nickel",
      age: "selon la taille, de 0–3 mois à 12–18 mois",
      care: "Lavable en machine à 40 °C sur l'envers avec des couleurs similaires ; séchage en tambour à basse température. Comptez environ 3 % de rétrécissement au premier lavage.",
    },
    de: {
      materials: "GOTS-zertifizierter Jersey aus Bio-Baumwolle mit nickelfreien Druckknöpfen",
      age: "nach Größe, von 0–3 Monaten bis 12–18 Monate",
      care: "Bei 40 °C auf links mit ähnlichen Farben waschen; im Trockner bei niedriger Temperatur. Beim ersten Waschen etwa 3 % Einlaufen einplanen.",
    },
  },
  hat: {
    fr: {
      materials: "maille de coton douce",
      age: "selon la taille, de la naissance à 24 mois",
      care: "Lavage à la main à l'eau froide ou en machine en cycle laine ; séchez à plat.",
    },
    de: {
      materials: "weicher Baumwollstrick",
      age: "nach Größe, vom Neugeborenen bis 24 Monate",
      care: "Kalt von Hand oder im Wollprogramm waschen; liegend trocknen.",
    },
  },
  socks: {
    fr: {
      materials: "coton peigné avec un peu d'élasthanne pour l'élasticité",
      age: "selon la taille, 0–24 mois",
      care: "Lavable en machine à 40 °C ; séchage en tambour à basse température.",
    },
    de: {
      materials: "gekämmte Baumwolle mit etwas Elasthan für die Dehnbarkeit",
      age: "nach Größe, 0–24 Monate",
      care: "Maschinenwäsche bei 40 °C; im Trockner bei niedriger Temperatur.",
    },
  },
  sleepsuit: {
    fr: {
      materials: "interlock de coton bio",
      age: "selon la taille, de 0–3 mois à 12–18 mois",
      care: "Lavable en machine à 40 °C sur l'envers ; séchage en tambour à basse température. Fermez la fermeture éclair avant le lavage.",
    },
    de: {
      materials: "Interlock aus Bio-Baumwolle",
      age: "nach Größe, von 0–3 Monaten bis 12–18 Monate",
      care: "Bei 40 °C auf links waschen; im Trockner bei niedriger Temperatur. Den Reißverschluss vor dem Waschen schließen.",
    },
  },
  mittens: {
    fr: {
      materials: "jersey de coton",
      age: "selon la taille",
      care: "Lavable en machine à 40 °C dans un filet à linge, pour que les paires restent ensemble.",
    },
    de: {
      materials: "Baumwolljersey",
      age: "nach Größe",
      care: "Bei 40 °C in einem Wäschenetz waschen, damit die Paare zusammenbleiben.",
    },
  },
  cardigan: {
    fr: {
      materials: "maille de coton",
      age: "selon la taille, de 0–3 mois à 12–18 mois",
      care: "Lavable en machine en cycle laine à 30 °C ; séchez à plat pour garder la forme.",
    },
    de: {
      materials: "Baumwollstrick",
      age: "nach Größe, von 0–3 Monaten bis 12–18 Monate",
      care: "Im Wollprogramm bei 30 °C waschen und liegend trocknen, damit die Form erhalten bleibt.",
    },
  },
  "teddy-bear": {
    fr: {
      materials: "peluche en polyester, rembourrage en fibres de polyester ; yeux et nez brodés (ni boutons ni pièces dures)",
      age: "dès la naissance ; pas de peluche dans le lit pendant le sommeil les 12 premiers mois",
      care: "Nettoyage en surface, ou lavage en machine à 30 °C dans une taie d'oreiller et séchage à l'air libre.",
    },
    de: {
      materials: "Plüsch aus Polyester mit Polyesterfaserfüllung; Augen und Nase gestickt (keine Knöpfe oder harten Teile)",
      age: "ab der Geburt; Kuscheltiere in den ersten 12 Monaten beim Schlafen aus dem Bett lassen",
      care: "Oberflächlich reinigen oder bei 30 °C in einem Kissenbezug in der Maschine waschen und an der Luft trocknen.",
    },
  },
  rattle: {
    fr: {
      materials: "hêtre non traité et silicone alimentaire",
      age: "dès 3 mois",
      care: "Essuyez avec un chiffon humide et laissez sécher à l'air ; ne faites pas tremper le bois. Vérifiez régulièrement qu'il n'est pas fendu.",
    },
    de: {
      materials: "unbehandeltes Buchenholz und lebensmittelechtes Silikon",
      age: "ab 3 Monaten",
      care: "Mit einem feuchten Tuch abwischen und an der Luft trocknen; Holz nicht einweichen. Regelmäßig auf Risse prüfen.",
    },
  },
  "stacking-blocks": {
    fr: { materials: "bois massif et peintures à l'eau", age: "dès 6 mois", care: "Nettoyez avec un chiffon humide." },
    de: { materials: "Massivholz mit Farben auf Wasserbasis", age: "ab 6 Monaten", care: "Mit einem feuchten Tuch abwischen." },
  },
  "ring-stacker": {
    fr: { materials: "hêtre massif, teintures à l'eau non toxiques", age: "dès 12 mois", care: "Essuyez avec un chiffon humide ; ne faites pas tremper." },
    de: { materials: "Massivbuche mit ungiftigen Beizen auf Wasserbasis", age: "ab 12 Monaten", care: "Mit einem feuchten Tuch abwischen; nicht einweichen." },
  },
  "pull-duck": {
    fr: {
      materials: "bois certifié FSC, peintures à l'eau et cordon en coton",
      age: "dès 12 mois, quand l'enfant marche ; surveillez le jeu avec le cordon",
      care: "Nettoyez avec un chiffon humide.",
    },
    de: {
      materials: "FSC-zertifiziertes Holz mit Farben auf Wasserbasis und Baumwollschnur",
      age: "ab 12 Monaten, sobald Ihr Kind läuft; das Spielen mit der Schnur beaufsichtigen",
      care: "Mit einem feuchten Tuch abwischen.",
    },
  },
  xylophone: {
    fr: {
      materials: "cadre en bois, lames métalliques accordées, baguettes en hêtre",
      age: "dès 12 mois",
      care: "Essuyez avec un chiffon sec ; gardez-le à l'abri de l'humidité pour qu'il reste accordé.",
    },
    de: {
      materials: "Holzrahmen, gestimmte Metallplatten, Schlägel aus Buche",
      age: "ab 12 Monaten",
      care: "Mit einem trockenen Tuch abwischen; vor Feuchtigkeit schützen, damit die Stimmung erhalten bleibt.",
    },
  },
  bathtub: {
    fr: {
      materials: "polypropylène sans BPA, bordure antidérapante en TPE",
      age: "de la naissance à 12 mois environ",
      care: "Rincez et séchez après chaque bain. Gardez toujours une main sur bébé et ne le laissez jamais seul dans le bain, pas même un instant.",
    },
    de: {
      materials: "BPA-freies Polypropylen mit rutschfestem TPE-Rand",
      age: "ab der Geburt bis etwa 12 Monate",
      care: "Nach jedem Bad ausspülen und trocknen. Immer eine Hand an Ihrem Baby lassen und es nie allein in der Wanne lassen, auch nicht für einen Moment.",
    },
  },
  "hooded-towel": {
    fr: {
      materials: "éponge de coton, 450 g/m²",
      age: "de la naissance à 3 ans",
      care: "Lavable en machine à 60 °C, séchage en tambour. Lavez-la avant la première utilisation pour qu'elle absorbe mieux.",
    },
    de: {
      materials: "Baumwollfrottee, 450 g/m²",
      age: "ab der Geburt bis 3 Jahre",
      care: "Maschinenwäsche bei 60 °C, trocknergeeignet. Vor dem ersten Gebrauch waschen, damit es besser saugt.",
    },
  },
  "rubber-duck": {
    fr: {
      materials: "caoutchouc naturel, scellé et sans trou pour que l'eau ne puisse pas entrer",
      age: "dès 6 mois",
      care: "Lavez à l'eau chaude savonneuse et séchez après le bain.",
    },
    de: {
      materials: "Naturkautschuk, ohne Loch versiegelt, damit kein Wasser eindringen kann",
      age: "ab 6 Monaten",
      care: "Mit warmem Seifenwasser waschen und nach dem Baden trocknen.",
    },
  },
  "baby-wash": {
    fr: {
      materials: "formule douce sans savon ; testée sous contrôle dermatologique",
      age: "dès la naissance",
      care: "Versez-en un peu dans l'eau du bain ou sur un gant de toilette, et rincez bien. Évitez les yeux ; en cas de contact, rincez à l'eau.",
    },
    de: {
      materials: "milde, seifenfreie Rezeptur; dermatologisch getestet",
      age: "ab der Geburt",
      care: "Eine kleine Menge ins Badewasser oder auf einen Waschlappen geben und gut abspülen. Nicht in die Augen bringen; falls doch, mit Wasser ausspülen.",
    },
  },
  washcloth: {
    fr: {
      materials: "100 % coton",
      age: "dès la naissance",
      care: "Lavable en machine à 60 °C. Donnez à chaque carré son usage : visage, siège, bain.",
    },
    de: {
      materials: "100 % Baumwolle",
      age: "ab der Geburt",
      care: "Maschinenwäsche bei 60 °C. Geben Sie jedem Tuch seine Aufgabe: Gesicht, Po, Baden.",
    },
  },
  stroller: {
    fr: {
      materials: "cadre en aluminium, tissus en polyester recyclé déperlant, pneus increvables remplis de mousse",
      age: "dès 6 mois jusqu'à 22 kg (dès la naissance avec la nacelle ou le réducteur nouveau-né, s'ils sont indiqués)",
      care: "Nettoyez les tissus localement au savon doux ; essuyez le châssis après la pluie. Vérifiez régulièrement les freins et les verrous de pliage.",
    },
    de: {
      materials: "Aluminiumrahmen, wasserabweisende Stoffe aus recyceltem Polyester, pannensichere schaumgefüllte Reifen",
      age: "ab 6 Monaten bis 22 kg (ab der Geburt mit Babywanne oder Neugeboreneneinsatz, sofern angegeben)",
      care: "Stoffe punktuell mit milder Seife reinigen; den Rahmen nach Regen trocken wischen. Bremsen und Faltverriegelungen regelmäßig prüfen.",
    },
  },
  pram: {
    fr: {
      materials: "châssis en aluminium, nacelle doublée de coton avec matelas respirant, pneus en caoutchouc",
      age: "nacelle de la naissance à 9 kg ou jusqu'à ce que bébé se redresse sur les mains ; siège dès 6 mois jusqu'à 22 kg",
      care: "Nettoyez les tissus localement ; aérez régulièrement le matelas de la nacelle. Serrez toujours le frein à l'arrêt.",
    },
    de: {
      materials: "Aluminiumgestell, mit Baumwolle gefütterte Babywanne mit atmungsaktiver Matratze, Gummireifen",
      age: "Babywanne ab der Geburt bis 9 kg oder bis sich Ihr Baby hochstemmen kann; Sitzeinheit ab 6 Monaten bis 22 kg",
      care: "Stoffe punktuell reinigen; die Matratze der Babywanne regelmäßig lüften. Im Stand immer die Bremse feststellen.",
    },
  },
  "car-seat": {
    fr: {
      materials: "coque en PSE qui absorbe l'énergie, housses respirantes amovibles",
      age: "voir la plage de taille et de poids dans le nom",
      care: "Housses lavables en machine à 30 °C. Remplacez le siège après tout accident, même s'il semble intact, et n'achetez jamais un siège d'occasion dont vous ne connaissez pas l'histoire.",
    },
    de: {
      materials: "energieabsorbierende EPS-Schale, atmungsaktive abnehmbare Bezüge",
      age: "siehe Größen- und Gewichtsbereich im Namen",
      care: "Bezüge bei 30 °C waschbar. Den Sitz nach jedem Unfall ersetzen, auch wenn er unbeschädigt aussieht, und nie einen gebrauchten Sitz mit unbekannter Vorgeschichte kaufen.",
    },
  },
  carrier: {
    fr: {
      materials: "coton bio, bretelles et ceinture rembourrées",
      age: "de 3,5 kg à 20 kg (de la naissance à 4 ans environ)",
      care: "Lavable en machine à 30 °C, toutes boucles fermées ; séchez à l'air libre. Gardez le visage de bébé bien visible et assez près pour l'embrasser.",
    },
    de: {
      materials: "Bio-Baumwolle mit gepolsterten Schultergurten und Hüftgurt",
      age: "von 3,5 kg bis 20 kg (vom Neugeborenen bis etwa 4 Jahre)",
      care: "Bei 30 °C mit geschlossenen Schnallen waschen; an der Luft trocknen. Das Gesicht Ihres Babys immer sichtbar und nah genug zum Küssen halten.",
    },
  },
  diaper: {
    fr: {
      materials: "noyau absorbant d'origine végétale, blanchi sans chlore, et voile extérieur respirant",
      age: "selon la taille indiquée sur le paquet",
      care: "Roulez la couche usagée, fermez-la avec ses attaches et jetez-la avec les ordures ménagères.",
    },
    de: {
      materials: "pflanzenbasierter, chlorfrei gebleichter Saugkern mit atmungsaktiver Außenlage",
      age: "nach Größe auf der Packung",
      care: "Gebrauchte Windeln zusammenrollen, mit den Klebestreifen verschließen und im Hausmüll entsorgen.",
    },
  },
  "changing-mat": {
    fr: {
      materials: "housse en PEVA sans phtalates ni PVC, facile à essuyer, sur mousse",
      age: "dès la naissance",
      care: "Nettoyez au savon doux. Ne laissez jamais bébé seul sur une surface en hauteur ; quand c'est possible, posez le matelas au sol.",
    },
    de: {
      materials: "phthalatfreier, abwischbarer PVC-freier PEVA-Bezug über Schaumstoff",
      age: "ab der Geburt",
      care: "Mit milder Seife abwischen. Ihr Baby nie allein auf einer erhöhten Fläche lassen; die Auflage wenn möglich auf den Boden legen.",
    },
  },
  wipes: {
    fr: {
      materials: "fibres d'origine végétale imprégnées d'une lotion douce sans parfum",
      age: "dès la naissance",
      care: "Refermez bien le paquet après usage pour que les lingettes ne sèchent pas. Ne les jetez pas dans les toilettes.",
    },
    de: {
      materials: "pflanzenbasierte Fasern mit milder, parfümfreier Lotion",
      age: "ab der Geburt",
      care: "Die Packung nach Gebrauch wieder verschließen, damit die Tücher nicht austrocknen. Nicht in die Toilette werfen.",
    },
  },
  "diaper-bag": {
    fr: { materials: "polyester recyclé déperlant, doublure facile à essuyer", age: "pour les parents", care: "Nettoyez avec un chiffon ; lavez le matelas à langer à la main." },
    de: { materials: "wasserabweisendes recyceltes Polyester mit abwischbarem Futter", age: "für Eltern", care: "Abwischen; die Wickelunterlage von Hand waschen." },
  },
  "diaper-cream": {
    fr: {
      materials: "crème barrière à l'oxyde de zinc, sans parfum",
      age: "dès la naissance",
      care: "Appliquez une fine couche à chaque change, sur une peau propre et sèche. Conservez à moins de 25 °C. Consultez un médecin si l'érythème ne s'améliore pas en quelques jours.",
    },
    de: {
      materials: "Zinkoxid-Schutzcreme, parfümfrei",
      age: "ab der Geburt",
      care: "Bei jedem Wickeln dünn auf saubere, trockene Haut auftragen. Unter 25 °C lagern. Bessert sich der Ausschlag nach ein paar Tagen nicht, zum Arzt gehen.",
    },
  },
  thermometer: {
    fr: {
      materials: "corps en ABS, embout souple et étanche ; pile fournie",
      age: "dès la naissance (sous l'aisselle), pour tous les âges",
      care: "Nettoyez l'embout avec une lingette alcoolisée avant et après usage. Appelez votre médecin pour toute fièvre chez un bébé de moins de 3 mois.",
    },
    de: {
      materials: "ABS-Gehäuse mit flexibler, wasserdichter Spitze; Batterie enthalten",
      age: "ab der Geburt (unter der Achsel), für jedes Alter",
      care: "Die Spitze vor und nach dem Gebrauch mit einem Alkoholtupfer reinigen. Bei Fieber eines Babys unter 3 Monaten immer ärztlichen Rat einholen.",
    },
  },
  "safety-gate": {
    fr: {
      materials: "acier thermolaqué, sans outils pour les modèles à pression",
      age: "pour les enfants de 6 à 24 mois",
      care: "Vérifiez la fixation chaque semaine. En haut d'un escalier, installez une barrière vissée : les barrières à pression sont réservées aux portes et au bas des escaliers.",
    },
    de: {
      materials: "pulverbeschichteter Stahl, Klemmmodelle ohne Werkzeug montierbar",
      age: "für Kinder von 6 bis 24 Monaten",
      care: "Den festen Sitz wöchentlich prüfen. Oben an der Treppe ein verschraubtes Gitter verwenden: Klemmgitter sind nur für Türöffnungen und den Fuß der Treppe.",
    },
  },
  "nail-clipper": {
    fr: {
      materials: "lames en acier inoxydable, poignées en ABS",
      age: "dès la naissance",
      care: "Nettoyez avec une lingette alcoolisée après usage et rangez dans l'étui. Le plus simple est de couper les ongles pendant que bébé dort.",
    },
    de: {
      materials: "Klingen aus Edelstahl mit ABS-Griffen",
      age: "ab der Geburt",
      care: "Nach Gebrauch mit einem Alkoholtupfer reinigen und im Etui aufbewahren. Am leichtesten geht das Schneiden, wenn Ihr Baby schläft.",
    },
  },
  "nasal-aspirator": {
    fr: {
      materials: "silicone de qualité médicale d'une seule pièce (l'eau ne peut s'y loger nulle part)",
      age: "dès la naissance",
      care: "Lavez à l'eau chaude savonneuse après chaque utilisation et faites bouillir une fois par semaine. N'introduisez l'embout qu'à l'entrée de la narine.",
    },
    de: {
      materials: "medizinisches Silikon aus einem Stück (nirgends kann sich Wasser sammeln)",
      age: "ab der Geburt",
      care: "Nach jedem Gebrauch in warmem Seifenwasser waschen und wöchentlich auskochen. Die Spitze nur knapp in das Nasenloch einführen.",
    },
  },
  "corner-guard": {
    fr: {
      materials: "mousse NBR souple, adhésif 3M pré-appliqué",
      age: "pour les maisons où un bébé rampe ou fait ses premiers pas",
      care: "Nettoyez la surface à l'alcool et laissez sécher avant de coller. Appuyez fermement pendant 30 secondes ; adhérence maximale après 24 heures.",
    },
    de: {
      materials: "weicher NBR-Schaum mit bereits aufgebrachtem 3M-Klebstoff",
      age: "für Haushalte mit krabbelnden Babys und ersten Läufern",
      care: "Die Fläche mit Alkohol reinigen und trocknen lassen, bevor Sie kleben. 30 Sekunden fest andrücken; volle Haftkraft nach 24 Stunden.",
    },
  },
  "first-aid-kit": {
    fr: { materials: "trousse zippée déperlante", age: "pour toute la famille", care: "Vérifiez les dates de péremption tous les 6 mois et remplacez tout ce qui a servi." },
    de: { materials: "wasserabweisende Tasche mit Reißverschluss", age: "für Familien", care: "Alle 6 Monate die Haltbarkeitsdaten prüfen und Verbrauchtes ersetzen." },
  },
};

/** Each curated product's own paragraph, and the materials, age or care it has instead of its type's. */
export const PRODUCT_PARTS: Readonly<Record<string, ByLocale<OwnParts>>> = {
  "glass-feeding-bottle-240ml": {
    fr: {
      about: "Le verre ne garde ni les odeurs ni les taches, et supporte pendant des années l'ébullition, la vapeur et le lave-vaisselle. Le manchon en silicone amortit les chocs et offre une bonne prise aux petites mains. Livré avec une tétine à débit lent taille 1 ; les tétines plus rapides se vissent sur la même bague.",
      materials: "verre borosilicate, manchon et tétine en silicone, bague en polypropylène",
    },
    de: {
      about: "Glas nimmt weder Gerüche noch Verfärbungen an und verträgt jahrelang Auskochen, Dampf und Spülmaschine. Die Silikonhülle federt Stöße ab und gibt kleinen Händen Halt. Mit einem langsamen Sauger der Größe 1; schnellere Sauger passen auf denselben Schraubring.",
      materials: "Borosilikatglas, Hülle und Sauger aus Silikon, Schraubring aus Polypropylen",
    },
  },
  "anti-colic-bottle-260ml-2-pack": {
    fr: {
      about: "La valve anti-retour du fond laisse l'air revenir dans le biberon pendant que bébé boit : le débit reste régulier et la tétine ne s'écrase pas. Beaucoup de parents trouvent que cela aide contre les gaz ; ce n'est pas un traitement des coliques, et chaque bébé est différent. Col large pour remplir et nettoyer facilement.",
    },
    de: {
      about: "Das Einwegventil im Boden lässt beim Trinken Luft in die Flasche nachströmen; so bleibt der Fluss gleichmäßig und der Sauger fällt nicht zusammen. Viele Eltern finden, dass es gegen Blähungen hilft; eine Behandlung von Koliken ist es nicht, und jedes Baby ist anders. Weiter Hals zum leichten Befüllen und Reinigen.",
    },
  },
  "wide-neck-bottle-starter-set": {
    fr: {
      about: "Contient deux biberons de 150 ml et deux de 260 ml, deux tétines de rechange taille 2, un goupillon et une boîte doseuse à trois compartiments pour les sorties. Toutes les pièces sont compatibles avec nos autres biberons col large.",
    },
    de: {
      about: "Enthält zwei Flaschen mit 150 ml und zwei mit 260 ml, zwei Ersatzsauger der Größe 2, eine Flaschenbürste und einen Milchpulverportionierer mit drei Fächern für unterwegs. Alle Teile passen zu unseren anderen Weithalsflaschen.",
    },
  },
  "stainless-steel-bottle-300ml": {
    fr: {
      about: "Un biberon qui grandit avec votre enfant : d'abord avec une tétine, puis avec un bec souple, puis avec un couvercle à paille (vendu séparément). L'isolation sous vide à double paroi garde les boissons fraîches jusqu'à 8 heures. Pas pour réchauffer le lait : les parois en acier empêchent la chaleur d'entrer autant que de sortir.",
      materials: "acier inoxydable 18/8, tétine et bec en silicone, bague en polypropylène",
    },
    de: {
      about: "Eine Flasche, die mitwächst: erst mit Sauger, dann mit weicher Trinktülle, später mit Trinkhalmdeckel (separat erhältlich). Die doppelwandige Vakuumisolierung hält Getränke bis zu 8 Stunden kühl. Nicht zum Erwärmen von Milch: Die Stahlwände lassen Wärme ebenso wenig hinein wie hinaus.",
      materials: "Edelstahl 18/8, Sauger und Tülle aus Silikon, Schraubring aus Polypropylen",
    },
  },
  "silicone-bib-with-pocket": {
    fr: { about: "L'encolure réglable offre quatre positions de pression : il convient des premières purées aux repas de bambin. Il se roule pour tenir dans le sac à langer et s'essuie en quelques secondes." },
    de: { about: "Der verstellbare Halsverschluss hat vier Druckknopfpositionen und passt so vom ersten Brei bis zu den Mahlzeiten im Kleinkindalter. Klein zusammengerollt passt es in die Wickeltasche und ist in Sekunden abgewischt." },
  },
  "organic-cotton-bandana-bibs-3-pack": {
    fr: {
      about: "Deux couches de mousseline de coton bio sur le devant et un dos en polaire absorbante gardent les vêtements au sec. Les pressions sans nickel ajustent la taille.",
      materials: "devant en mousseline de coton bio, dos en polaire de polyester",
      age: "dès la naissance",
      care: "Lavable en machine à 40 °C, séchage en tambour à basse température. Retirez-le avant le sommeil.",
    },
    de: {
      about: "Zwei Lagen Bio-Baumwollmusselin vorn und eine saugfähige Fleece-Rückseite halten die Kleidung trocken. Nickelfreie Druckknöpfe passen die Weite an.",
      materials: "Vorderseite aus Bio-Baumwollmusselin, Rückseite aus Polyesterfleece",
      age: "ab der Geburt",
      care: "Maschinenwäsche bei 40 °C, im Trockner bei niedriger Temperatur. Vor dem Schlafen abnehmen.",
    },
  },
  "convertible-wooden-high-chair": {
    fr: {
      about: "L'assise et le repose-pieds se règlent sur huit hauteurs, pour que les pieds reposent toujours à plat : l'enfant se tient mieux et mange plus facilement. Sans tablette ni harnais, elle devient une chaise pour les enfants jusqu'à 10 ans.",
      materials: "hêtre massif verni à l'eau ; tablette en polyuréthane",
      age: "dès 6 mois (quand bébé tient assis sans aide) jusqu'à 10 ans en chaise junior",
    },
    de: {
      about: "Sitz und Fußstütze lassen sich in acht Positionen verstellen, sodass die Füße immer flach aufstehen; das hilft beim guten Sitzen und beim Essen. Ohne Essbrett und Gurt wird er zum Stuhl für Kinder bis 10 Jahre.",
      materials: "Massivbuche mit Lack auf Wasserbasis; Essbrett aus Polyurethan",
      age: "ab 6 Monaten (sobald Ihr Kind ohne Hilfe sitzt) bis 10 Jahre als Juniorstuhl",
    },
  },
  "compact-folding-high-chair": {
    fr: { about: "Trois positions d'inclinaison, un plateau amovible qui passe au lave-vaisselle et une assise rembourrée facile à essuyer. Avec ses 6 kg, elle est assez légère pour partir chez les grands-parents." },
    de: { about: "Drei Liegepositionen, ein abnehmbarer, spülmaschinenfester Tabletteinsatz und ein gepolsterter, abwischbarer Sitz. Mit 6 kg leicht genug für den Besuch bei den Großeltern." },
  },
  "soft-spout-sippy-cup-200ml": {
    fr: { about: "La valve empêche les fuites quand la tasse tombe et s'ouvre quand bébé tète. Une fois le geste acquis, retirez la valve pour un débit libre." },
    de: { about: "Das Ventil verhindert Auslaufen, wenn der Becher herunterfällt, und öffnet sich, wenn Ihr Baby saugt. Sobald es den Dreh heraushat, nehmen Sie das Ventil heraus, damit es frei fließt." },
  },
  "weighted-straw-cup-240ml": {
    fr: { about: "Boire à la paille est souvent conseillé plutôt qu'au bec pour développer les muscles de la bouche. Le couvercle rabattable garde la paille propre dans le sac. Des pailles de rechange sont disponibles." },
    de: { about: "Trinken mit Halm wird für die Entwicklung der Mundmuskulatur oft eher empfohlen als eine Tülle. Der Klappdeckel hält den Halm in der Tasche sauber. Ersatzhalme sind erhältlich." },
  },
  "360-training-cup": {
    fr: {
      about: "Un joint en silicone s'ouvre sous la pression des lèvres et se referme quand on pose la tasse. Les poignées se détachent quand votre enfant sait tenir la tasse à deux mains.",
      age: "dès 12 mois",
    },
    de: {
      about: "Eine Silikondichtung öffnet sich unter dem Druck der Lippen und schließt sich, wenn der Becher abgestellt wird. Die Henkel lassen sich abnehmen, sobald Ihr Kind den Becher mit beiden Händen halten kann.",
      age: "ab 12 Monaten",
    },
  },
  "bamboo-suction-bowl-set": {
    fr: {
      about: "Du bambou naturel, fini avec une huile alimentaire. L'anneau ventouse se retire pour le lavage et empêche le bol de s'envoler de la tablette.",
      materials: "bambou huilé avec une huile alimentaire, anneau ventouse et embout de cuillère en silicone",
      care: "Lavage à la main uniquement, séchez aussitôt ; huilez de temps en temps avec une huile alimentaire. Ne va pas au micro-ondes.",
    },
    de: {
      about: "Naturbambus, mit lebensmittelechtem Öl behandelt. Der Saugring lässt sich zum Spülen abnehmen und verhindert, dass die Schüssel vom Tablett geschleudert wird.",
      materials: "Bambus mit lebensmittelechtem Öl, Saugring und Löffelspitze aus Silikon",
      care: "Nur von Hand spülen und sofort abtrocknen; gelegentlich mit Speiseöl einölen. Nicht für die Mikrowelle.",
    },
  },
  "silicone-suction-bowls-2-pack": {
    fr: { about: "Les bords hauts et droits aident les petits à pousser la nourriture sur la cuillère. Couvercles fournis pour garder les restes au réfrigérateur." },
    de: { about: "Tiefe, gerade Wände helfen Kleinen, das Essen auf den Löffel zu schieben. Mit Deckeln, um Reste im Kühlschrank aufzubewahren." },
  },
  "divided-plate-and-bowl-set": {
    fr: { about: "Les séparations surélevées gardent les petits pois loin du yaourt, et les bords inclinés facilitent le repas en autonomie." },
    de: { about: "Erhöhte Trennstege halten die Erbsen aus dem Joghurt fern, und die schrägen Wände machen selbstständiges Essen leichter." },
  },
  "soft-tip-weaning-spoons-6-pack": {
    fr: { about: "Le cuilleron peu profond donne la bonne quantité pour les premières bouchées. Les longs manches atteignent le fond des petits pots." },
    de: { about: "Die flache Mulde fasst genau die richtige Menge für die ersten Löffelchen. Die langen Griffe reichen bis auf den Boden der Gläschen." },
  },
  "first-cutlery-set-stainless-steel": {
    fr: {
      about: "De vrais couverts en acier, arrondis et sans tranchant, avec des manches courts en silicone faciles à saisir. Livrés dans un étui de voyage.",
      materials: "acier inoxydable, manches en silicone",
      age: "dès 18 mois",
    },
    de: {
      about: "Echtes Stahlbesteck, abgerundet und stumpf, mit kurzen Silikongriffen, die sich gut greifen lassen. Im Reiseetui.",
      materials: "Edelstahl mit Silikongriffen",
      age: "ab 18 Monaten",
    },
  },
  "classic-wooden-cot-bed": {
    fr: {
      about: "Commencez avec le sommier en position haute pour les premiers mois, puis abaissez-le dès que bébé tient assis. Retirez un côté et il devient un lit enfant utilisable jusqu'à 4 ans environ. Pour un matelas de 140 × 70 cm (vendu séparément).",
      age: "de la naissance à 4 ans environ en lit enfant",
    },
    de: {
      about: "Stellen Sie den Lattenrost in den ersten Monaten oben ein und senken Sie ihn, sobald Ihr Baby sitzen kann. Ohne eine Seitenwand wird es zum Kleinkindbett, das bis etwa 4 Jahre genutzt wird. Für eine Matratze von 140 × 70 cm (separat erhältlich).",
      age: "ab der Geburt bis etwa 4 Jahre als Kleinkindbett",
    },
  },
  "bedside-sleeper-crib": {
    fr: {
      about: "Le côté en filet rabattable vous permet de voir et d'atteindre bébé depuis votre lit ; remontez-le pour en faire un berceau indépendant. Des sangles le fixent au cadre du lit pour qu'aucun espace ne puisse s'ouvrir. Six hauteurs et une légère inclinaison possible. Matelas inclus.",
      materials: "cadre en aluminium, côtés en filet respirant, matelas en mousse avec housse amovible lavable",
      age: "de la naissance à 6 mois ou 9 kg, ou jusqu'à ce que bébé tienne assis",
    },
    de: {
      about: "Die herunterklappbare Netzseite lässt Sie Ihr Baby vom Bett aus sehen und erreichen; mit geschlossenem Reißverschluss wird es zum freistehenden Babybett. Gurte verankern es am Bettrahmen, damit sich kein Spalt öffnen kann. Sechs Höhen und eine leichte Neigung einstellbar. Mit Matratze.",
      materials: "Aluminiumrahmen, atmungsaktive Netzseiten, Schaumstoffmatratze mit abnehmbarem, waschbarem Bezug",
      age: "ab der Geburt bis 6 Monate oder 9 kg bzw. bis Ihr Baby sitzen kann",
    },
  },
  "lightweight-travel-cot": {
    fr: {
      about: "Des côtés en filet pour l'aération et la visibilité, et un matelas rembourré qui se fixe au fond par une fermeture éclair. N'utilisez que le matelas fourni : n'ajoutez jamais un second matelas ni de rembourrage.",
      materials: "cadre en aluminium, côtés en filet, matelas en mousse",
      age: "de la naissance à 3 ans ou 15 kg",
    },
    de: {
      about: "Netzseiten für Luftzirkulation und freie Sicht, dazu eine gepolsterte Matratze, die per Reißverschluss am Boden befestigt wird. Nur die mitgelieferte Matratze verwenden: niemals eine zweite Matratze oder zusätzliche Polster hineinlegen.",
      materials: "Aluminiumrahmen, Netzseiten, Schaumstoffmatratze",
      age: "ab der Geburt bis 3 Jahre oder 15 kg",
    },
  },
  "mini-crib-solid-pine": {
    fr: {
      about: "Prévu pour un matelas de 90 × 40 cm, avec deux hauteurs de sommier et quatre roulettes, dont deux à frein. Finition vernis incolore à l'eau.",
      materials: "pin massif certifié FSC, vernis à l'eau",
      age: "de la naissance jusqu'à ce que bébé se mette debout en s'agrippant",
    },
    de: {
      about: "Für eine Matratze von 90 × 40 cm, mit zwei Lattenrosthöhen und vier Rollen, zwei davon feststellbar. Mit farblosem Lack auf Wasserbasis.",
      materials: "massive FSC-zertifizierte Kiefer, Lack auf Wasserbasis",
      age: "ab der Geburt, bis sich Ihr Baby zum Stehen hochzieht",
    },
  },
  "felt-cloud-and-moon-mobile": {
    fr: { about: "Chaque mobile est fait main : les formes varient légèrement. Les nouveau-nés voient d'abord les contrastes : suspendez-le à 30–40 cm au-dessus de la table à langer ou sur le côté du lit." },
    de: { about: "Jedes Mobile ist Handarbeit, die Formen variieren also leicht. Neugeborene sehen Kontraste am besten: Hängen Sie es 30–40 cm über dem Wickeltisch oder seitlich neben dem Bett auf." },
  },
  "musical-star-mobile": {
    fr: {
      about: "Le bras se fixe sur les barreaux de lit jusqu'à 4 cm d'épaisseur. Réglage du volume et arrêt automatique. Fonctionne avec 3 piles AA (incluses).",
      materials: "formes en tissu peluche, bras et boîte à musique en polypropylène",
    },
    de: {
      about: "Der Arm lässt sich an Bettstäben bis 4 cm Stärke festklemmen. Lautstärkeregler und automatische Abschaltung. Mit 3 AA-Batterien (enthalten).",
      materials: "Formen aus Plüschstoff, Arm und Spieluhr aus Polypropylen",
    },
  },
  "rechargeable-night-light": {
    fr: { about: "Tapotez pour passer d'une luminosité à l'autre parmi trois ; la plus faible est une lumière ambrée chaude, douce pour les yeux ensommeillés. Une charge complète dure jusqu'à 12 nuits en position basse. Minuteries de 30 et 60 minutes." },
    de: { about: "Antippen schaltet zwischen drei Helligkeitsstufen um; die schwächste ist ein warmes Bernsteinlicht, das müde Augen schont. Eine volle Ladung reicht auf niedriger Stufe bis zu 12 Nächte. Timer für 30 und 60 Minuten." },
  },
  "sleep-trainer-light": {
    fr: {
      about: "Réglez l'heure du réveil sur le panneau de commande, sans appli. Le mode veilleuse est un orange doux qui ne chasse pas le sommeil comme peut le faire la lumière bleue.",
      age: "dès 2 ans environ, quand l'idée d'« attendre la lumière » a du sens",
    },
    de: {
      about: "Die Weckzeit stellen Sie direkt am Bedienfeld ein, ganz ohne App. Der Nachtlichtmodus ist ein sanftes Orange, das nicht so munter macht, wie es blaues Licht kann.",
      age: "ab etwa 2 Jahren, wenn „warten, bis das Licht angeht“ verstanden wird",
    },
  },
  "muslin-swaddle-blankets-3-pack": {
    fr: {
      about: "La mousseline à tissage aéré respire, ce qui compte pour l'emmaillotage. Serrez bien autour des bras mais laissez du jeu aux hanches pour que les jambes puissent se plier et s'écarter, et arrêtez d'emmailloter dès que bébé montre qu'il commence à se retourner.",
      materials: "mousseline de coton bio certifié GOTS",
    },
    de: {
      about: "Offen gewebter Musselin ist atmungsaktiv, und darauf kommt es beim Pucken an. Um die Arme fest, um die Hüften aber locker pucken, damit die Beine angewinkelt und gespreizt liegen können, und mit dem Pucken aufhören, sobald Ihr Baby Anzeichen zeigt, sich umzudrehen.",
      materials: "GOTS-zertifizierter Musselin aus Bio-Baumwolle",
    },
  },
  "cellular-cotton-blanket": {
    fr: { about: "Si vous utilisez une couverture dans le lit, bordez-la fermement sous le matelas, pas plus haut que les épaules, les pieds de bébé touchant le pied du lit. Pour la plupart des familles, une gigoteuse est plus simple." },
    de: { about: "Wenn Sie im Bett eine Decke verwenden, stecken Sie sie fest unter der Matratze ein, nicht höher als bis zu den Schultern, und legen Sie Ihr Baby mit den Füßen ans Fußende. Für die meisten Familien ist ein Schlafsack einfacher." },
  },
  "knitted-merino-blanket": {
    fr: {
      about: "Le mérinos régule bien la température et résiste naturellement au feu. 80 × 100 cm, une bonne taille pour la poussette.",
      materials: "laine mérinos extra-fine, sans mulesing",
      care: "Lavage à la main ou en machine en cycle laine à 30 °C ; séchez à plat.",
    },
    de: {
      about: "Merino reguliert die Temperatur gut und ist von Natur aus schwer entflammbar. 80 × 100 cm, eine gute Größe für den Kinderwagen.",
      materials: "extrafeine Merinowolle, mulesingfrei",
      care: "Von Hand oder im Wollprogramm bei 30 °C waschen; liegend trocknen.",
    },
  },
  "video-baby-monitor-5-inch": {
    fr: { about: "Liaison radio chiffrée jusqu'à 300 m en champ libre. Vision nocturne infrarouge, communication bidirectionnelle, affichage de la température de la pièce et écran qui s'allume au bruit. La batterie de l'unité parents tient environ 10 heures écran allumé." },
    de: { about: "Verschlüsselte Funkverbindung bis 300 m im Freien. Infrarot-Nachtsicht, Gegensprechfunktion, Anzeige der Raumtemperatur und ein Bildschirm, der sich bei Geräuschen einschaltet. Der Akku der Elterneinheit hält mit eingeschaltetem Bildschirm etwa 10 Stunden." },
  },
  "audio-baby-monitor-long-range": {
    fr: { about: "Grâce à la technologie DECT, pas de grésillements venant des babyphones des voisins. Une rangée de voyants montre le niveau sonore même volume baissé. Alertes hors de portée et batterie faible." },
    de: { about: "Dank DECT-Technik kein Knistern durch die Babyphones der Nachbarn. Eine Lichterleiste zeigt die Lautstärke auch bei heruntergedrehtem Ton. Warnungen bei fehlender Reichweite und schwachem Akku." },
  },
  "wifi-smart-camera-monitor": {
    fr: { about: "Diffuse une vidéo 1080p avec vision nocturne et son bidirectionnel vers l'appli, sur quatre téléphones au maximum. Aucun babyphone ne peut prévenir la mort inattendue du nourrisson : utilisez-le en plus des règles de sommeil sûr, jamais à leur place." },
    de: { about: "Überträgt 1080p-Video mit Nachtsicht und Gegensprechfunktion in die App, auf bis zu vier Smartphones. Kein Babyphone kann den plötzlichen Kindstod verhindern: Nutzen Sie es zusätzlich zu den Regeln für sicheren Schlaf, niemals stattdessen." },
  },
  "baby-sleeping-bag-2-5-tog": {
    fr: { about: "L'encolure et les emmanchures ajustées empêchent bébé de glisser à l'intérieur de la gigoteuse. Avec une gigoteuse, pas besoin de couverture dans le lit." },
    de: { about: "Passgenauer Halsausschnitt und Armlöcher verhindern, dass Ihr Baby in den Schlafsack hineinrutscht. Mit einem Schlafsack brauchen Sie keine losen Decken im Bett." },
  },
  "summer-sleeping-bag-0-5-tog": {
    fr: {
      about: "Un jersey léger sans garnissage, pour les nuits d'été et les appartements chauds. Il suffit d'un body à manches courtes dessous.",
      materials: "jersey de coton bio, une seule épaisseur",
    },
    de: {
      about: "Leichter Jersey ohne Füllung, für Sommernächte und warme Wohnungen. Darunter genügt ein kurzärmeliger Body.",
      materials: "einlagiger Jersey aus Bio-Baumwolle",
    },
  },
  "organic-short-sleeve-bodysuits-3-pack": {
    fr: { about: "Grâce aux épaules américaines, le body se retire par le bas après une fuite de couche au lieu de passer par la tête. Trois pressions à l'entrejambe." },
    de: { about: "Dank Schlupfausschnitt an den Schultern lässt sich der Body nach einer ausgelaufenen Windel nach unten über den Körper ausziehen statt über den Kopf. Drei Druckknöpfe im Schritt." },
  },
  "long-sleeve-wrap-bodysuit": {
    fr: { about: "Les pressions sur le côté facilitent l'habillage pendant la cicatrisation du cordon ombilical. Moufles anti-griffures repliables aux poignets sur les petites tailles." },
    de: { about: "Seitliche Druckknöpfe machen das Anziehen leicht, solange der Nabelschnurrest abheilt. An den kleinen Größen umklappbare Handschutz-Bündchen." },
  },
  "striped-cotton-bodysuit": {
    fr: {
      about: "Des rayures teintes dans la masse qui ne passent pas au lavage, des épaules américaines et des pressions à l'entrejambe.",
      materials: "jersey de coton, pressions sans nickel",
    },
    de: {
      about: "Garngefärbte Streifen, die beim Waschen nicht verblassen, Schlupfausschnitt an den Schultern und Druckknöpfe im Schritt.",
      materials: "Baumwolljersey mit nickelfreien Druckknöpfen",
    },
  },
  "merino-wool-bodysuit": {
    fr: {
      about: "Le mérinos évacue l'humidité et régule la température, et il est assez doux pour les peaux sensibles. Une bonne couche sous une combinaison pilote les jours froids.",
      materials: "laine mérinos extra-fine de 17,5 microns",
      care: "Lavable en machine en cycle laine à 30 °C, séchez à plat. Pas d'adoucissant.",
    },
    de: {
      about: "Merino leitet Feuchtigkeit ab und reguliert die Temperatur, und es ist weich genug für empfindliche Haut. Eine gute Schicht unter dem Overall an kalten Tagen.",
      materials: "extrafeine Merinowolle mit 17,5 Mikron",
      care: "Im Wollprogramm bei 30 °C waschen, liegend trocknen. Kein Weichspüler.",
    },
  },
  "ribbed-knit-beanie": {
    fr: { about: "Le large revers couvre les oreilles et permet au bonnet de grandir avec bébé. Dehors, les bébés perdent de la chaleur par la tête ; à l'intérieur et pour dormir, retirez le bonnet." },
    de: { about: "Der breite Umschlag bedeckt die Ohren und lässt die Mütze mitwachsen. Draußen verlieren Babys Wärme über den Kopf; drinnen und zum Schlafen aber die Mütze abnehmen." },
  },
  "newborn-knot-hats-2-pack": {
    fr: {
      about: "Un jersey bio tout doux avec un nœud sur le dessus. Les nouveau-nés n'ont besoin d'un bonnet que dehors ; ne laissez jamais bébé dormir avec un bonnet à l'intérieur.",
      materials: "jersey de coton bio",
    },
    de: {
      about: "Weicher Bio-Jersey mit Knoten oben. Neugeborene brauchen nur draußen eine Mütze; lassen Sie Ihr Baby drinnen nie mit Mütze schlafen.",
      materials: "Jersey aus Bio-Baumwolle",
    },
  },
  "pom-pom-winter-hat": {
    fr: {
      about: "Des cache-oreilles doublés de polaire et une pression sous le menton tiennent le bonnet sans cordons.",
      materials: "maille en mélange acrylique et laine, doublure en polaire de polyester",
    },
    de: {
      about: "Mit Fleece gefütterte Ohrenklappen und ein Druckknopf unter dem Kinn halten die Mütze ohne Bänder.",
      materials: "Strick aus Acryl-Woll-Mischung mit Futter aus Polyesterfleece",
    },
  },
  "non-slip-socks-5-pack": {
    fr: { about: "Un revers élastique doux qui tient sans marquer la peau. Les picots antidérapants aident sur le parquet ; pour apprendre à marcher, le mieux reste pieds nus quand il fait assez chaud." },
    de: { about: "Ein weiches, elastisches Bündchen, das hält, ohne einzuschneiden. Die Noppen an der Sohle helfen auf Holzböden; zum Laufenlernen ist barfuß am besten, wenn es warm genug ist." },
  },
  "organic-cotton-socks-3-pack": {
    fr: {
      about: "Des coutures remaillées à la main, bien à plat contre les petits orteils. Un revers retourné les maintient en place.",
      materials: "coton bio avec 2 % d'élasthanne",
    },
    de: {
      about: "Handgekettelte Zehennähte liegen flach an den kleinen Zehen. Ein Umschlagbündchen sorgt für Halt.",
      materials: "Bio-Baumwolle mit 2 % Elasthan",
    },
  },
  "two-way-zip-sleepsuit": {
    fr: { about: "Grâce à la fermeture éclair double sens, à 3 h du matin, vous n'ouvrez que le bas. Un protège-menton sur la fermeture protège la peau. Moufles anti-griffures repliables sur les petites tailles." },
    de: { about: "Dank Zwei-Wege-Reißverschluss öffnen Sie um 3 Uhr nachts nur die Beine. Ein Kinnschutz am Reißverschluss schont die Haut. An den kleinen Größen umklappbare Kratzhandschuhe." },
  },
  "footed-sleepsuits-2-pack": {
    fr: { about: "Les pressions vont du cou jusqu'en bas des deux jambes pour des changes rapides. Les pieds fermés, c'est zéro chaussette perdue." },
    de: { about: "Die Druckknöpfe reichen vom Hals bis an beiden Beinen hinunter, so geht das Wickeln schnell. Mit Füßchen gehen keine Socken verloren." },
  },
  "fleece-pramsuit": {
    fr: {
      about: "Retirez la combinaison dans le siège auto : sous le harnais, les couches gonflantes laissent du jeu, ce qui peut compter en cas d'accident. Posez plutôt une couverture par-dessus le harnais bouclé.",
      materials: "polaire en polyester recyclé",
      care: "Lavable en machine à 30 °C, séchage sur un fil.",
    },
    de: {
      about: "Im Autositz den Overall ausziehen: Dicke Schichten unter dem Gurt lassen Spiel, und das kann bei einem Unfall entscheidend sein. Legen Sie stattdessen eine Decke über den geschlossenen Gurt.",
      materials: "Fleece aus recyceltem Polyester",
      care: "Maschinenwäsche bei 30 °C, auf der Leine trocknen.",
    },
  },
  "newborn-scratch-mittens-3-pack": {
    fr: {
      about: "Un poignet élastique doux les maintient sans serrer. Les bébés découvrent le monde avec leurs mains : n'utilisez les moufles que si les griffures posent problème.",
      age: "de la naissance à 3 mois",
    },
    de: {
      about: "Ein sanftes Gummibündchen hält sie, ohne zu drücken. Babys erkunden die Welt mit den Händen; verwenden Sie die Handschuhe also nur, wenn Kratzen ein Problem ist.",
      age: "ab der Geburt bis 3 Monate",
    },
  },
  "fleece-lined-winter-mittens": {
    fr: {
      about: "Une longue manchette à poignet élastique se porte par-dessus ou sous les manches du manteau. Reliées par un cordon amovible ; jamais de cordon dans le siège auto ni dans le lit.",
      materials: "extérieur en nylon déperlant, doublure en polaire de polyester",
    },
    de: {
      about: "Eine lange Stulpe mit Gummizug passt über oder unter die Jackenärmel. Mit abnehmbarer Verbindungsschnur; im Autositz und im Bett niemals eine Schnur verwenden.",
      materials: "wasserabweisendes Nylon außen mit Futter aus Polyesterfleece",
    },
  },
  "chunky-knit-cardigan": {
    fr: { about: "Assez ample pour se porter par-dessus un body et des manches longues. Les boutons sont cousus avec un fil renforcé ; vérifiez-les régulièrement." },
    de: { about: "Weit genug für einen Body und lange Ärmel darunter. Die Knöpfe sind mit verstärktem Garn angenäht; prüfen Sie sie trotzdem regelmäßig." },
  },
  "organic-cotton-cardigan": {
    fr: {
      about: "Une maille fine en coton bio qui se ferme par pressions : aucun bouton qui risque de se détacher.",
      materials: "maille de coton bio certifié GOTS",
    },
    de: {
      about: "Feinstrick aus Bio-Baumwolle mit Druckknöpfen: keine Knöpfe, die sich lösen könnten.",
      materials: "GOTS-zertifizierter Strick aus Bio-Baumwolle",
    },
  },
  "classic-plush-teddy-bear": {
    fr: { about: "Ni boutons, ni perles, ni pièces collées : les yeux et le nez sont brodés. Testé selon la norme de sécurité des jouets EN 71." },
    de: { about: "Keine Knöpfe, Perlen oder geklebten Teile: Augen und Nase sind gestickt. Geprüft nach der Spielzeugsicherheitsnorm EN 71." },
  },
  "organic-cotton-teddy": {
    fr: {
      about: "En coton bio, dedans comme dehors. Un joli cadeau souvenir, sans danger pour les petites bouches.",
      materials: "enveloppe et rembourrage en coton bio certifié GOTS",
    },
    de: {
      about: "Innen wie außen aus Bio-Baumwolle. Ein schönes Geschenk zum Aufheben, das auch in kleine Münder darf.",
      materials: "Hülle und Füllung aus GOTS-zertifizierter Bio-Baumwolle",
    },
  },
  "musical-wind-up-bear": {
    fr: { about: "La boîte à musique à remontoir est enfermée à l'intérieur et se retire par une ouverture à scratch pour laver l'ours." },
    de: { about: "Die Spieluhr zum Aufziehen sitzt sicher im Inneren und lässt sich zum Waschen des Bären durch eine Klettöffnung herausnehmen." },
  },
  "mini-bear-comforter": {
    fr: { about: "Beaucoup de parents achètent deux doudous pour en avoir toujours un propre. Gardez-le hors du lit jusqu'à 12 mois." },
    de: { about: "Viele Eltern kaufen zwei Schnuffeltücher, damit immer eines sauber ist. Bis 12 Monate gehört es nicht ins Bett." },
  },
  "beech-wood-rattle": {
    fr: { about: "Taillé dans une seule pièce de hêtre, avec un anneau de perles en silicone parfait à mâchouiller." },
    de: { about: "Aus einem einzigen Stück Buche gefertigt, mit einem Ring aus Silikonperlen, der sich gut zum Kauen eignet." },
  },
  "soft-fabric-rattle": {
    fr: {
      about: "Les motifs très contrastés donnent aux jeunes bébés quelque chose à fixer du regard. Lavable en machine.",
      materials: "velours de polyester, grelot enfermé dans une capsule scellée",
      age: "dès la naissance",
      care: "Lavable en machine à 30 °C dans une taie d'oreiller ; séchage à l'air libre.",
    },
    de: {
      about: "Kontrastreiche Muster geben jungen Babys etwas, worauf sie den Blick richten können. Maschinenwaschbar.",
      materials: "Polyestervelours mit versiegeltem Rasseleinsatz",
      age: "ab der Geburt",
      care: "Bei 30 °C in einem Kissenbezug in der Maschine waschen; an der Luft trocknen.",
    },
  },
  "teething-rattle-ring": {
    fr: {
      about: "Mettez-le au réfrigérateur (pas au congélateur) pour soulager encore mieux les gencives douloureuses.",
      materials: "silicone alimentaire et hêtre non traité",
    },
    de: {
      about: "Im Kühlschrank (nicht im Gefrierfach) gekühlt, lindert er wunde Zahnleisten noch besser.",
      materials: "lebensmittelechtes Silikon und unbehandeltes Buchenholz",
    },
  },
  "soft-stacking-blocks-10-pieces": {
    fr: {
      about: "Assez souples pour qu'une tour qui s'écroule ne fasse pas mal, avec sur chaque face une image ou une texture différente à explorer.",
      materials: "caoutchouc souple sans BPA ni PVC",
      care: "Lavez à l'eau chaude savonneuse ; ils peuvent aller dans le bain.",
    },
    de: {
      about: "So weich, dass ein einstürzender Turm nicht wehtut, und jede Seite hat ein anderes Bild oder eine andere Oberfläche zum Entdecken.",
      materials: "weicher, BPA- und PVC-freier Gummi",
      care: "In warmem Seifenwasser waschen; sie dürfen mit in die Badewanne.",
    },
  },
  "wooden-alphabet-blocks": {
    fr: {
      about: "Construire des tours apprend l'équilibre et les liens de cause à effet ; plus tard, les lettres et les chiffres entrent dans le jeu.",
      age: "dès 12 mois",
    },
    de: {
      about: "Türme bauen schult Gleichgewicht und das Verständnis von Ursache und Wirkung; später kommen Buchstaben und Zahlen ins Spiel.",
      age: "ab 12 Monaten",
    },
  },
  "nesting-blocks-with-numbers": {
    fr: {
      about: "Emboîter les cubes apprend à ranger par taille. Imprimés de chiffres, d'animaux et de formes.",
      materials: "carton recyclé épais, encres à base de soja",
      care: "Essuyez avec un chiffon sec ; le carton n'aime pas l'eau.",
    },
    de: {
      about: "Beim Ineinanderstapeln lernen Kinder, nach Größe zu ordnen. Bedruckt mit Zahlen, Tieren und Formen.",
      materials: "dicker Recyclingkarton mit Druckfarben auf Sojabasis",
      care: "Mit einem trockenen Tuch abwischen; Karton verträgt kein Wasser.",
    },
  },
  "rainbow-ring-stacker": {
    fr: { about: "Empiler les anneaux dans l'ordre est un premier casse-tête classique, qui développe la coordination œil-main." },
    de: { about: "Ringe der Reihe nach aufzustecken ist ein klassisches erstes Geduldsspiel, das die Auge-Hand-Koordination fördert." },
  },
  "silicone-ring-stacker": {
    fr: {
      about: "Chaque anneau a une texture différente à mâchouiller. Lavable au lave-vaisselle.",
      materials: "silicone alimentaire",
      age: "dès 6 mois",
      care: "Lavable au lave-vaisselle, ou faites bouillir 3 minutes.",
    },
    de: {
      about: "Jeder Ring hat eine andere Oberfläche zum Kauen. Spülmaschinenfest.",
      materials: "lebensmittelechtes Silikon",
      age: "ab 6 Monaten",
      care: "Spülmaschinenfest, oder 3 Minuten auskochen.",
    },
  },
  "wooden-pull-along-duck": {
    fr: { about: "Les roues cerclées de caoutchouc restent silencieuses sur le parquet." },
    de: { about: "Gummiringe an den Rädern machen sie auf Holzböden leise." },
  },
  "pull-along-duck-and-ducklings": {
    fr: { about: "Les canetons se décrochent pour jouer avec eux séparément." },
    de: { about: "Die Küken lassen sich abhängen, um einzeln mit ihnen zu spielen." },
  },
  "wooden-xylophone-with-mallets": {
    fr: { about: "Vraiment accordé sur une gamme de do majeur, pour que les chansons sonnent juste. Cartes de chansons à code couleur incluses." },
    de: { about: "Sauber auf eine C-Dur-Tonleiter gestimmt, damit Lieder richtig klingen. Mit farbcodierten Liederkarten." },
  },
  "mini-glockenspiel": {
    fr: { about: "Les baguettes se rangent dans le cadre. Léger, et d'un son étonnamment doux." },
    de: { about: "Die Schlägel werden im Rahmen verstaut. Leicht und mit überraschend schönem Klang." },
  },
  "foldable-baby-bath": {
    fr: { about: "Un bouchon vide la baignoire sans la soulever, et les pieds antidérapants la gardent stable. Ne remplissez pas plus de 8 à 10 cm et vérifiez l'eau avec le coude ou un thermomètre (environ 37 °C)." },
    de: { about: "Ein Stöpsel leert die Wanne, ohne dass Sie sie anheben müssen, und rutschfeste Füße halten sie stabil. Höchstens 8–10 cm hoch füllen und das Wasser mit dem Ellbogen oder einem Thermometer prüfen (etwa 37 °C)." },
  },
  "baby-bath-with-stand": {
    fr: {
      about: "Le support place la baignoire à environ 80 cm de hauteur. Remplissez et videz-la avec un broc ou un tuyau plutôt que de porter une baignoire pleine.",
      materials: "baignoire en polypropylène, support en acier à pieds antidérapants",
    },
    de: {
      about: "Das Gestell bringt die Wanne auf etwa 80 cm Höhe. Mit einem Krug oder Schlauch füllen und leeren, statt eine volle Wanne zu tragen.",
      materials: "Wanne aus Polypropylen, Stahlgestell mit rutschfesten Füßen",
    },
  },
  "bath-with-newborn-sling": {
    fr: { about: "Le hamac vous libère une main pour laver bébé ; c'est un soutien, pas un dispositif de sécurité : gardez une main sur bébé tout au long du bain." },
    de: { about: "Die Badeliege macht eine Hand zum Waschen frei; sie ist eine Stütze, keine Sicherheitsvorrichtung: Lassen Sie die ganze Zeit eine Hand an Ihrem Baby." },
  },
  "bear-hooded-towel": {
    fr: { about: "Grand format de 90 × 90 cm. La capuche garde la tête au chaud pendant que vous séchez le reste." },
    de: { about: "Großzügige 90 × 90 cm. Die Kapuze hält den Kopf warm, während Sie den Rest abtrocknen." },
  },
  "organic-cotton-hooded-towel": {
    fr: {
      about: "Cultivé et tissé sans produits chimiques agressifs : un bon choix pour les peaux sensibles.",
      materials: "éponge de coton bio certifié GOTS, 500 g/m²",
    },
    de: {
      about: "Ohne aggressive Chemikalien angebaut und gewebt: eine gute Wahl für empfindliche Haut.",
      materials: "GOTS-zertifiziertes Frottee aus Bio-Baumwolle, 500 g/m²",
    },
  },
  "bamboo-hooded-towel-large": {
    fr: {
      about: "100 × 100 cm. La viscose de bambou est très absorbante et sèche vite.",
      materials: "éponge en viscose de bambou et coton",
    },
    de: {
      about: "100 × 100 cm. Bambusviskose ist sehr saugfähig und trocknet schnell.",
      materials: "Frottee aus Bambusviskose und Baumwolle",
    },
  },
  "classic-bath-duck": {
    fr: { about: "Les canards qui couinent ont un trou qui laisse entrer l'eau et pousser la moisissure ; celui-ci est scellé et ne couine pas." },
    de: { about: "Gewöhnliche Quietscheenten haben ein Loch, durch das Wasser eindringt und in dem sich Schimmel bildet; diese ist versiegelt und quietscht nicht." },
  },
  "bath-ducks-3-pack": {
    fr: { about: "Leur base lestée les fait flotter dans le bon sens, prêts pour la course." },
    de: { about: "Beschwerte Unterseiten lassen sie richtig herum schwimmen, bereit fürs Wettrennen." },
  },
  "temperature-sensing-bath-duck": {
    fr: {
      about: "Un second contrôle bien pratique ; vérifiez toujours aussi l'eau avec le coude ou un thermomètre de bain.",
      materials: "vinyle sans BPA avec pastille thermosensible",
    },
    de: {
      about: "Eine praktische zweite Kontrolle; prüfen Sie das Wasser trotzdem immer auch mit dem Ellbogen oder einem Badethermometer.",
      materials: "BPA-freies Vinyl mit wärmeempfindlicher Scheibe",
    },
  },
  "gentle-baby-wash-500ml": {
    fr: { about: "Le premier mois, l'eau claire suffit à la plupart des bébés ; ensuite, un peu de gel lavant doux aide. pH équilibré, sans sulfates ni parabènes." },
    de: { about: "Im ersten Monat genügt für die meisten Babys klares Wasser; danach hilft ein wenig milde Waschlotion. pH-hautneutral, ohne Sulfate und Parabene." },
  },
  "calendula-bath-milk-250ml": {
    fr: {
      about: "Versez un bouchon dans l'eau du bain. Le bain devient glissant : tenez bébé fermement.",
      materials: "calendula bio et huile de tournesol dans une base lavante douce",
    },
    de: {
      about: "Eine Verschlusskappe voll ins Badewasser geben. Das Bad wird dadurch rutschig: Halten Sie Ihr Baby gut fest.",
      materials: "Bio-Ringelblume und Sonnenblumenöl in einer milden Waschbasis",
    },
  },
  "lavender-bedtime-bath-wash": {
    fr: { about: "Légèrement parfumé à l'huile essentielle de lavande naturelle. Si bébé a de l'eczéma ou la peau sensible, choisissez plutôt un gel lavant sans parfum." },
    de: { about: "Leicht duftend mit natürlichem Lavendelöl. Hat Ihr Baby Neurodermitis oder empfindliche Haut, wählen Sie lieber eine parfümfreie Waschlotion." },
  },
  "muslin-washcloths-6-pack": {
    fr: {
      about: "30 × 30 cm, dans une mousseline en couches, douce pour le visage d'un nouveau-né.",
      materials: "mousseline de coton bio, 2 épaisseurs",
    },
    de: {
      about: "30 × 30 cm, aus mehrlagigem Musselin, sanft zum Gesicht eines Neugeborenen.",
      materials: "Musselin aus Bio-Baumwolle, 2-lagig",
    },
  },
  "bamboo-washcloths-5-pack": {
    fr: {
      about: "Elles sèchent vite et restent fraîches entre deux lavages.",
      materials: "éponge en viscose de bambou",
    },
    de: {
      about: "Schnell trocknend, damit sie zwischen den Wäschen frisch bleiben.",
      materials: "Frottee aus Bambusviskose",
    },
  },
  "knitted-cotton-washcloths-4-pack": {
    fr: { about: "Légèrement texturées, pour exfolier en douceur les genoux et les coudes des tout-petits." },
    de: { about: "Leicht strukturiert für ein sanftes Peeling an Knien und Ellbogen von Kleinkindern." },
  },
  "city-lite-compact-stroller": {
    fr: { about: "Suspension sur les quatre roues, dossier inclinable presque à plat, capote UPF 50+ et panier de 5 kg. Position allongée dès la naissance avec le cocon nouveau-né (inclus)." },
    de: { about: "Federung an allen vier Rädern, fast flache Liegeposition, Verdeck mit UPF 50+ und ein Einkaufskorb für 5 kg. Mit dem Neugeborenen-Nest (enthalten) ab der Geburt flach liegend nutzbar." },
  },
  "all-terrain-jogging-stroller": {
    fr: {
      about: "Bloquez la roue avant pour courir ; la plupart des pédiatres conseillent d'attendre environ 8 mois avant de faire du jogging avec un bébé. Dragonne incluse.",
      materials: "cadre en aluminium, tissus en polyester recyclé, pneus gonflables",
    },
    de: {
      about: "Zum Laufen das Vorderrad feststellen; die meisten Kinderärzte raten, mit dem Joggen mit Baby bis etwa 8 Monate zu warten. Mit Handgelenkschlaufe.",
      materials: "Aluminiumrahmen, Stoffe aus recyceltem Polyester, Luftreifen",
    },
  },
  "cabin-size-travel-stroller": {
    fr: { about: "Vérifiez les dimensions du bagage cabine de votre compagnie avant de prendre l'avion : les règles varient." },
    de: { about: "Prüfen Sie vor dem Flug die Handgepäckmaße Ihrer Airline: Die Regeln sind unterschiedlich." },
  },
  "lightweight-umbrella-stroller": {
    fr: {
      about: "5,5 kg, dossier inclinable en deux positions et pare-soleil. Idéale sur les trottoirs lisses.",
      age: "dès 6 mois jusqu'à 15 kg",
    },
    de: {
      about: "5,5 kg, Rückenlehne in zwei Positionen und Sonnenverdeck. Am besten auf glatten Gehwegen.",
      age: "ab 6 Monaten bis 15 kg",
    },
  },
  "classic-pram-with-bassinet": {
    fr: { about: "La nacelle à plat est la meilleure position pour le dos et la respiration d'un nouveau-né. Les grandes roues suspendues adoucissent les pavés. Siège inclus pour plus tard." },
    de: { about: "Die flache Babywanne ist die gesündeste Position für Rücken und Atmung eines Neugeborenen. Große, gefederte Räder bügeln Kopfsteinpflaster glatt. Sitzeinheit für später inklusive." },
  },
  "two-in-one-pram-and-pushchair": {
    fr: { about: "Adaptateurs inclus pour la plupart des coques auto : elle devient un système de voyage." },
    de: { about: "Adapter für die meisten Babyschalen inklusive, so wird er zum Travel-System." },
  },
  "carrycot-add-on": {
    fr: { about: "Homologuée pour le sommeil de nuit quand elle est utilisée sur son support (vendu séparément)." },
    de: { about: "Für den Nachtschlaf zugelassen, wenn sie auf ihrem Ständer (separat erhältlich) verwendet wird." },
  },
  "infant-car-seat-0-13kg": {
    fr: {
      about: "Testée selon la norme UN R129 (i-Size) pour les bébés de 40 à 75 cm. S'installe avec la ceinture de sécurité ou sur une base ISOFIX. Sortez bébé de la voiture pour les siestes : un siège auto n'est pas fait pour de longs sommeils hors de la voiture.",
      age: "de la naissance (40 cm) à 12 mois environ (75 cm, 13 kg)",
    },
    de: {
      about: "Geprüft nach UN R129 (i-Size) für Babys von 40–75 cm. Mit dem Sicherheitsgurt oder einer ISOFIX-Basis zu befestigen. Für Nickerchen aus dem Auto nehmen: Babyschalen sind nicht für lange Schlafphasen außerhalb des Autos gedacht.",
      age: "ab der Geburt (40 cm) bis etwa 12 Monate (75 cm, 13 kg)",
    },
  },
  "convertible-car-seat-0-4-years": {
    fr: {
      about: "Gardez votre enfant dos à la route aussi longtemps que le siège le permet : la tête et le cou sont bien mieux protégés en cas de choc frontal.",
      age: "40–105 cm, de la naissance à 4 ans environ",
    },
    de: {
      about: "Lassen Sie Ihr Kind so lange rückwärts fahren, wie der Sitz es erlaubt: Bei einem Frontalaufprall schützt das Kopf und Nacken weit besser.",
      age: "40–105 cm, ab der Geburt bis etwa 4 Jahre",
    },
  },
  "high-back-booster-seat": {
    fr: {
      about: "L'appui-tête et les protections latérales réglables grandissent avec votre enfant. À utiliser jusqu'à ce que la ceinture adulte soit bien placée sans lui, en général vers 150 cm.",
      age: "100–150 cm, de 4 à 12 ans environ",
    },
    de: {
      about: "Verstellbare Kopfstütze und Seitenwangen wachsen mit Ihrem Kind mit. Nutzen Sie ihn, bis der Erwachsenengurt ohne ihn richtig sitzt, meist ab etwa 150 cm Körpergröße.",
      age: "100–150 cm, etwa 4 bis 12 Jahre",
    },
  },
  "rotating-360-car-seat": {
    fr: {
      about: "Pivote à 360° sur sa base ISOFIX et se verrouille dos ou face à la route. Un indicateur passe au vert quand il est correctement installé.",
      age: "40–105 cm, de la naissance à 4 ans environ",
    },
    de: {
      about: "Dreht sich um 360° auf seiner ISOFIX-Basis und rastet rückwärts- oder vorwärtsgerichtet ein. Eine Anzeige wird grün, wenn er richtig eingebaut ist.",
      age: "40–105 cm, ab der Geburt bis etwa 4 Jahre",
    },
  },
  "ergonomic-baby-carrier": {
    fr: { about: "Un tablier réglable maintient les jambes en position « M » à tout âge. Portage devant, sur la hanche et sur le dos." },
    de: { about: "Ein verstellbares Rückenteil unterstützt in jedem Alter die M-Haltung der Beine. Tragen vorn, auf der Hüfte und auf dem Rücken." },
  },
  "stretchy-wrap-carrier": {
    fr: {
      about: "5,2 m de jersey doux ; notice et tutoriel vidéo inclus. Idéale pour les 6 premiers mois.",
      materials: "jersey de coton bio avec 5 % d'élasthanne",
      age: "de 3,5 kg à 11 kg",
    },
    de: {
      about: "5,2 m weicher Jersey; Anleitung und Videoanleitung inklusive. Ideal für die ersten 6 Monate.",
      materials: "Jersey aus Bio-Baumwolle mit 5 % Elasthan",
      age: "von 3,5 kg bis 11 kg",
    },
  },
  "hip-seat-carrier": {
    fr: {
      about: "Soulage vos bras et votre dos. Utilisez-le avec le panneau d'épaules pour les portages plus longs.",
      age: "dès 6 mois (quand bébé tient assis sans aide) jusqu'à 20 kg",
    },
    de: {
      about: "Entlastet Arme und Rücken. Für längeres Tragen mit dem Schulterteil verwenden.",
      age: "ab 6 Monaten (sobald Ihr Kind ohne Hilfe sitzt) bis 20 kg",
    },
  },
  "breathable-mesh-carrier": {
    fr: {
      about: "L'air circule à travers le tablier : vous et bébé avez moins chaud. Sèche vite après un lavage.",
      materials: "maille 3D en polyester, bordures en coton",
    },
    de: {
      about: "Die Luft strömt durch das Rückenteil, so bleiben Sie und Ihr Baby kühler. Trocknet nach der Wäsche schnell.",
      materials: "3D-Polyesternetz mit Baumwolleinfassung",
    },
  },
  "newborn-eco-diapers-size-1": {
    fr: { about: "Un indicateur d'humidité devient bleu quand il est temps de changer la couche.", age: "2–5 kg" },
    de: { about: "Ein Nässeindikator färbt sich blau, wenn es Zeit zum Wechseln ist.", age: "2–5 kg" },
  },
  "eco-diapers-size-3": {
    fr: { about: "Sans chlore, sans parfum et sans lotion.", age: "6–10 kg" },
    de: { about: "Chlorfrei, ohne Duft- und ohne Lotionszusätze.", age: "6–10 kg" },
  },
  "overnight-diapers-size-4": {
    fr: { about: "Un noyau plus épais et une ceinture plus haute dans le dos arrêtent les fuites de nuit.", age: "9–14 kg" },
    de: { about: "Ein tieferer Saugkern und ein höherer Rückenbund verhindern nächtliches Auslaufen.", age: "9–14 kg" },
  },
  "reusable-cloth-diaper": {
    fr: {
      about: "Des rangées de pressions sur le devant ajustent la hauteur à mesure que bébé grandit. La plupart des familles en ont besoin de 20 à 25 pour un usage à plein temps.",
      materials: "extérieur imperméable en PUL, insert en bambou et coton bio",
      age: "environ 4–16 kg",
      care: "Gardez les couches sales au sec dans un seau à couvercle ; lavez-les à 60 °C tous les 2 à 3 jours avec une lessive sans enzymes et sans adoucissant.",
    },
    de: {
      about: "Reihen von Druckknöpfen vorn passen die Leibhöhe an, während Ihr Baby wächst. Für den Vollzeitgebrauch brauchen die meisten Familien 20–25 Stück.",
      materials: "wasserdichte PUL-Außenhülle, Einlage aus Bambus und Bio-Baumwolle",
      age: "etwa 4–16 kg",
      care: "Gebrauchte Windeln trocken in einem Eimer mit Deckel sammeln; alle 2–3 Tage bei 60 °C mit enzymfreiem Waschmittel und ohne Weichspüler waschen.",
    },
  },
  "reusable-swim-diaper": {
    fr: {
      about: "Les couches de bain ne sont pas faites pour retenir le pipi : mettez-la juste avant la baignade.",
      materials: "extérieur en polyester recyclé, doublure en filet",
      care: "Rincez après usage, lavable en machine à 40 °C.",
    },
    de: {
      about: "Schwimmwindeln sind nicht dafür gemacht, Pipi aufzuhalten; ziehen Sie sie also erst kurz vor dem Schwimmen an.",
      materials: "Außenseite aus recyceltem Polyester, Netzfutter",
      care: "Nach Gebrauch ausspülen, Maschinenwäsche bei 40 °C.",
    },
  },
  "contoured-changing-pad": {
    fr: { about: "Livré avec une sangle de sécurité et une base antidérapante. Les bords relevés ne remplacent pas une main posée sur bébé." },
    de: { about: "Mit Sicherheitsgurt und rutschfester Unterseite. Erhöhte Seiten ersetzen keine Hand an Ihrem Baby." },
  },
  "foldable-travel-changing-mat": {
    fr: { about: "Accrochez-le à la poignée de la poussette et laissez le grand sac à la maison pour les petites sorties." },
    de: { about: "Am Kinderwagengriff befestigen und die große Tasche bei kurzen Ausflügen zu Hause lassen." },
  },
  "wipe-clean-changing-mat": {
    fr: { about: "Le sol est l'endroit le plus sûr pour changer un bébé : personne ne peut en tomber." },
    de: { about: "Der Boden ist der sicherste Ort zum Wickeln: Von dort kann niemand herunterrollen." },
  },
  "water-baby-wipes-12-pack": {
    fr: { about: "Assez douces pour le visage et les mains autant que pour les fesses." },
    de: { about: "Sanft genug für Gesicht und Hände ebenso wie für den Po." },
  },
  "biodegradable-bamboo-wipes-4-pack": {
    fr: { about: "Ne les jetez pas pour autant dans les toilettes : toute lingette peut boucher les canalisations." },
    de: { about: "Trotzdem nicht in die Toilette werfen: Jedes Feuchttuch kann Abflüsse verstopfen." },
  },
  "wipes-dispenser-weighted-lid": {
    fr: {
      about: "Le couvercle lesté permet de prendre une lingette d'une seule main, l'autre restant sur bébé.",
      materials: "boîtier en ABS, joint en silicone",
      care: "Lavez la boîte entre deux recharges.",
    },
    de: {
      about: "Dank beschwertem Deckel entnehmen Sie Tücher mit einer Hand, während die andere bei Ihrem Baby bleibt.",
      materials: "ABS-Gehäuse mit Silikondichtung",
      care: "Die Box zwischen zwei Nachfüllungen auswaschen.",
    },
  },
  "backpack-diaper-bag": {
    fr: { about: "Douze poches, une large ouverture pour tout voir d'un coup d'œil et une pochette étanche séparée pour les vêtements sales." },
    de: { about: "Zwölf Fächer, eine weite Öffnung, durch die Sie alles sehen, und ein separater Nassbeutel für getragene Kleidung." },
  },
  "vegan-leather-tote-diaper-bag": {
    fr: {
      about: "Sortez l'organiseur quand l'époque des couches est passée : il reste tout simplement un beau sac.",
      materials: "cuir vegan en PU, doublure déperlante",
    },
    de: {
      about: "Wenn die Windelzeit vorbei ist, nehmen Sie den Organizer heraus, und es ist einfach eine schöne Tasche.",
      materials: "veganes PU-Leder mit wasserabweisendem Futter",
    },
  },
  "zinc-nappy-rash-cream-100ml": {
    fr: { about: "Des changes fréquents et des moments sans couche restent le meilleur traitement ; entre-temps, la crème protège la peau de l'humidité." },
    de: { about: "Häufiges Wickeln und etwas Zeit ohne Windel sind die beste Behandlung; dazwischen hält die Creme Nässe von der Haut fern." },
  },
  "organic-calendula-diaper-balm": {
    fr: {
      about: "Idéal pour la protection au quotidien ; pour des fesses vraiment irritées, une crème au zinc est plus efficace.",
      materials: "calendula bio, beurre de karité, cire d'abeille et huile de tournesol",
    },
    de: {
      about: "Gut für den täglichen Schutz; bei einem wunden Po wirkt eine Zinkcreme besser.",
      materials: "Bio-Ringelblume, Sheabutter, Bienenwachs und Sonnenblumenöl",
    },
  },
  "digital-thermometer-flexible-tip": {
    fr: { about: "Affiche la température en 10 secondes environ et garde la dernière mesure en mémoire. Pour les bébés, la mesure sous l'aisselle est la méthode recommandée." },
    de: { about: "Misst in etwa 10 Sekunden und speichert den letzten Wert. Bei Babys wird die Messung unter der Achsel empfohlen." },
  },
  "fast-read-digital-thermometer": {
    fr: { about: "Écran rétroéclairé pour lire la température dans le noir sans allumer la lumière." },
    de: { about: "Beleuchtetes Display zum Ablesen im Dunkeln, ohne das Licht einzuschalten." },
  },
  "room-and-bath-thermometer": {
    fr: { about: "L'eau du bain doit être autour de 37 °C ; la chambre de bébé est idéale entre 16 et 20 °C." },
    de: { about: "Badewasser sollte etwa 37 °C haben; das Babyzimmer ist bei 16–20 °C am besten temperiert." },
  },
  "pressure-fit-safety-gate": {
    fr: { about: "Des extensions (vendues séparément) couvrent les ouvertures jusqu'à 120 cm. Ne convient pas au haut des escaliers." },
    de: { about: "Verlängerungen (separat erhältlich) passen für Öffnungen bis 120 cm. Nicht für das obere Ende einer Treppe." },
  },
  "extra-wide-hardware-mounted-gate": {
    fr: { about: "La porte ne s'ouvre que dans un sens, à l'opposé de l'escalier, et n'a pas de barre au sol sur laquelle trébucher." },
    de: { about: "Die Tür öffnet nur in eine Richtung, von der Treppe weg, und hat unten keine Stolperschwelle." },
  },
  "wooden-stair-gate": {
    fr: {
      about: "Se fixe par vissage : convient en haut comme en bas des escaliers. Kit de fixation pour rampe inclus.",
      materials: "pin massif verni incolore, charnières en acier",
    },
    de: {
      about: "Zum Verschrauben, geeignet für oben und unten an der Treppe. Mit Befestigungsset für das Treppengeländer.",
      materials: "massive Kiefer mit farblosem Lack, Scharniere aus Stahl",
    },
  },
  "baby-nail-care-set": {
    fr: { about: "Les premières semaines, limer est plus doux que couper : les ongles des nouveau-nés sont mous et très près de la peau." },
    de: { about: "In den ersten Wochen ist Feilen sanfter als Schneiden: Die Nägel Neugeborener sind weich und liegen dicht an der Haut." },
  },
  "nail-clipper-with-magnifier": {
    fr: { about: "Les lames incurvées épousent la forme d'un ongle minuscule." },
    de: { about: "Gebogene Klingen folgen der Form eines winzigen Nagels." },
  },
  "baby-grooming-kit-10-pieces": {
    fr: { about: "Un cadeau utile qui couvre l'essentiel de la première année." },
    de: { about: "Ein nützliches Geschenk, das das Wichtigste fürs erste Jahr abdeckt." },
  },
  "silicone-nasal-aspirator-bulb": {
    fr: { about: "Une goutte de sérum physiologique avant facilite les choses. Pressez, placez doucement à l'entrée de la narine, relâchez." },
    de: { about: "Ein Tropfen Kochsalzlösung vorher macht es leichter. Zusammendrücken, sanft an das Nasenloch setzen, loslassen." },
  },
  "nasal-aspirator-twin-pack": {
    fr: { about: "Chacun est livré avec un étui aéré." },
    de: { about: "Jeder kommt mit einem luftdurchlässigen Etui." },
  },
  "soft-corner-guards-8-pack": {
    fr: { about: "L'adhésif peut marquer certaines finitions quand on le retire : faites d'abord un essai sur une partie cachée." },
    de: { about: "Der Kleber kann beim Entfernen manche Oberflächen markieren; testen Sie ihn zuerst an einer unauffälligen Stelle." },
  },
  "foam-edge-and-corner-kit": {
    fr: { about: "Coupez la bande à la longueur voulue avec des ciseaux." },
    de: { about: "Den Streifen mit einer Schere auf Länge schneiden." },
  },
  "baby-first-aid-kit": {
    fr: { about: "Les médicaments ne sont pas inclus : demandez à votre pharmacien lesquels conviennent à l'âge et au poids de votre bébé." },
    de: { about: "Medikamente sind nicht enthalten: Fragen Sie in Ihrer Apotheke, welche für Alter und Gewicht Ihres Babys geeignet sind." },
  },
  "travel-first-aid-pouch": {
    fr: { about: "Pansements, lingettes, poche de froid et couverture de survie dans une trousse qui s'accroche à la poussette." },
    de: { about: "Pflaster, Tücher, ein Kühlpack und eine Rettungsdecke in einer Tasche, die sich am Kinderwagen befestigen lässt." },
  },
};

/** The demo nappies (./catalog.ts demoNappies): their own paragraph and the age of their sizes. */
export const DEMO_NAPPIES_PARTS: ByLocale<OwnParts> = {
  fr: { about: "Sans chlore, sans parfum et sans lotion. Abonnez-vous : la taille suivante arrive quand bébé grandit.", age: "de la taille 1 dès 2 kg à la taille 6 dès 15 kg" },
  de: { about: "Chlorfrei, ohne Duft- und ohne Lotionszusätze. Im Abo kommt die nächste Größe, sobald Ihr Baby hineinwächst.", age: "Größe 1 ab 2 kg bis Größe 6 ab 15 kg" },
};
