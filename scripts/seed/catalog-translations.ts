// The demo catalogue's texts in French and German (scripts/seed/catalog.ts puts them on each
// product's `translations`): names and short descriptions of the curated products and the demo
// nappies, and the labels of the sizes they come in. Colours take the shop's shared colour names
// (messages/*.json "Colors"). Full descriptions are built from translated parts in
// ./catalog-descriptions.ts, the same way as the English ones.
import de from "@/messages/de.json";
import fr from "@/messages/fr.json";
import { TRANSLATED_LOCALES, type ProductTranslations, type TranslatedLocale } from "@/lib/catalog/translations";

export type Texts = Record<TranslatedLocale, { name: string; short: string }>;

/** Curated product id -> its name and short description in each language. */
export const CURATED_TEXTS: Readonly<Record<string, Texts>> = {
  "glass-feeding-bottle-240ml": {
    fr: { name: "Biberon en verre 240 ml", short: "Biberon en verre borosilicate avec tétine en silicone à débit lent et manchon antidérapant en silicone." },
    de: { name: "Glas-Babyflasche 240 ml", short: "Flasche aus Borosilikatglas mit langsam fließendem Silikonsauger und griffiger Silikonhülle." },
  },
  "anti-colic-bottle-260ml-2-pack": {
    fr: { name: "Biberon anti-coliques 260 ml (lot de 2)", short: "Un biberon à valve qui laisse entrer l'air par le fond, pour que bébé en avale moins." },
    de: { name: "Anti-Kolik-Flasche 260 ml (2er-Pack)", short: "Eine belüftete Flasche, die Luft über den Boden einlässt, damit Ihr Baby weniger davon schluckt." },
  },
  "wide-neck-bottle-starter-set": {
    fr: { name: "Coffret naissance biberons col large", short: "Quatre biberons, des tétines de rechange, un goupillon et une boîte doseuse de lait : tout pour les premières semaines." },
    de: { name: "Starter-Set Weithalsflaschen", short: "Vier Flaschen, Ersatzsauger, eine Bürste und ein Milchpulverportionierer: alles für die ersten Wochen." },
  },
  "stainless-steel-bottle-300ml": {
    fr: { name: "Biberon isotherme en inox 300 ml", short: "La double paroi en acier garde l'eau fraîche des heures ; remplacez ensuite la tétine par le bec d'apprentissage fourni." },
    de: { name: "Isolierte Edelstahlflasche 300 ml", short: "Doppelwandiger Stahl hält Wasser stundenlang kühl; später tauschen Sie den Sauger gegen die mitgelieferte Trinktülle." },
  },
  "silicone-bib-with-pocket": {
    fr: { name: "Bavoir en silicone avec récupérateur", short: "Un bavoir souple en silicone, qui se roule, dont la poche profonde rattrape ce que la cuillère laisse tomber." },
    de: { name: "Silikon-Lätzchen mit Auffangschale", short: "Ein weiches, aufrollbares Silikonlätzchen, dessen tiefe Tasche auffängt, was der Löffel verfehlt." },
  },
  "organic-cotton-bandana-bibs-3-pack": {
    fr: { name: "Bavoirs bandana en coton bio (lot de 3)", short: "Des bavoirs bandana tout doux qui absorbent la bave pendant les poussées dentaires, avec pressions à deux positions." },
    de: { name: "Bandana-Lätzchen aus Bio-Baumwolle (3er-Pack)", short: "Weiche Bandana-Lätzchen, die beim Zahnen den Sabber aufsaugen, mit Druckknöpfen in zwei Positionen." },
  },
  "convertible-wooden-high-chair": {
    fr: { name: "Chaise haute évolutive en bois", short: "Une chaise haute en hêtre qui s'ajuste au fil de la croissance et devient une chaise junior à table." },
    de: { name: "Mitwachsender Hochstuhl aus Holz", short: "Ein Hochstuhl aus Buche, der mit Ihrem Kind mitwächst und am Tisch zum Juniorstuhl wird." },
  },
  "compact-folding-high-chair": {
    fr: { name: "Chaise haute pliante compacte", short: "Se plie à plat en un geste et tient debout toute seule, prête à ranger dans un placard ou un coffre." },
    de: { name: "Kompakter klappbarer Hochstuhl", short: "Lässt sich mit einem Handgriff flach zusammenklappen und steht von allein, bereit für Schrank oder Kofferraum." },
  },
  "soft-spout-sippy-cup-200ml": {
    fr: { name: "Tasse à bec souple 200 ml", short: "Une première tasse à poignées faciles à saisir et bec souple, pour passer du biberon à la tasse." },
    de: { name: "Schnabeltasse mit weicher Tülle 200 ml", short: "Ein erster Becher mit griffigen Henkeln und weicher Tülle für den Umstieg von der Flasche zum Becher." },
  },
  "weighted-straw-cup-240ml": {
    fr: { name: "Tasse à paille lestée 240 ml", short: "La paille lestée suit le liquide : bébé peut boire même quand la tasse penche." },
    de: { name: "Trinkhalmbecher mit Gewicht 240 ml", short: "Der beschwerte Trinkhalm folgt der Flüssigkeit, sodass Ihr Baby auch bei schräg gehaltenem Becher trinken kann." },
  },
  "360-training-cup": {
    fr: { name: "Tasse d'apprentissage 360°", short: "On boit de n'importe quel côté du bord, comme dans un vrai verre, sans rien renverser." },
    de: { name: "360°-Trinklernbecher", short: "Von überall am Rand trinken wie aus einem echten Becher, ohne zu kleckern." },
  },
  "bamboo-suction-bowl-set": {
    fr: { name: "Set bol ventouse en bambou", short: "Un bol et une cuillère en bambou avec anneau ventouse amovible en silicone." },
    de: { name: "Saugnapf-Schüssel-Set aus Bambus", short: "Eine Bambusschüssel mit Löffel und abnehmbarem Silikon-Saugring." },
  },
  "silicone-suction-bowls-2-pack": {
    fr: { name: "Bols ventouse en silicone (lot de 2)", short: "Deux bols qui ne bougent pas, de 250 ml et 150 ml, avec une ventouse puissante." },
    de: { name: "Saugnapf-Schüsseln aus Silikon (2er-Pack)", short: "Zwei rutschfeste Schüsseln mit 250 ml und 150 ml und starkem Saugfuß." },
  },
  "divided-plate-and-bowl-set": {
    fr: { name: "Set assiette à compartiments et bol", short: "Une assiette ventouse à trois compartiments et son bol assorti, pour les petits qui aiment que rien ne se mélange." },
    de: { name: "Set aus Teller mit Fächern und Schüssel", short: "Ein Saugnapfteller mit drei Fächern und passender Schüssel für Kleinkinder, die ihr Essen gern getrennt mögen." },
  },
  "soft-tip-weaning-spoons-6-pack": {
    fr: { name: "Cuillères souples de diversification (lot de 6)", short: "Des embouts en silicone plats et souples, doux pour les gencives, avec de longs manches pour les parents." },
    de: { name: "Weiche Breilöffel (6er-Pack)", short: "Flache, weiche Silikonspitzen, sanft zum Zahnfleisch, mit langen Griffen für Eltern." },
  },
  "first-cutlery-set-stainless-steel": {
    fr: { name: "Premiers couverts en inox", short: "Une fourchette, une cuillère et un couteau à bout rond, aux manches épais adaptés aux petites mains." },
    de: { name: "Erstes Besteck-Set aus Edelstahl", short: "Gabel, Löffel und abgerundetes Messer mit dicken Griffen für Kleinkinderhände." },
  },
  "classic-wooden-cot-bed": {
    fr: { name: "Lit bébé évolutif en bois", short: "Un lit en bois massif à trois hauteurs de sommier, qui se transforme en lit enfant." },
    de: { name: "Klassisches Kinderbett aus Holz", short: "Ein Bett aus Massivholz mit drei Lattenrosthöhen, das sich zum Kleinkindbett umbauen lässt." },
  },
  "bedside-sleeper-crib": {
    fr: { name: "Berceau cododo", short: "Un berceau qui s'attache solidement à votre lit : bébé dort sur son propre couchage, à portée de main." },
    de: { name: "Beistellbett", short: "Ein Bett, das sicher an Ihrem Bett befestigt wird: Ihr Baby schläft auf eigener Fläche und doch in Reichweite." },
  },
  "lightweight-travel-cot": {
    fr: { name: "Lit parapluie léger", short: "S'ouvre en un geste et se range dans un sac de la taille d'un sac à dos, pour 5,9 kg." },
    de: { name: "Leichtes Reisebett", short: "Öffnet sich mit einem Handgriff und passt mit 5,9 kg in eine rucksackgroße Tasche." },
  },
  "mini-crib-solid-pine": {
    fr: { name: "Mini lit en pin massif", short: "Un lit compact pour les petites chambres, sur roulettes blocables pour passer d'une pièce à l'autre." },
    de: { name: "Minibett aus massiver Kiefer", short: "Ein kompaktes Bett für kleine Zimmer, auf feststellbaren Rollen, damit es von Raum zu Raum mitkommt." },
  },
  "felt-cloud-and-moon-mobile": {
    fr: { name: "Mobile en feutre nuage et lune", short: "Un mobile en feutre de laine fait main, avec une lune, une étoile et un nuage qui tournent doucement au moindre souffle." },
    de: { name: "Filz-Mobile Wolke und Mond", short: "Ein handgefertigtes Mobile aus Wollfilz mit Mond, Stern und Wolke, die sich im Luftzug langsam drehen." },
  },
  "musical-star-mobile": {
    fr: { name: "Mobile musical étoiles", short: "Un mobile à fixer au lit qui joue trois berceuses pendant 10 minutes au maximum." },
    de: { name: "Spieluhr-Mobile mit Sternen", short: "Ein Mobile zum Anklemmen ans Bett, das bis zu 10 Minuten lang drei Schlaflieder spielt." },
  },
  "rechargeable-night-light": {
    fr: { name: "Veilleuse rechargeable", short: "Une lampe souple à presser, à la lumière chaude, assez claire pour les tétées de nuit et assez douce pour dormir." },
    de: { name: "Wiederaufladbares Nachtlicht", short: "Eine drückbare Lampe mit warmem Licht: hell genug für nächtliches Füttern, gedämpft genug zum Schlafen." },
  },
  "sleep-trainer-light": {
    fr: { name: "Veilleuse éducative jour/nuit", short: "Une couleur pour « on reste au lit », une autre pour « c'est le matin » : un signal de réveil que les tout-petits comprennent." },
    de: { name: "Schlaftrainer-Licht", short: "Leuchtet in einer Farbe für „im Bett bleiben“ und in einer anderen für „es ist Morgen“: ein Aufwachsignal, das Kleinkinder verstehen." },
  },
  "muslin-swaddle-blankets-3-pack": {
    fr: { name: "Langes d'emmaillotage en mousseline (lot de 3)", short: "Trois grandes mousselines bio de 120 cm : emmaillotage, lange d'épaule, voile de poussette ou matelas à langer." },
    de: { name: "Pucktücher aus Musselin (3er-Pack)", short: "Drei große Bio-Musselintücher mit 120 cm: zum Pucken, als Spucktuch, Sonnenschutz für den Kinderwagen oder Wickelunterlage." },
  },
  "cellular-cotton-blanket": {
    fr: { name: "Couverture en coton alvéolé", short: "Une couverture classique au tissage aéré : chaude en plusieurs couches, respirante si elle glisse sur le visage." },
    de: { name: "Zellgewebe-Decke aus Baumwolle", short: "Eine klassische Decke mit offenem Zellgewebe: warm in Schichten, atmungsaktiv, falls sie übers Gesicht rutscht." },
  },
  "knitted-merino-blanket": {
    fr: { name: "Couverture tricotée en mérinos", short: "Une couverture douce en laine mérinos pour la poussette et le siège auto, avec une bordure au point de riz." },
    de: { name: "Gestrickte Merinodecke", short: "Eine weiche Decke aus Merinowolle für Kinderwagen und Autositz, mit Perlmusterrand." },
  },
  "audio-baby-monitor-long-range": {
    fr: { name: "Babyphone audio longue portée", short: "Un babyphone audio simple et fiable, avec indicateur lumineux du niveau sonore et zéro interférence." },
    de: { name: "Audio-Babyphone mit großer Reichweite", short: "Ein einfaches, zuverlässiges Audio-Babyphone mit Lichtanzeige der Lautstärke und ohne Störungen." },
  },
  "wifi-smart-camera-monitor": {
    fr: { name: "Babyphone caméra connecté Wi-Fi", short: "Caméra HD avec support mural, à regarder sur votre téléphone, à la maison comme à l'extérieur." },
    de: { name: "WLAN-Babyphone mit Kamera", short: "HD-Kamera mit Wandhalterung, die Sie zu Hause oder unterwegs auf dem Handy ansehen." },
  },
  "baby-sleeping-bag-2-5-tog": {
    fr: { name: "Gigoteuse 2,5 TOG", short: "Une gigoteuse toutes saisons pour une chambre entre 16 et 20 °C, avec fermeture éclair double sens pour les changes de nuit." },
    de: { name: "Baby-Schlafsack 2,5 TOG", short: "Ein Ganzjahresschlafsack für Zimmer mit 16–20 °C, mit Zwei-Wege-Reißverschluss für das Wickeln in der Nacht." },
  },
  "summer-sleeping-bag-0-5-tog": {
    fr: { name: "Gigoteuse d'été 0,5 TOG", short: "Une gigoteuse en coton à une seule épaisseur pour les nuits chaudes au-dessus de 24 °C." },
    de: { name: "Sommerschlafsack 0,5 TOG", short: "Ein einlagiger Baumwollschlafsack für warme Nächte über 24 °C." },
  },
  "organic-short-sleeve-bodysuits-3-pack": {
    fr: { name: "Bodies manches courtes en coton bio (lot de 3)", short: "Des bodies du quotidien en coton bio tout doux, avec encolure enveloppe pour des changes faciles." },
    de: { name: "Kurzarmbodys aus Bio-Baumwolle (3er-Pack)", short: "Alltagsbodys aus weicher Bio-Baumwolle mit Schlupfausschnitt für leichtes Umziehen." },
  },
  "long-sleeve-wrap-bodysuit": {
    fr: { name: "Body croisé manches longues", short: "Un body façon kimono qui se ferme sur le côté : rien à passer par la tête d'un nouveau-né." },
    de: { name: "Langarm-Wickelbody", short: "Ein Body im Kimono-Stil, der seitlich schließt: Nichts muss über den Kopf eines Neugeborenen." },
  },
  "striped-cotton-bodysuit": {
    fr: { name: "Body rayé en coton", short: "Un body marinière à manches longues qui va avec tout." },
    de: { name: "Gestreifter Baumwollbody", short: "Ein langärmeliger Body mit Bretonstreifen, der zu allem passt." },
  },
  "merino-wool-bodysuit": {
    fr: { name: "Body en laine mérinos", short: "Une fine première couche en mérinos qui garde bébé au chaud l'hiver sans qu'il ait trop chaud." },
    de: { name: "Body aus Merinowolle", short: "Eine feine Basisschicht aus Merino, die Babys im Winter warm hält, ohne dass sie überhitzen." },
  },
  "ribbed-knit-beanie": {
    fr: { name: "Bonnet en maille côtelée", short: "Un bonnet côtelé tout doux avec revers et pompon." },
    de: { name: "Rippstrickmütze", short: "Eine weiche Rippstrickmütze mit Umschlag und Bommel." },
  },
  "newborn-knot-hats-2-pack": {
    fr: { name: "Bonnets à nœud naissance (lot de 2)", short: "Deux bonnets extensibles pour les premières semaines : un pour la valise de maternité, un pour la lessive." },
    de: { name: "Knotenmützen für Neugeborene (2er-Pack)", short: "Zwei dehnbare Mützen für die ersten Wochen: eine für die Kliniktasche, eine für die Wäsche." },
  },
  "pom-pom-winter-hat": {
    fr: { name: "Bonnet d'hiver à pompon", short: "Un bonnet en grosse maille doublé de polaire douce pour les jours froids en poussette." },
    de: { name: "Wintermütze mit Bommel", short: "Eine grob gestrickte Mütze mit weichem Fleecefutter für kalte Tage im Kinderwagen." },
  },
  "non-slip-socks-5-pack": {
    fr: { name: "Chaussettes antidérapantes (lot de 5)", short: "Des chaussettes à semelle picotée pour ramper et faire ses premiers pas sur les sols lisses." },
    de: { name: "Antirutschsocken (5er-Pack)", short: "Socken mit Gumminoppen an der Sohle zum Krabbeln und für erste Schritte auf glatten Böden." },
  },
  "organic-cotton-socks-3-pack": {
    fr: { name: "Chaussettes en coton bio (lot de 3)", short: "Des chaussettes unies en coton bio tout doux, avec coutures plates aux orteils." },
    de: { name: "Socken aus Bio-Baumwolle (3er-Pack)", short: "Schlichte, weiche Socken aus Bio-Baumwolle mit flachen Zehennähten." },
  },
  "two-way-zip-sleepsuit": {
    fr: { name: "Pyjama zippé double sens", short: "Un pyjama zippé qui s'ouvre par le bas pour les changes de nuit." },
    de: { name: "Schlafanzug mit Zwei-Wege-Reißverschluss", short: "Ein Schlafanzug mit Reißverschluss, der sich für das nächtliche Wickeln von unten öffnet." },
  },
  "footed-sleepsuits-2-pack": {
    fr: { name: "Pyjamas à pieds (lot de 2)", short: "Deux pyjamas à pressions devant, en coton bio tout doux, avec pieds fermés." },
    de: { name: "Schlafanzüge mit Füßen (2er-Pack)", short: "Zwei Schlafanzüge mit Druckknopfleiste aus weicher Bio-Baumwolle, mit geschlossenen Füßen." },
  },
  "fleece-pramsuit": {
    fr: { name: "Combinaison pilote en polaire", short: "Une combinaison douillette pour l'extérieur, avec capuche, moufles et pieds repliables." },
    de: { name: "Fleece-Overall", short: "Ein kuscheliger Outdoor-Overall mit Kapuze, umklappbaren Fäustlingen und Füßen." },
  },
  "newborn-scratch-mittens-3-pack": {
    fr: { name: "Moufles anti-griffures naissance (lot de 3)", short: "Des moufles douces qui empêchent les nouveau-nés de se griffer le visage avec leurs petits ongles pointus." },
    de: { name: "Kratzfäustlinge für Neugeborene (3er-Pack)", short: "Weiche Fäustlinge, damit Neugeborene sich nicht mit ihren spitzen kleinen Nägeln im Gesicht kratzen." },
  },
  "fleece-lined-winter-mittens": {
    fr: { name: "Moufles d'hiver doublées polaire", short: "Des moufles déperlantes à longs poignets qui tiennent par-dessus les manches du manteau." },
    de: { name: "Gefütterte Winterfäustlinge", short: "Wasserabweisende Fäustlinge mit langen Bündchen, die über den Jackenärmeln halten." },
  },
  "chunky-knit-cardigan": {
    fr: { name: "Gilet en grosse maille", short: "Un gilet torsadé à boutons en bois, à superposer les jours frais." },
    de: { name: "Grobstrickjacke", short: "Eine Strickjacke mit Zopfmuster und Holzknöpfen für kühle Tage." },
  },
  "organic-cotton-cardigan": {
    fr: { name: "Gilet en coton bio", short: "Un gilet léger en maille fine pour les soirées de printemps et les pièces climatisées." },
    de: { name: "Strickjacke aus Bio-Baumwolle", short: "Eine leichte, fein gestrickte Jacke für Frühlingsabende und klimatisierte Räume." },
  },
  "classic-plush-teddy-bear": {
    fr: { name: "Ours en peluche classique 30 cm", short: "Un ours doux et câlin aux yeux brodés, sans danger dès la naissance." },
    de: { name: "Klassischer Plüschteddy 30 cm", short: "Ein weicher Kuschelbär mit aufgestickten Augen und Nase, sicher ab Geburt." },
  },
  "organic-cotton-teddy": {
    fr: { name: "Nounours en coton bio", short: "Un ours tout doux en coton bio non teint, rembourré de ouate de coton bio." },
    de: { name: "Teddy aus Bio-Baumwolle", short: "Ein weicher Bär aus ungefärbter Bio-Baumwolle, gefüllt mit Bio-Baumwollwatte." },
  },
  "musical-wind-up-bear": {
    fr: { name: "Ours musical à remontoir", short: "Tirez l'anneau et l'ours joue la berceuse de Brahms pendant environ trois minutes." },
    de: { name: "Spieluhr-Bär zum Aufziehen", short: "Am Ring ziehen, und der Bär spielt etwa drei Minuten lang Brahms' Wiegenlied." },
  },
  "mini-bear-comforter": {
    fr: { name: "Doudou mini ours", short: "Une petite tête d'ours sur un doux carré de tissu, facile à tenir pour les toutes petites mains." },
    de: { name: "Mini-Bär-Schmusetuch", short: "Ein kleiner Bärenkopf an einem weichen Tuch, leicht zu halten für kleine Hände." },
  },
  "beech-wood-rattle": {
    fr: { name: "Hochet en bois de hêtre", short: "Un hochet en bois lisse au léger cliquetis, pensé pour la première prise en main de bébé." },
    de: { name: "Rassel aus Buchenholz", short: "Eine glatte Holzrassel mit sanftem Klick, geformt für das erste Greifen." },
  },
  "soft-fabric-rattle": {
    fr: { name: "Hochet en tissu doux", short: "Un hochet souple avec papier froissé et doux carillon : aucun angle dur." },
    de: { name: "Weiche Stoffrassel", short: "Eine weiche Rassel mit Knisterpapier und zartem Glöckchen: ganz ohne harte Kanten." },
  },
  "teething-rattle-ring": {
    fr: { name: "Anneau hochet de dentition", short: "Un hochet et un anneau de dentition en un : du silicone texturé à mâchouiller, un anneau en hêtre à tenir." },
    de: { name: "Beißring-Rassel", short: "Rassel und Beißring in einem: strukturiertes Silikon zum Kauen, ein Buchenring zum Halten." },
  },
  "soft-stacking-blocks-10-pieces": {
    fr: { name: "Cubes souples à empiler (10 pièces)", short: "Des cubes moelleux avec chiffres, animaux et textures : on empile, on fait tomber, on recommence." },
    de: { name: "Weiche Stapelwürfel (10 Teile)", short: "Weiche Würfel mit Zahlen, Tieren und Strukturen: stapeln, umwerfen, wieder von vorn." },
  },
  "wooden-alphabet-blocks": {
    fr: { name: "Cubes alphabet en bois (26 pièces)", short: "Des cubes en bois classiques de 4 cm avec lettres, chiffres et images, dans un sac à cordon." },
    de: { name: "ABC-Holzwürfel (26 Teile)", short: "Klassische Holzwürfel mit 4 cm, mit Buchstaben, Zahlen und Bildern, im Zugbeutel." },
  },
  "nesting-blocks-with-numbers": {
    fr: { name: "Cubes gigognes à chiffres", short: "Dix cubes gigognes en carton qui s'empilent en une tour de 70 cm et se rangent les uns dans les autres." },
    de: { name: "Stapelbecher mit Zahlen", short: "Zehn Stapelwürfel aus Karton, die einen 70 cm hohen Turm bilden und ineinander Platz finden." },
  },
  "rainbow-ring-stacker": {
    fr: { name: "Pyramide d'anneaux arc-en-ciel", short: "Cinq anneaux en bois à trier par taille sur un mât arrondi." },
    de: { name: "Regenbogen-Stapelturm", short: "Fünf Holzringe zum Sortieren nach Größe auf einem abgerundeten Stab." },
  },
  "silicone-ring-stacker": {
    fr: { name: "Pyramide d'anneaux en silicone", short: "Des anneaux en silicone souple qui servent aussi d'anneaux de dentition, sur une base culbuto." },
    de: { name: "Silikon-Stapelturm", short: "Weiche Silikonringe, die auch als Beißringe dienen, auf einem wackelnden Sockel." },
  },
  "wooden-pull-along-duck": {
    fr: { name: "Canard à tirer en bois", short: "Un canard en bois dont les pattes battent quand on le tire : de quoi encourager les premiers pas." },
    de: { name: "Nachziehente aus Holz", short: "Eine Holzente, deren Füße beim Ziehen flattern: ein Ansporn für Laufanfänger." },
  },
  "pull-along-duck-and-ducklings": {
    fr: { name: "Cane et canetons à tirer", short: "Une maman cane et trois canetons attachés ensemble, qui avancent en file en se dandinant." },
    de: { name: "Nachziehente mit Küken", short: "Eine Entenmama und drei Küken, miteinander verbunden, die in einer Reihe hinterherwackeln." },
  },
  "wooden-xylophone-with-mallets": {
    fr: { name: "Xylophone en bois avec baguettes", short: "Huit lames métalliques accordées, de couleurs différentes, et deux baguettes en bois." },
    de: { name: "Holz-Xylofon mit Schlägeln", short: "Acht gestimmte, farbig markierte Metallplatten und zwei Holzschlägel." },
  },
  "mini-glockenspiel": {
    fr: { name: "Mini métallophone", short: "Un petit métallophone de six notes qui tient dans un sac, pour la musique en balade." },
    de: { name: "Mini-Glockenspiel", short: "Ein kleines Glockenspiel mit sechs Tönen, das für Musik unterwegs in jede Tasche passt." },
  },
  "foldable-baby-bath": {
    fr: { name: "Baignoire bébé pliable", short: "Une baignoire pleine taille qui se plie à plat sur 9 cm pour le rangement." },
    de: { name: "Faltbare Babybadewanne", short: "Eine Babybadewanne in voller Größe, die sich zum Verstauen auf 9 cm flach falten lässt." },
  },
  "baby-bath-with-stand": {
    fr: { name: "Baignoire bébé sur pied", short: "Une baignoire sur un support stable, à une hauteur confortable pour ménager votre dos." },
    de: { name: "Babybadewanne mit Gestell", short: "Eine Wanne auf stabilem Gestell in bequemer Höhe, die Ihren Rücken schont." },
  },
  "bath-with-newborn-sling": {
    fr: { name: "Baignoire avec hamac nouveau-né", short: "Une baignoire avec hamac en filet amovible qui maintient les nouveau-nés en position semi-allongée." },
    de: { name: "Badewanne mit Neugeborenen-Netz", short: "Eine Wanne mit abnehmbarem Netzeinsatz, der Neugeborene halb liegend stützt." },
  },
  "bear-hooded-towel": {
    fr: { name: "Cape de bain ourson", short: "Une serviette éponge douce à capuche à oreilles d'ours, pour garder la tête au chaud après le bain." },
    de: { name: "Kapuzenhandtuch Bär", short: "Ein weiches Frotteetuch mit Bärenohren-Kapuze, das kleine Köpfe nach dem Baden warm hält." },
  },
  "organic-cotton-hooded-towel": {
    fr: { name: "Cape de bain en coton bio", short: "Une serviette épaisse et absorbante en coton bio, non teinte à l'intérieur." },
    de: { name: "Kapuzenhandtuch aus Bio-Baumwolle", short: "Ein dickes, saugfähiges Handtuch aus Bio-Baumwolle, innen ungefärbt." },
  },
  "bamboo-hooded-towel-large": {
    fr: { name: "Grande cape de bain en bambou", short: "Une serviette en bambou extra-large et soyeuse, que les petits portent comme une cape." },
    de: { name: "Großes Kapuzenhandtuch aus Bambus", short: "Ein extragroßes, seidig weiches Bambushandtuch, das Kleinkinder wie ein Cape tragen." },
  },
  "classic-bath-duck": {
    fr: { name: "Canard de bain classique", short: "Le canard de bain jaune classique, étanche pour que l'eau n'entre pas." },
    de: { name: "Klassische Badeente", short: "Die klassische gelbe Badeente, verschlossen, damit kein Wasser hineinläuft." },
  },
  "bath-ducks-3-pack": {
    fr: { name: "Canards de bain (lot de 3)", short: "Une famille de trois canards de bain étanches qui flottent bien droits." },
    de: { name: "Badeenten (3er-Pack)", short: "Eine Familie aus drei verschlossenen Badeenten, die aufrecht schwimmen." },
  },
  "temperature-sensing-bath-duck": {
    fr: { name: "Canard de bain thermomètre", short: "Un canard de bain dont le dessous affiche « HOT » en blanc quand l'eau dépasse 37 °C." },
    de: { name: "Badeente mit Temperaturanzeige", short: "Eine Badeente, deren Unterseite weiß „HOT“ zeigt, wenn das Wasser wärmer als 37 °C ist." },
  },
  "gentle-baby-wash-500ml": {
    fr: { name: "Gel lavant doux bébé corps et cheveux 500 ml", short: "Un gel lavant sans parfum et sans savon pour les cheveux et le corps, avec pompe." },
    de: { name: "Sanftes Baby-Waschgel und Shampoo 500 ml", short: "Ein parfüm- und seifenfreies Waschgel für Haut und Haar, mit Pumpspender." },
  },
  "calendula-bath-milk-250ml": {
    fr: { name: "Lait de bain au calendula 250 ml", short: "Un lait de bain onctueux au calendula bio et à l'huile de tournesol pour les peaux sèches." },
    de: { name: "Calendula-Badmilch 250 ml", short: "Eine cremige Badmilch mit Bio-Calendula und Sonnenblumenöl für trockene Haut." },
  },
  "lavender-bedtime-bath-wash": {
    fr: { name: "Gel lavant du soir à la lavande", short: "Un gel lavant doux, légèrement parfumé à la lavande, pour un rituel du coucher tout en calme." },
    de: { name: "Lavendel-Badezusatz zur Schlafenszeit", short: "Ein mildes Waschgel mit einem Hauch Lavendel für ein ruhiges Zubettgeh-Ritual." },
  },
  "muslin-washcloths-6-pack": {
    fr: { name: "Débarbouillettes en mousseline (lot de 6)", short: "Des carrés de mousseline fins et doux qui s'assouplissent à chaque lavage." },
    de: { name: "Musselin-Waschlappen (6er-Pack)", short: "Weiche, dünne Musselintücher, die mit jeder Wäsche weicher werden." },
  },
  "bamboo-washcloths-5-pack": {
    fr: { name: "Débarbouillettes en bambou (lot de 5)", short: "Des débarbouillettes en bambou absorbantes, à séchage rapide, avec boucle d'accroche." },
    de: { name: "Bambus-Waschlappen (5er-Pack)", short: "Saugfähige, schnell trocknende Waschlappen aus Bambus mit Aufhängeschlaufe." },
  },
  "knitted-cotton-washcloths-4-pack": {
    fr: { name: "Débarbouillettes tricotées en coton (lot de 4)", short: "Des carrés tricotés texturés, parfaits pour le bain des plus grands bébés." },
    de: { name: "Gestrickte Baumwoll-Waschlappen (4er-Pack)", short: "Strukturierte, gestrickte Tücher, wunderbar für die Badezeit älterer Babys." },
  },
  "city-lite-compact-stroller": {
    fr: { name: "Poussette compacte City Lite", short: "Une poussette de 7 kg qui se plie d'une main et tient dans le coffre à bagages d'un avion." },
    de: { name: "Kompakter Kinderwagen City Lite", short: "Ein 7 kg leichter Buggy, der sich einhändig falten lässt und ins Handgepäckfach passt." },
  },
  "all-terrain-jogging-stroller": {
    fr: { name: "Poussette de jogging tout-terrain", short: "Grandes roues gonflables, roue avant blocable et frein à main pour les chemins et les parcs." },
    de: { name: "Geländegängiger Jogger-Kinderwagen", short: "Große Luftreifen, feststellbares Vorderrad und Handbremse für Waldwege und Parks." },
  },
  "cabin-size-travel-stroller": {
    fr: { name: "Poussette de voyage format cabine", short: "Se plie en 54 × 44 × 20 cm, avec bandoulière pour les aéroports et les trains." },
    de: { name: "Reisebuggy im Handgepäckformat", short: "Faltbar auf 54 × 44 × 20 cm, mit Schultergurt für Flughafen und Bahn." },
  },
  "lightweight-umbrella-stroller": {
    fr: { name: "Poussette canne légère", short: "Une poussette canne simple et légère pour les petites sorties et les vacances." },
    de: { name: "Leichter Buggy mit Schirmfaltung", short: "Ein einfacher, leichter Buggy mit Schirmfaltung für kurze Wege und den Urlaub." },
  },
  "classic-pram-with-bassinet": {
    fr: { name: "Landau classique avec nacelle", short: "Un landau à grandes roues avec une nacelle plate et spacieuse pour les promenades du nouveau-né." },
    de: { name: "Klassischer Kinderwagen mit Babywanne", short: "Ein Kinderwagen mit großen Rädern und flacher, geräumiger Babywanne für Spaziergänge mit Neugeborenen." },
  },
  "two-in-one-pram-and-pushchair": {
    fr: { name: "Poussette combinée 2 en 1", short: "Une nacelle pour les premiers mois et un siège réversible pour les années suivantes, sur un seul châssis." },
    de: { name: "Kombikinderwagen 2-in-1", short: "Eine Babywanne für die ersten Monate und ein umsetzbarer Sitz für die Jahre danach, auf einem Gestell." },
  },
  "carrycot-add-on": {
    fr: { name: "Nacelle additionnelle", short: "Une nacelle à plat qui se fixe sur nos châssis City Lite et 2 en 1." },
    de: { name: "Babywanne als Zubehör", short: "Eine flache Babywanne, die auf unsere Gestelle City Lite und 2-in-1 passt." },
  },
  "infant-car-seat-0-13kg": {
    fr: { name: "Siège auto coque (0–13 kg)", short: "Une coque dos à la route avec protection contre les chocs latéraux, qui se clipse sur nos poussettes." },
    de: { name: "Babyschale (0–13 kg)", short: "Eine rückwärtsgerichtete Babyschale mit Seitenaufprallschutz, die auf unsere Kinderwagen klickt." },
  },
  "convertible-car-seat-0-4-years": {
    fr: { name: "Siège auto évolutif (0–4 ans)", short: "Dos à la route dès la naissance, face à la route ensuite, avec ISOFIX et jambe de force." },
    de: { name: "Mitwachsender Autositz (0–4 Jahre)", short: "Ab Geburt rückwärtsgerichtet, später vorwärtsgerichtet, mit ISOFIX und Stützfuß." },
  },
  "high-back-booster-seat": {
    fr: { name: "Rehausseur à dossier (4–12 ans)", short: "Un rehausseur à dossier qui place correctement la ceinture adulte sur l'épaule et les hanches." },
    de: { name: "Sitzerhöhung mit Rückenlehne (4–12 Jahre)", short: "Eine Sitzerhöhung mit Lehne, die den Erwachsenengurt richtig über Schulter und Hüfte führt." },
  },
  "rotating-360-car-seat": {
    fr: { name: "Siège auto pivotant 360°", short: "Pivote vers la portière pour installer et sortir bébé sans vous tordre le dos." },
    de: { name: "Drehbarer 360°-Autositz", short: "Dreht sich zur Tür, damit Sie Ihr Baby ohne Verrenken hinein- und herausheben." },
  },
  "ergonomic-baby-carrier": {
    fr: { name: "Porte-bébé ergonomique", short: "Un porte-bébé structuré à l'assise respectueuse des hanches, de la naissance aux premières années, sans réducteur." },
    de: { name: "Ergonomische Babytrage", short: "Eine Komforttrage mit hüftgesunder Sitzposition, vom Neugeborenen bis zum Kleinkind, ohne Einsatz." },
  },
  "stretchy-wrap-carrier": {
    fr: { name: "Écharpe de portage extensible", short: "Une écharpe souple et extensible qui garde le nouveau-né bien blotti contre votre poitrine." },
    de: { name: "Elastisches Tragetuch", short: "Ein weiches, dehnbares Tragetuch, das Neugeborene eng an Ihrer Brust hält." },
  },
  "hip-seat-carrier": {
    fr: { name: "Siège de hanche porte-bébé", short: "Une assise rembourrée sur une ceinture, pour les petits qui veulent monter et descendre toute la journée." },
    de: { name: "Hüftsitz-Trage", short: "Ein gepolsterter Sitz am Hüftgurt für Kleinkinder, die den ganzen Tag hoch und wieder runter wollen." },
  },
  "breathable-mesh-carrier": {
    fr: { name: "Porte-bébé respirant en filet", short: "Un porte-bébé avec panneau en filet 3D pour les jours chauds et les climats tropicaux." },
    de: { name: "Atmungsaktive Netztrage", short: "Eine Trage mit 3D-Netzeinsatz für heiße Tage und warmes Klima." },
  },
  "newborn-eco-diapers-size-1": {
    fr: { name: "Couches écologiques nouveau-né taille 1 (paquet de 50)", short: "Des couches d'origine végétale pour 2 à 5 kg, avec une découpe pour le cordon ombilical." },
    de: { name: "Öko-Windeln für Neugeborene Größe 1 (50 Stück)", short: "Pflanzenbasierte Windeln für 2–5 kg mit Aussparung für den Nabel." },
  },
  "eco-diapers-size-3": {
    fr: { name: "Couches écologiques taille 3 (paquet de 90)", short: "Des couches douces d'origine végétale pour 6 à 10 kg, avec côtés extensibles." },
    de: { name: "Öko-Windeln Größe 3 (90 Stück)", short: "Weiche, pflanzenbasierte Windeln für 6–10 kg mit dehnbaren Seitenteilen." },
  },
  "overnight-diapers-size-4": {
    fr: { name: "Couches de nuit taille 4 (paquet de 60)", short: "Des couches extra-absorbantes pour 9 à 14 kg, pour 12 heures au sec la nuit." },
    de: { name: "Nachtwindeln Größe 4 (60 Stück)", short: "Extra saugstarke Windeln für 9–14 kg für 12 trockene Stunden in der Nacht." },
  },
  "reusable-cloth-diaper": {
    fr: { name: "Couche lavable avec insert", short: "Une couche lavable à poche, taille unique, qui s'ajuste d'environ 4 à 16 kg." },
    de: { name: "Stoffwindel mit Einlage", short: "Eine Taschenwindel in Einheitsgröße, verstellbar von etwa 4 bis 16 kg." },
  },
  "reusable-swim-diaper": {
    fr: { name: "Couche de bain lavable", short: "Une couche de bain ajustée qui retient les selles à la piscine ; sans noyau absorbant." },
    de: { name: "Wiederverwendbare Schwimmwindel", short: "Eine eng anliegende Schwimmwindel, die im Schwimmbad das Große zurückhält; ohne saugfähigen Kern." },
  },
  "contoured-changing-pad": {
    fr: { name: "Matelas à langer ergonomique", short: "Un matelas galbé à rebords relevés qui se pose sur la plupart des commodes." },
    de: { name: "Ergonomische Wickelauflage", short: "Eine geformte Auflage mit erhöhten Seiten, die auf die meisten Kommoden passt." },
  },
  "foldable-travel-changing-mat": {
    fr: { name: "Tapis à langer de voyage pliable", short: "Un tapis rembourré avec poches pour quelques couches et lingettes, qui se replie en pochette." },
    de: { name: "Faltbare Reise-Wickelunterlage", short: "Eine gepolsterte Unterlage mit Fächern für ein paar Windeln und Tücher, die sich zur Clutch falten lässt." },
  },
  "wipe-clean-changing-mat": {
    fr: { name: "Matelas à langer lavable", short: "Un matelas simple et rembourré, qui s'essuie, pour le sol ou la table à langer." },
    de: { name: "Abwischbare Wickelunterlage", short: "Eine einfache, gepolsterte, abwischbare Unterlage für den Boden oder den Wickeltisch." },
  },
  "water-baby-wipes-12-pack": {
    fr: { name: "Lingettes bébé 99 % eau (12 × 60)", short: "Des lingettes à 99 % d'eau purifiée et une goutte d'extrait de fruit : adaptées à la peau des nouveau-nés." },
    de: { name: "Feuchttücher mit 99 % Wasser (12 × 60)", short: "Feuchttücher aus 99 % gereinigtem Wasser und einem Tropfen Fruchtextrakt: geeignet für Neugeborenenhaut." },
  },
  "biodegradable-bamboo-wipes-4-pack": {
    fr: { name: "Lingettes biodégradables en bambou (4 × 64)", short: "Des lingettes sans plastique en fibres de bambou, compostables à la maison en 12 semaines environ." },
    de: { name: "Biologisch abbaubare Bambustücher (4 × 64)", short: "Plastikfreie Feuchttücher aus Bambusfasern, die im Heimkompost in etwa 12 Wochen zerfallen." },
  },
  "wipes-dispenser-weighted-lid": {
    fr: { name: "Distributeur de lingettes à couvercle lesté", short: "Un distributeur rechargeable qui garde les lingettes humides et les sort une à une." },
    de: { name: "Feuchttuchspender mit beschwertem Deckel", short: "Ein nachfüllbarer Spender, der Tücher feucht hält und einzeln herausgibt." },
  },
  "backpack-diaper-bag": {
    fr: { name: "Sac à langer sac à dos", short: "Un sac à dos spacieux avec poches isothermes pour biberons, tapis à langer et attaches poussette." },
    de: { name: "Wickelrucksack", short: "Ein geräumiger Rucksack mit isolierten Flaschenfächern, Wickelunterlage und Kinderwagenhaken." },
  },
  "vegan-leather-tote-diaper-bag": {
    fr: { name: "Sac à langer cabas en cuir vegan", short: "Un cabas élégant qui ne ressemble pas à un sac à langer, avec organiseur amovible." },
    de: { name: "Wickeltasche aus veganem Leder", short: "Eine schicke Tasche, die nicht nach Wickeltasche aussieht, mit herausnehmbarem Organizer." },
  },
  "zinc-nappy-rash-cream-100ml": {
    fr: { name: "Crème pour le change à l'oxyde de zinc 100 ml", short: "Une crème barrière épaisse à l'oxyde de zinc qui protège des rougeurs du siège et les apaise." },
    de: { name: "Zink-Wundschutzcreme 100 ml", short: "Eine dicke Schutzcreme mit Zinkoxid, die vor wundem Po schützt und ihn beruhigt." },
  },
  "organic-calendula-diaper-balm": {
    fr: { name: "Baume pour le change au calendula bio 60 ml", short: "Un baume doux sans pétrolatum, au calendula bio et au beurre de karité." },
    de: { name: "Bio-Calendula-Wundschutzbalsam 60 ml", short: "Ein sanfter Balsam ohne Erdölbestandteile, mit Bio-Calendula und Sheabutter." },
  },
  "digital-thermometer-flexible-tip": {
    fr: { name: "Thermomètre digital à embout souple", short: "Un thermomètre axillaire rapide et précis, à embout souple et flexible, avec alarme de fièvre." },
    de: { name: "Digitales Thermometer mit flexibler Spitze", short: "Ein schnelles, genaues Achselthermometer mit weicher, biegsamer Spitze und Fieberalarm." },
  },
  "fast-read-digital-thermometer": {
    fr: { name: "Thermomètre digital à lecture rapide", short: "Un thermomètre à écran rétroéclairé qui mesure en 4 secondes, avec étui de voyage." },
    de: { name: "Digitales Schnellthermometer", short: "Ein Thermometer mit beleuchtetem Display, das in 4 Sekunden misst, mit Reiseetui." },
  },
  "room-and-bath-thermometer": {
    fr: { name: "Thermomètre de bain et de chambre", short: "Flotte dans le bain et tient sur une étagère : indique la température de l'eau et de la pièce." },
    de: { name: "Bade- und Raumthermometer", short: "Schwimmt in der Wanne und steht im Regal: zeigt Wasser- und Raumtemperatur." },
  },
  "pressure-fit-safety-gate": {
    fr: { name: "Barrière de sécurité à pression (75–85 cm)", short: "Une barrière à porte qui se fixe dans l'encadrement sans perçage, avec fermeture automatique dans les deux sens." },
    de: { name: "Klemm-Schutzgitter (75–85 cm)", short: "Ein Schutzgitter mit Durchgangstür, das ohne Bohren in Türrahmen passt, mit automatisch schließender Tür in beide Richtungen." },
  },
  "extra-wide-hardware-mounted-gate": {
    fr: { name: "Barrière extra-large à visser", short: "Une barrière vissée pour le haut des escaliers et les ouvertures jusqu'à 140 cm." },
    de: { name: "Extrabreites Schutzgitter zum Schrauben", short: "Ein verschraubtes Gitter für den oberen Treppenabsatz und Öffnungen bis 140 cm." },
  },
  "wooden-stair-gate": {
    fr: { name: "Barrière d'escalier en bois", short: "Une barrière en bois massif qui se fond dans les rampes et les sols en bois." },
    de: { name: "Treppenschutzgitter aus Holz", short: "Ein Gitter aus Massivholz, das sich an Holzgeländer und Holzböden anpasst." },
  },
  "baby-nail-care-set": {
    fr: { name: "Kit de soin des ongles bébé (4 pièces)", short: "Coupe-ongles, ciseaux à bouts ronds et deux limes émeri dans une trousse zippée." },
    de: { name: "Baby-Nagelpflegeset (4 Teile)", short: "Nagelknipser, Schere mit runden Spitzen und zwei Feilen im Reißverschlussetui." },
  },
  "nail-clipper-with-magnifier": {
    fr: { name: "Coupe-ongles avec loupe", short: "Un coupe-ongles bébé avec loupe intégrée ×2 pour bien voir ce que vous coupez." },
    de: { name: "Nagelknipser mit Lupe", short: "Ein Baby-Nagelknipser mit eingebauter 2-fach-Lupe, damit Sie sehen, was Sie schneiden." },
  },
  "baby-grooming-kit-10-pieces": {
    fr: { name: "Trousse de soin bébé (10 pièces)", short: "Soin des ongles, brosse et peigne doux, pipette à médicament et thermomètre dans une seule trousse." },
    de: { name: "Baby-Pflegeset (10 Teile)", short: "Nagelpflege, weiche Bürste und Kamm, Medikamentenpipette und Thermometer in einem Etui." },
  },
  "silicone-nasal-aspirator-bulb": {
    fr: { name: "Poire mouche-bébé en silicone", short: "Une poire en silicone d'une seule pièce qui dégage le nez bouché avant les repas et le sommeil." },
    de: { name: "Nasensauger-Ball aus Silikon", short: "Ein einteiliger Silikonball, der eine verstopfte Nase vor dem Füttern und Schlafen befreit." },
  },
  "nasal-aspirator-twin-pack": {
    fr: { name: "Mouche-bébés (lot de 2) avec étui de voyage", short: "Deux mouche-bébés en silicone, un pour la maison et un pour le sac à langer." },
    de: { name: "Nasensauger im Doppelpack mit Reiseetui", short: "Zwei Nasensauger aus Silikon, einer für zu Hause und einer für die Wickeltasche." },
  },
  "soft-corner-guards-8-pack": {
    fr: { name: "Protège-coins souples (lot de 8)", short: "Des protège-coins rembourrés pour tables et meubles, dans des couleurs qui se fondent dans le mobilier." },
    de: { name: "Weiche Eckenschutz-Polster (8er-Pack)", short: "Gepolsterte Eckenschützer für Tische und Schränke, in Farben, die zu den Möbeln passen." },
  },
  "foam-edge-and-corner-kit": {
    fr: { name: "Kit protège-bords et coins en mousse", short: "Une bande de mousse de 4 m et 4 protège-coins pour tables basses et rebords de cheminée." },
    de: { name: "Schaumstoff-Kanten- und Eckenschutz-Set", short: "Ein 4 m langes Schaumstoff-Kantenband und 4 Eckenschützer für Couchtische und Kaminsimse." },
  },
  "baby-first-aid-kit": {
    fr: { name: "Trousse de premiers secours bébé", short: "Pansements, compresses, thermomètre, pince à épiler et guide des premiers secours pour bébé." },
    de: { name: "Erste-Hilfe-Set für Babys", short: "Pflaster, Kompressen, Thermometer, Pinzette und ein Erste-Hilfe-Ratgeber für Babys." },
  },
  "travel-first-aid-pouch": {
    fr: { name: "Trousse de secours de voyage", short: "Une trousse compacte avec l'essentiel pour le sac à langer et la voiture." },
    de: { name: "Reise-Erste-Hilfe-Tasche", short: "Eine kompakte Tasche mit dem Nötigsten für Wickeltasche und Auto." },
  },
  "video-baby-monitor-5-inch": {
    fr: { name: "Babyphone vidéo écran 5\"", short: "Un babyphone vidéo privé en circuit fermé : sans Wi-Fi, sans appli, sans compte." },
    de: { name: "Video-Babyphone mit 5\"-Bildschirm", short: "Ein privates Video-Babyphone mit geschlossenem Funksystem: kein WLAN, keine App, kein Konto." },
  },
};

/** The demo nappies (one product in six sizes, made from a curated nappy). */
export const DEMO_NAPPIES_TEXTS: Texts = {
  fr: {
    name: "Couches écologiques",
    short: "Des couches douces d'origine végétale, avec côtés extensibles, en six tailles du nouveau-né (2 kg) au bambin.",
  },
  de: {
    name: "Öko-Windeln",
    short: "Weiche, pflanzenbasierte Windeln mit dehnbaren Seitenteilen, in sechs Größen vom Neugeborenen (2 kg) bis zum Kleinkind.",
  },
};

/** A bundle's name: the curated name and its number. */
const BUNDLE_NAME: Readonly<Record<TranslatedLocale, (name: string, bundle: number) => string>> = {
  fr: (name, bundle) => `${name} (lot ${bundle})`,
  de: (name, bundle) => `${name} (Bündel ${bundle})`,
};

const MONTHS: Readonly<Record<TranslatedLocale, string>> = { fr: "mois", de: "Monate" };
const FIXED_SIZES: Readonly<Record<string, Record<TranslatedLocale, string>>> = {
  Newborn: { fr: "Naissance", de: "Neugeboren" },
  "One size": { fr: "Taille unique", de: "Einheitsgröße" },
};

/** A demo size's label: "0-3M" -> "0-3 mois" / "0-3 Monate", "Size 3" -> "Taille 3" / "Größe 3". */
function sizeLabel(size: string, locale: TranslatedLocale): string {
  const fixed = FIXED_SIZES[size];
  if (fixed) return fixed[locale];
  const months = /^(\d+)-(\d+)M$/.exec(size);
  if (months) return `${months[1]}-${months[2]} ${MONTHS[locale]}`;
  const numbered = /^Size (\d+)$/.exec(size);
  if (numbered) return `${locale === "fr" ? "Taille" : "Größe"} ${numbered[1]}`;
  return size;
}

const COLOR_NAMES: Readonly<Record<TranslatedLocale, Record<string, string>>> = { fr: fr.Colors, de: de.Colors };

/**
 * A demo product's translations: its name and short description (a bundle's name numbered), its
 * full description in each language, and the labels of its colours and sizes.
 */
export function demoTranslations(
  texts: Texts,
  variations: readonly { color: string; size: readonly { name: string }[] }[],
  full: Readonly<Record<TranslatedLocale, string>>,
  bundle = 1,
): ProductTranslations {
  const colors = [...new Set(variations.map((v) => v.color))];
  const sizes = [...new Set(variations.flatMap((v) => v.size.map((s) => s.name)))];
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      {
        name: bundle > 1 ? BUNDLE_NAME[locale](texts[locale].name, bundle) : texts[locale].name,
        shortDescription: texts[locale].short,
        fullDescription: full[locale],
        ...(colors.length > 0 ? { colors: Object.fromEntries(colors.map((c) => [c, COLOR_NAMES[locale][c] ?? c])) } : {}),
        ...(sizes.length > 0 ? { sizes: Object.fromEntries(sizes.map((size) => [size, sizeLabel(size, locale)])) } : {}),
      },
    ]),
  );
}
