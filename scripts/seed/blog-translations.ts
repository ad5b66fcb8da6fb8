// The demo blog's titles, excerpts and bodies in French and German (scripts/seed/catalog.ts puts
// them on each post's `translations`). A body has the English one's paragraphs, one for one, and
// says the same: the safety advice (sleep, car seats, bath, solids, toys, the home) must not differ
// by language.
import type { PostTranslations } from "@/lib/blog/translations";

export const POST_TRANSLATIONS: Readonly<Record<string, PostTranslations>> = {
  "safe-sleep-basics-for-the-first-year": {
    fr: {
      title: "Sommeil sûr : les bases de la première année",
      excerpt: "Sur le dos, un lit dégagé et la bonne température : les gestes simples qui réduisent le risque de mort inattendue du nourrisson.",
      body: [
        "Peu de choses inquiètent autant les jeunes parents que le sommeil, et peu de domaines de la puériculture disposent de conseils aussi clairs et aussi bien étudiés. Les habitudes ci-dessous sont recommandées par les autorités de santé de la plupart des pays, car elles réduisent le risque de mort inattendue du nourrisson (MIN). Aucune ne coûte cher, et ensemble elles font une vraie différence.",
        "Couchez toujours bébé sur le dos, à chaque sommeil, le jour comme la nuit. Les bébés qui dorment sur le dos risquent beaucoup moins de mourir de MIN que ceux couchés sur le ventre ou sur le côté. Quand votre bébé sait se retourner seul du dos sur le ventre et inversement, en général vers 5 ou 6 mois, inutile de le remettre sur le dos, mais continuez à le coucher sur le dos.",
        "Utilisez un matelas ferme, plat, imperméable et en bon état, dans un lit, un berceau ou un couffin conforme aux normes de sécurité en vigueur. Gardez le lit dégagé : ni oreiller, ni tour de lit, ni couette, ni cale-bébé, ni peluche. Une gigoteuse à la bonne taille et au bon TOG est le moyen le plus simple de garder bébé au chaud sans literie libre. Si vous utilisez une couverture, couchez bébé les pieds contre le pied du lit et bordez fermement la couverture, pas plus haut que les épaules.",
        "Gardez le lit de bébé dans votre chambre au moins pendant les 6 premiers mois. Partager la chambre (mais pas le même couchage) facilite les tétées et la surveillance, et s'accompagne d'un risque plus faible. Ne vous endormez jamais avec bébé sur un canapé ou dans un fauteuil : c'est l'une des situations les plus à risque qui soient. Si vous pensez pouvoir vous assoupir en le nourrissant, faites-le au lit, oreillers et couvertures écartés de bébé, pas sur le canapé.",
        "La surchauffe est un facteur de risque : visez une chambre entre 16 et 20 °C et habillez bébé comme vous seriez à l'aise vous-même, avec au plus une fine couche de plus. Touchez sa nuque ou son ventre plutôt que ses mains, qui sont souvent fraîches. Le bonnet, c'est pour dehors : retirez-le à l'intérieur et pour dormir.",
        "Un logement sans tabac compte aussi, pendant la grossesse comme après la naissance. Et si vous le pouvez, l'allaitement, quelle qu'en soit la durée, est associé à un risque plus faible. Si quelque chose dans la respiration ou le teint de votre bébé vous inquiète, fiez-vous à votre instinct et appelez votre médecin ou les urgences.",
      ],
    },
    de: {
      title: "Sicherer Schlaf im ersten Lebensjahr: das Wichtigste",
      excerpt: "Rückenlage, ein leeres Bett und die richtige Raumtemperatur: einfache Gewohnheiten, die das Risiko des plötzlichen Kindstods senken.",
      body: [
        "Kaum etwas bereitet frischgebackenen Eltern so viele Sorgen wie der Schlaf, und kaum ein Bereich der Babypflege hat so klare, gut untersuchte Empfehlungen. Die folgenden Gewohnheiten empfehlen Gesundheitsbehörden in den meisten Ländern, weil sie das Risiko des plötzlichen Kindstods (SIDS) senken. Keine davon kostet viel, und zusammen machen sie einen echten Unterschied.",
        "Legen Sie Ihr Baby zum Schlafen immer auf den Rücken, bei jedem Schlaf, tagsüber wie nachts. Babys, die auf dem Rücken schlafen, sterben weit seltener am plötzlichen Kindstod als Babys, die auf den Bauch oder die Seite gelegt werden. Sobald sich Ihr Baby von selbst vom Rücken auf den Bauch und zurück drehen kann, meist ab etwa 5 oder 6 Monaten, müssen Sie es nicht zurückdrehen; legen Sie es aber weiterhin auf den Rücken.",
        "Verwenden Sie eine feste, flache, wasserdichte Matratze in gutem Zustand, in einem Kinderbett, Beistellbett oder Stubenwagen, der den aktuellen Sicherheitsnormen entspricht. Halten Sie das Bett frei: keine Kissen, kein Nestchen, keine Bettdecke, keine Lagerungshilfen und keine Kuscheltiere. Ein Schlafsack in der richtigen Größe und mit passendem TOG-Wert ist der einfachste Weg, Ihr Baby ohne lose Bettwäsche warm zu halten. Wenn Sie eine Decke verwenden, legen Sie Ihr Baby mit den Füßen ans Fußende des Bettes und stecken Sie die Decke fest ein, nicht höher als bis zu den Schultern.",
        "Lassen Sie das Bett Ihres Babys mindestens in den ersten 6 Monaten in Ihrem Schlafzimmer stehen. Ein gemeinsames Zimmer (aber nicht dieselbe Schlaffläche) erleichtert das Füttern und Nachsehen und geht mit einem geringeren Risiko einher. Schlafen Sie nie mit Ihrem Baby auf dem Sofa oder im Sessel ein: Das ist eine der gefährlichsten Situationen überhaupt. Wenn Sie fürchten, beim Füttern einzunicken, tun Sie es im Bett, Kissen und Decken von Ihrem Baby weggeschoben, und nicht auf dem Sofa.",
        "Überwärmung ist ein Risikofaktor: Halten Sie das Zimmer bei 16–20 °C und ziehen Sie Ihr Baby so an, wie Sie es selbst angenehm fänden, höchstens mit einer dünnen Schicht mehr. Fühlen Sie im Nacken oder am Bauch statt an den Händen, die meist kühl sind. Mützen sind für draußen: Drinnen und zum Schlafen nehmen Sie sie ab.",
        "Auch ein rauchfreies Zuhause zählt, in der Schwangerschaft ebenso wie nach der Geburt. Und wenn Sie können: Stillen, wie lange auch immer, geht mit einem geringeren Risiko einher. Wenn Sie die Atmung oder die Hautfarbe Ihres Babys beunruhigt, vertrauen Sie Ihrem Gefühl und rufen Sie Ihre Kinderärztin oder Ihren Kinderarzt oder den Notruf an.",
      ],
    },
  },
  "starting-solids-a-practical-guide": {
    fr: {
      title: "Diversification alimentaire : le guide pratique",
      excerpt: "Quand commencer, quoi proposer en premier, comment distinguer un haut-le-cœur d'un étouffement, et le matériel vraiment utile.",
      body: [
        "La plupart des autorités de santé recommandent de commencer les aliments solides vers 6 mois. À cet âge, la plupart des bébés sont prêts, et le lait seul ne couvre plus tous leurs besoins, notamment en fer. Si votre bébé est né prématuré ou si vous envisagez de commencer avant 6 mois, parlez-en d'abord à votre médecin ou à votre pédiatre.",
        "Cherchez trois signes réunis : bébé tient assis et garde la tête stable ; il regarde les aliments, les attrape et les porte seul à sa bouche ; et il avale au lieu de repousser la nourriture avec la langue. Mâchouiller ses poings, se réveiller la nuit ou réclamer plus de lait sont des comportements normaux de bébé et ne sont pas, à eux seuls, des signes qu'il est prêt.",
        "Les premiers aliments peuvent être des purées lisses, des aliments écrasés ou des morceaux fondants à prendre avec les doigts, ou un mélange des trois. Les légumes sont un bon début, y compris les moins sucrés comme le brocoli, le chou-fleur et les épinards, à côté des fruits. Ajoutez tôt des aliments riches en fer : viande, poisson, œufs, haricots et lentilles, céréales enrichies. Dans de nombreux pays, on conseille aujourd'hui d'introduire vers 6 mois les allergènes courants, comme l'œuf bien cuit et le beurre de cacahuète lisse, un à la fois et en petite quantité, plutôt que de les retarder ; si votre bébé a de l'eczéma ou une allergie connue, demandez d'abord l'avis de votre médecin.",
        "Certains aliments sont à éviter pour l'instant. Pas de miel avant 12 mois. N'ajoutez ni sel ni sucre aux repas de bébé, et évitez les fruits à coque entiers, les raisins entiers et les tomates cerises, sauf coupés en quatre dans la longueur. Le lait de vache convient en cuisine dès 6 mois, mais pas comme boisson principale avant 12 mois.",
        "Le haut-le-cœur est normal et bruyant : la langue de bébé avance, ses yeux pleurent et il tousse pour ramener l'aliment vers l'avant. C'est ainsi qu'il apprend à gérer les textures. L'étouffement, lui, est généralement silencieux : bébé ne peut ni pleurer ni tousser. Restez toujours avec bébé pendant qu'il mange, installez-le bien droit, et pensez à suivre une formation aux premiers secours pédiatriques pour savoir quoi faire.",
        "Pas besoin de beaucoup de matériel : une chaise haute où les pieds de bébé reposent à plat, quelques cuillères à embout souple, un bol ventouse pour qu'il ne se promène pas, une tasse ouverte ou à écoulement libre pour quelques gorgées d'eau au repas, et des bavoirs qui s'essuient. Attendez-vous à des dégâts. Cela fait partie de l'apprentissage, et ça s'améliore.",
      ],
    },
    de: {
      title: "Beikoststart: ein praktischer Leitfaden",
      excerpt: "Wann anfangen, was zuerst anbieten, wie man Würgen von Verschlucken unterscheidet – und welche Ausstattung wirklich hilft.",
      body: [
        "Die meisten Gesundheitsbehörden empfehlen, um den 6. Monat mit fester Nahrung zu beginnen. Dann sind die meisten Babys entwicklungsmäßig so weit, und Milch allein deckt nicht mehr ihren ganzen Bedarf, vor allem an Eisen. Wenn Ihr Baby zu früh geboren wurde oder Sie vor dem 6. Monat anfangen möchten, sprechen Sie vorher mit Ihrer Hebamme oder Ihrer Kinderärztin bzw. Ihrem Kinderarzt.",
        "Achten Sie auf drei Zeichen, die zusammen auftreten: Ihr Baby kann aufrecht sitzen und den Kopf sicher halten; es kann Essen ansehen, greifen und selbst in den Mund stecken; und es schluckt, statt das Essen mit der Zunge wieder hinauszuschieben. Auf den Fäusten kauen, nachts aufwachen oder mehr Milch wollen ist normales Babyverhalten und für sich genommen kein Zeichen, dass es so weit ist.",
        "Die erste Beikost kann glatter Brei, zerdrücktes Essen oder weiches Fingerfood sein, oder eine Mischung davon. Gemüse ist ein guter Anfang, auch weniger süßes wie Brokkoli, Blumenkohl und Spinat, neben Obst. Bieten Sie früh eisenreiche Lebensmittel an: Fleisch, Fisch, Eier, Bohnen und Linsen sowie angereicherte Getreideflocken. In vielen Ländern wird heute empfohlen, häufige Allergene wie gut durchgegartes Ei und feine Erdnussbutter ab etwa 6 Monaten einzuführen, eines nach dem anderen und in kleinen Mengen, statt sie hinauszuzögern; hat Ihr Baby Neurodermitis oder eine bekannte Allergie, fragen Sie zuerst Ihre Ärztin oder Ihren Arzt.",
        "Manches lassen Sie vorerst besser weg. Kein Honig vor 12 Monaten. Geben Sie kein Salz und keinen Zucker ans Essen Ihres Babys, und meiden Sie ganze Nüsse, ganze Weintrauben und Cocktailtomaten, außer sie sind der Länge nach geviertelt. Kuhmilch ist ab 6 Monaten zum Kochen in Ordnung, als Hauptgetränk aber erst ab 12 Monaten.",
        "Würgen ist normal und laut: Die Zunge Ihres Babys schiebt sich nach vorn, die Augen tränen, und es hustet das Essen nach vorn. So lernt es, mit Konsistenzen umzugehen. Verschlucken mit Atemnot ist meist still: Das Baby kann weder weinen noch husten. Bleiben Sie beim Essen immer bei Ihrem Baby, setzen Sie es aufrecht hin und überlegen Sie, einen Erste-Hilfe-Kurs am Kind zu besuchen, damit Sie wissen, was zu tun ist.",
        "Sie brauchen nicht viel Ausstattung: einen Hochstuhl, in dem die Füße Ihres Babys flach aufstehen, ein paar Löffel mit weicher Spitze, eine Saugnapfschüssel, damit sie nicht wandert, einen offenen Becher oder einen ohne Ventil für ein paar Schlucke Wasser zum Essen, und abwischbare Lätzchen. Rechnen Sie mit Kleckerei. Sie gehört zum Lernen dazu, und es wird besser.",
      ],
    },
  },
  "bath-time-safety": {
    fr: {
      title: "Le bain en toute sécurité : ce que tout parent doit savoir",
      excerpt: "Un bébé peut se noyer en quelques secondes dans quelques centimètres d'eau. Quelques habitudes rendent le bain sûr et serein.",
      body: [
        "Le bain peut être l'un des plus beaux moments de la journée, mais c'est aussi là que les jeunes enfants courent un vrai danger. Un bébé peut se noyer dans quelques centimètres d'eau, vite et sans bruit. La règle la plus importante est simple : ne laissez jamais un bébé ou un jeune enfant seul dans le bain, ni sous la garde d'un frère ou d'une sœur plus âgé, pas même un instant.",
        "Préparez tout avant de commencer : serviette, couche propre, vêtements, gel lavant et gant à portée de main. Si l'on sonne ou si le téléphone retentit, ignorez-le ou enveloppez bébé dans une serviette et emmenez-le avec vous. Les sièges et transats de bain facilitent la toilette, mais ce ne sont pas des dispositifs de sécurité : bébé peut en glisser ou les faire basculer.",
        "Vérifiez la température à chaque fois. Visez environ 37 °C : l'eau doit paraître tiède, pas chaude, au coude ou à l'intérieur du poignet, et un thermomètre de bain évite de deviner. Mettez d'abord l'eau froide, puis ajoutez l'eau chaude, et mélangez bien pour éviter les zones brûlantes. Régler votre chauffe-eau à environ 50 °C réduit le risque de brûlure au robinet.",
        "Pour un jeune bébé, 5 à 8 cm d'eau suffisent largement. Les nouveau-nés n'ont pas besoin d'un bain chaque jour : deux ou trois fois par semaine, c'est bien, avec une toilette rapide du visage et du siège les autres jours. Le premier mois, l'eau claire suffit généralement ; ensuite, on peut utiliser un peu de gel lavant doux sans parfum.",
        "Soutenez la tête et les épaules de bébé d'une main et lavez-le de l'autre. Un bébé mouillé glisse, surtout avec des huiles de bain : tenez-le fermement. Videz la baignoire juste après usage, et rangez produits de bain et rasoirs hors de portée.",
        "Quand bébé grandit, les jouets de bain rendent le bain amusant : choisissez des jouets qui se vident entièrement ou qui sont complètement scellés, pour que la moisissure ne puisse pas s'y développer, et laissez-les sécher entre deux bains.",
      ],
    },
    de: {
      title: "Sicher baden: was alle Eltern wissen sollten",
      excerpt: "Babys können in wenigen Zentimetern Wasser innerhalb von Sekunden ertrinken. Ein paar feste Abläufe machen das Baden sicher und entspannt.",
      body: [
        "Die Badezeit kann einer der schönsten Momente des Tages sein, aber hier sind kleine Kinder auch wirklich gefährdet. Ein Baby kann schon in wenigen Zentimetern Wasser ertrinken, schnell und lautlos. Die wichtigste Regel ist einfach: Lassen Sie ein Baby oder kleines Kind nie allein in der Wanne, auch nicht in der Obhut älterer Geschwister, nicht einmal für einen Moment.",
        "Legen Sie alles bereit, bevor Sie anfangen: Handtuch, frische Windel, Kleidung, Waschlotion und Waschlappen in Reichweite. Klingelt es an der Tür oder das Telefon, ignorieren Sie es oder wickeln Sie Ihr Baby in ein Handtuch und nehmen es mit. Badesitze und Badeliegen erleichtern das Waschen, sind aber keine Sicherheitsvorrichtungen: Babys können herausrutschen oder sie umkippen.",
        "Prüfen Sie jedes Mal die Temperatur. Ziel sind etwa 37 °C: Das Wasser soll sich am Ellbogen oder an der Innenseite des Handgelenks warm, aber nicht heiß anfühlen, und ein Badethermometer erspart das Raten. Zuerst kaltes Wasser einlassen, dann warmes dazugeben und gut mischen, damit keine heißen Stellen bleiben. Wenn Sie Ihren Warmwasserbereiter auf etwa 50 °C herunterdrehen, sinkt die Gefahr von Verbrühungen am Wasserhahn.",
        "Für junge Babys sind 5–8 cm Wasser völlig genug. Neugeborene müssen nicht jeden Tag gebadet werden: zwei- oder dreimal pro Woche reicht, an den anderen Tagen eine Katzenwäsche von Gesicht und Po. Im ersten Monat genügt meist klares Wasser; danach können Sie eine kleine Menge milde, parfümfreie Waschlotion verwenden.",
        "Stützen Sie Kopf und Schultern Ihres Babys mit einer Hand und waschen Sie es mit der anderen. Nasse Babys sind rutschig, besonders mit Badeöl, also halten Sie es gut fest. Lassen Sie das Wasser gleich nach dem Baden ab, und bewahren Sie Badeprodukte und Rasierer außer Reichweite auf.",
        "Wenn Ihr Baby größer wird, machen Badespielzeuge das Baden lustig: Wählen Sie Spielzeug, das vollständig leerläuft oder ganz versiegelt ist, damit sich innen kein Schimmel bilden kann, und lassen Sie es zwischen den Bädern trocknen.",
      ],
    },
  },
  "how-to-choose-a-car-seat": {
    fr: {
      title: "Bien choisir (et bien installer) un siège auto",
      excerpt: "Dos à la route le plus longtemps possible, un harnais bien ajusté, pas de manteau épais : ce qu'il faut regarder et les erreurs à éviter.",
      body: [
        "Le siège auto fait partie des rares choses indispensables avant le retour de bébé à la maison, et c'est l'une des plus importantes à bien choisir. Le meilleur siège est celui qui convient à votre enfant et à votre voiture, et que vous savez installer correctement à chaque trajet.",
        "Vérifiez sur l'étiquette la norme de sécurité qui s'applique chez vous : par exemple FMVSS 213 aux États-Unis ou UN R129 (i-Size) en Europe. Les sièges sont homologués pour des plages de taille et de poids, pas seulement d'âge. Une coque couvre généralement de la naissance à 12–15 mois environ ; un siège évolutif peut accompagner votre enfant de la naissance à 4 ans environ, d'abord dos à la route puis face à la route.",
        "Gardez votre enfant dos à la route aussi longtemps que le siège le permet. En cas de choc frontal, un siège dos à la route répartit les forces sur le dos et la tête au lieu de les faire porter sur le cou d'un jeune enfant. Beaucoup de sièges permettent le dos à la route jusqu'à 4 ans. N'installez jamais un siège dos à la route devant un airbag actif.",
        "L'installation compte autant que le siège. Les fixations ISOFIX ou LATCH aident à obtenir un montage bien serré ; si vous utilisez la ceinture de sécurité, suivez exactement le passage indiqué dans la notice. Au niveau du passage de ceinture, le siège ne doit pas bouger de plus de 2 à 3 cm d'un côté à l'autre. De nombreux magasins, et dans certains pays les pompiers, proposent une vérification gratuite de l'installation : profitez-en.",
        "Attachez votre enfant bien serré à chaque trajet. Faites le test du pincement : si vous arrivez à pincer un pli de la sangle du harnais au niveau de l'épaule, resserrez-la. La pince de poitrine, quand il y en a une, se place à hauteur des aisselles. Retirez manteaux gonflants et combinaisons de ski avant de boucler le harnais : ils se compriment en cas de choc et laissent le harnais trop lâche ; posez plutôt une couverture par-dessus le harnais bouclé.",
        "Évitez les sièges d'occasion, sauf s'ils viennent d'une personne de confiance qui connaît tout leur historique : un siège qui a subi un accident doit être remplacé, même s'il semble intact. Vérifiez la date de péremption, en général 6 à 10 ans après la fabrication. Et sur les longs trajets, faites des pauses régulières : un jeune bébé ne doit pas rester longtemps dans un siège auto.",
      ],
    },
    de: {
      title: "Den richtigen Autositz wählen (und richtig einbauen)",
      excerpt: "So lange wie möglich rückwärts, ein straffer Gurt, keine dicke Jacke: worauf Sie achten sollten und welche Fehler Sie vermeiden.",
      body: [
        "Ein Autositz gehört zu den wenigen Dingen, die Sie haben müssen, bevor Ihr Baby nach Hause kommt, und zu den wichtigsten, bei denen es sich lohnt, es richtig zu machen. Der beste Sitz ist einer, der zu Ihrem Kind und zu Ihrem Auto passt und den Sie jedes Mal richtig einbauen können.",
        "Prüfen Sie auf dem Etikett die Sicherheitsnorm, die bei Ihnen gilt: zum Beispiel FMVSS 213 in den USA oder UN R129 (i-Size) in Europa. Sitze sind für Größen- und Gewichtsbereiche zugelassen, nicht nur für ein Alter. Eine Babyschale reicht meist von der Geburt bis etwa 12–15 Monate; ein mitwachsender Sitz kann Ihr Kind von der Geburt bis etwa 4 Jahre begleiten, erst rückwärts-, dann vorwärtsgerichtet.",
        "Lassen Sie Ihr Kind so lange rückwärts fahren, wie der Sitz es erlaubt. Bei einem Frontalaufprall verteilt ein rückwärtsgerichteter Sitz die Kräfte auf Rücken und Kopf, statt den Nacken eines kleinen Kindes zu belasten. Viele Sitze erlauben das Rückwärtsfahren bis 4 Jahre. Setzen Sie einen rückwärtsgerichteten Sitz nie vor einen aktiven Airbag.",
        "Der Einbau ist genauso wichtig wie der Sitz. ISOFIX- oder LATCH-Verbindungen machen einen festen Sitz leichter; wenn Sie den Sicherheitsgurt verwenden, folgen Sie genau der Gurtführung in der Anleitung. Am Gurtverlauf sollte sich der Sitz höchstens 2–3 cm zur Seite bewegen lassen. Viele Fachgeschäfte und in manchen Ländern auch die Feuerwehr bieten kostenlose Einbauchecks an: Nutzen Sie sie.",
        "Schnallen Sie Ihr Kind bei jeder Fahrt straff an. Machen Sie den Kneiftest: Wenn Sie an der Schulter eine Falte des Gurtbands greifen können, ziehen Sie ihn nach. Der Brustclip, falls vorhanden, gehört auf Achselhöhe. Ziehen Sie dicke Jacken und Schneeanzüge vor dem Anschnallen aus, denn sie werden bei einem Unfall zusammengedrückt und lassen den Gurt zu locker; legen Sie stattdessen eine Decke über den geschlossenen Gurt.",
        "Meiden Sie gebrauchte Sitze, außer sie stammen von jemandem, dem Sie vertrauen und der ihre ganze Geschichte kennt: Ein Sitz, der einen Unfall hatte, muss ersetzt werden, auch wenn er in Ordnung aussieht. Achten Sie auf das Ablaufdatum, meist 6–10 Jahre nach der Herstellung. Und machen Sie auf längeren Fahrten regelmäßig Pausen: Junge Babys sollten nicht lange am Stück im Autositz verbringen.",
      ],
    },
  },
  "hospital-bag-checklist": {
    fr: {
      title: "La valise de maternité (celle qui vous servira vraiment)",
      excerpt: "Quoi emporter pour l'accouchement, pour vous ensuite et pour bébé, et ce que vous pouvez laisser à la maison.",
      body: [
        "Essayez d'avoir bouclé votre valise vers 36 semaines, plus tôt si vous attendez des jumeaux ou si l'on vous a dit que vous pourriez accoucher en avance. Faites deux sacs si possible : un petit pour l'accouchement et un plus grand pour après la naissance, qui peut rester dans la voiture jusqu'à ce que vous en ayez besoin.",
        "Pour l'accouchement : votre dossier de grossesse et votre projet de naissance, une pièce d'identité et vos papiers d'assurance si besoin, un chargeur de téléphone avec un long câble, un baume à lèvres, des élastiques à cheveux, une gourde avec paille, des en-cas et des boissons, une tenue confortable comme un grand t-shirt ou une chemise de nuit, des chaussettes ou des chaussons, et tout ce qui vous aide à vous détendre : musique, écouteurs ou un oreiller de la maison.",
        "Pour vous après : deux ou trois hauts ou chemises de nuit amples qui s'ouvrent devant si vous prévoyez d'allaiter, des soutiens-gorge d'allaitement, plusieurs culottes confortables taille haute, un grand paquet de serviettes de maternité, votre trousse de toilette, une serviette, une robe de chambre et une tenue confortable pour le retour. Une crème pour les mamelons et des coussinets d'allaitement sont utiles aussi.",
        "Pour bébé : trois ou quatre bodies et pyjamas en taille naissance et 0–3 mois (difficile de deviner laquelle ira), un bonnet, des moufles anti-griffures, un paquet de couches nouveau-né, du coton ou des lingettes à l'eau, un ou deux langes en mousseline, une couverture et une tenue de sortie adaptée à la météo.",
        "Le siège auto : si vous rentrez en voiture, il vous faut une coque installée avant le jour J. Entraînez-vous plusieurs fois à l'installer et à régler le harnais, et vérifiez que la tenue de sortie de bébé n'est pas trop épaisse pour le harnais.",
        "Laissez les gros articles à la maison : la maternité fournit en général ce dont bébé a besoin sur le plan médical, et quelqu'un pourra apporter le reste plus tard. Étiquetez vos sacs et dites à la personne qui vous accompagne où se trouve chaque chose.",
      ],
    },
    de: {
      title: "Die Kliniktasche: eine Checkliste, die Sie wirklich brauchen",
      excerpt: "Was Sie für die Geburt, für sich danach und für Ihr Baby einpacken – und was zu Hause bleiben kann.",
      body: [
        "Packen Sie Ihre Tasche möglichst bis etwa zur 36. Woche, früher, wenn Sie Zwillinge erwarten oder man Ihnen gesagt hat, dass die Geburt früher kommen könnte. Packen Sie wenn möglich zwei Taschen: eine kleine für die Geburt und eine größere für die Zeit danach, die bis zum Bedarf im Auto bleiben kann.",
        "Für die Geburt: Mutterpass und Geburtsplan, Ausweis und bei Bedarf Versicherungsunterlagen, ein Handy-Ladegerät mit langem Kabel, Lippenbalsam, Haargummis, eine Trinkflasche mit Halm, Snacks und Getränke, etwas Bequemes zum Anziehen wie ein großes T-Shirt oder Nachthemd, Socken oder Hausschuhe und alles, was Ihnen beim Entspannen hilft, etwa Musik, Kopfhörer oder ein Kissen von zu Hause.",
        "Für Sie danach: zwei oder drei weite Oberteile oder Nachthemden zum vorn Öffnen, wenn Sie stillen möchten, Still-BHs, reichlich bequeme Unterhosen mit hohem Bund, eine große Packung Wochenbetteinlagen, Kulturbeutel, ein Handtuch, einen Bademantel und ein bequemes Outfit für den Heimweg. Brustwarzensalbe und Stilleinlagen sind ebenfalls nützlich.",
        "Für Ihr Baby: drei oder vier Bodys und Strampler in Größe 50 und 0–3 Monate (es ist schwer zu erraten, was passt), eine Mütze, Kratzhandschuhe, eine Packung Neugeborenenwindeln, Watte oder Feuchttücher auf Wasserbasis, ein oder zwei Mulltücher, eine Decke und ein wettergerechtes Outfit für den Heimweg.",
        "Der Autositz: Wenn Sie mit dem Auto heimfahren, brauchen Sie eine Babyschale, die schon vor dem großen Tag eingebaut ist. Üben Sie ein paarmal den Einbau und das Einstellen der Gurte, und prüfen Sie, dass die Heimfahrkleidung Ihres Babys nicht zu dick für die Gurte ist.",
        "Große Dinge können zu Hause bleiben: Die Klinik stellt meist, was Ihr Baby medizinisch braucht, und Extras kann jemand später vorbeibringen. Beschriften Sie Ihre Taschen und sagen Sie Ihrer Begleitperson, wo alles ist.",
      ],
    },
  },
  "first-toys-by-age": {
    fr: {
      title: "Les premiers jouets selon l'âge : ce avec quoi bébé joue vraiment",
      excerpt: "Des images contrastées aux anneaux à empiler et aux jouets à pousser, et comment repérer les jouets dangereux avant 3 ans.",
      body: [
        "Les bébés n'ont pas besoin de beaucoup de jouets, et les meilleurs sont souvent les plus simples. Ce dont ils ont le plus besoin, c'est de vous : votre visage, votre voix et du temps ensemble au sol. Les jouets les aident en leur donnant des choses intéressantes à regarder, à tenir, à mâchouiller et, plus tard, à faire réagir.",
        "0–3 mois : les nouveau-nés voient surtout les forts contrastes, à environ 20–30 cm. Des cartes en noir et blanc, un mobile au-dessus de la table à langer et votre visage leur suffisent. Les hochets en tissu et les jouets qui crissent les aident à découvrir les sons. Les moments sur le ventre sur un tapis d'éveil renforcent les muscles pour se retourner et ramper.",
        "3–6 mois : bébé commence à tendre la main et à attraper, et tout passe par la bouche. Bons choix : hochets légers, anneaux de dentition, livres en tissu, balles en tissu et jouets aux textures variées. Assurez-vous que tout ce qu'il peut porter à la bouche se lave facilement.",
        "6–12 mois : tenir assis ouvre de nouvelles possibilités. Gobelets et anneaux à empiler, cubes souples, boîtes à formes, balles qui roulent et qu'on poursuit, et jouets de cause à effet comme les boîtes à surprises et les tambours sont les préférés. Les jouets de bain et les livres cartonnés valent vraiment la peine. Quand il commence à se mettre debout, un chariot de marche stable peut encourager les premiers pas.",
        "12 mois et plus : jouets à tirer, instruments simples comme un xylophone, gros puzzles, cubes en bois pour construire des tours et les faire tomber, poupées ou peluches dont on s'occupe. Les tout-petits adorent vous imiter : balais, cuisines et téléphones pour enfants ont donc aussi beaucoup de succès.",
        "La sécurité d'abord : avant 3 ans, évitez les petites pièces qui pourraient passer dans un rouleau de papier toilette, et vérifiez qu'aucun œil, bouton ou ruban ne se détache. Gardez bien hors de portée les jouets à piles bouton ou à petits aimants : avalés, les uns comme les autres peuvent causer de graves lésions internes. Les cordons et ficelles de plus de 30 cm environ présentent un risque d'étranglement. Achetez auprès de vendeurs qui respectent les normes de sécurité des jouets, et vérifiez régulièrement que les jouets ne sont pas abîmés.",
      ],
    },
    de: {
      title: "Erstes Spielzeug nach Alter: womit Babys wirklich spielen",
      excerpt: "Von kontrastreichen Bildern über Stapelringe bis zum Schiebespielzeug – und wie Sie Spielzeug erkennen, das für unter Dreijährige nicht sicher ist.",
      body: [
        "Babys brauchen nicht viel Spielzeug, und das beste ist oft das einfachste. Was sie am meisten brauchen, sind Sie: Ihr Gesicht, Ihre Stimme und gemeinsame Zeit auf dem Boden. Spielzeug hilft, indem es ihnen Spannendes zum Anschauen, Halten, Kauen und später zum Bewirken gibt.",
        "0–3 Monate: Neugeborene sehen starke Kontraste am besten, in etwa 20–30 cm Entfernung. Schwarz-Weiß-Karten, ein Mobile über dem Wickeltisch und Ihr Gesicht sind alles, was sie brauchen. Weiche Rasseln und Knisterspielzeug helfen ihnen, Geräusche zu entdecken. Bauchlage auf einer Spieldecke stärkt die Muskeln fürs Drehen und Krabbeln.",
        "3–6 Monate: Babys fangen an, nach Dingen zu greifen, und alles wandert in den Mund. Gut geeignet sind leichte Rasseln, Beißringe, Stoffbücher, Stoffbälle und Spielzeug mit verschiedenen Oberflächen. Achten Sie darauf, dass sich alles, was in den Mund kommt, leicht waschen lässt.",
        "6–12 Monate: Sitzen eröffnet neue Möglichkeiten. Stapelbecher und Stapelringe, weiche Bausteine, Steckboxen, Bälle, die wegrollen und verfolgt werden wollen, und Ursache-Wirkung-Spielzeug wie Springfiguren und Trommeln sind beliebt. Badespielzeug und Pappbilderbücher lohnen sich sehr. Wenn sich Ihr Kind hochzuziehen beginnt, kann ein stabiler Lauflernwagen die ersten Schritte fördern.",
        "Ab 12 Monaten: Nachziehspielzeug, einfache Instrumente wie ein Xylophon, große Holzpuzzles, Holzbausteine zum Türmebauen und Umwerfen sowie Puppen oder Stofftiere zum Umsorgen. Kleinkinder ahmen Sie gern nach, deshalb sind auch Spielbesen, Spielküchen und Spieltelefone beliebt.",
        "Sicherheit zuerst: Meiden Sie für Kinder unter drei Jahren Kleinteile, die durch eine Klopapierrolle passen würden, und prüfen Sie, ob sich Augen, Knöpfe oder Bänder lösen. Halten Sie Spielzeug mit Knopfzellen oder kleinen Magneten gut außer Reichweite; beides kann beim Verschlucken schwere innere Verletzungen verursachen. Schnüre und Bänder, die länger als etwa 30 cm sind, bergen Strangulationsgefahr. Kaufen Sie bei Händlern, die die Normen für Spielzeugsicherheit einhalten, und prüfen Sie Spielzeug regelmäßig auf Schäden.",
      ],
    },
  },
  "babyproofing-room-by-room": {
    fr: {
      title: "Sécuriser la maison pour bébé, pièce par pièce",
      excerpt: "Mettez-vous à hauteur de bébé qui rampe : une liste pratique pour l'escalier, la cuisine, la salle de bain et le salon.",
      body: [
        "Le meilleur moment pour sécuriser la maison, c'est avant que bébé commence à bouger, en général vers 4–6 mois. Mettez-vous à quatre pattes dans chaque pièce et regardez-la à sa hauteur : vous repérerez des choses que vous ne remarqueriez jamais debout.",
        "Escaliers : installez une barrière en haut et en bas de chaque escalier. En haut, utilisez toujours une barrière vissée qui s'ouvre à l'opposé de l'escalier et sans barre au sol sur laquelle trébucher. Les barrières à pression conviennent aux portes et au bas des escaliers. Laissez les barrières en place jusqu'à ce que votre enfant ait environ 2 ans et monte et descende l'escalier avec assurance.",
        "Meubles : fixez au mur bibliothèques, commodes et téléviseurs avec des sangles anti-basculement : chaque année, des meubles qui basculent blessent des milliers d'enfants. Posez des protections souples sur les coins de table pointus et les rebords de cheminée à hauteur de tête d'un tout-petit. Attachez les cordons de stores et de rideaux hors de portée ou choisissez des stores sans cordon.",
        "Cuisine : verrouillez les placards des produits ménagers, des pastilles pour lave-vaisselle et des couteaux, et tournez les manches des casseroles vers l'arrière de la plaque. Gardez les boissons chaudes hors de portée : une boisson chaude peut encore brûler un enfant 15 minutes après avoir été préparée.",
        "Salle de bain : mettez sous clé les médicaments, y compris les vitamines et les comprimés de fer, et rangez rasoirs et cosmétiques en hauteur. Pensez à un verrou d'abattant de toilettes pour les petits curieux, et ne laissez jamais d'eau dans la baignoire.",
        "Partout : protégez les prises inutilisées si elles n'ont pas d'obturateurs intégrés, installez un détecteur de fumée à chaque étage, gardez piles bouton et aimants loin des petites mains, et enregistrez le numéro de votre centre antipoison dans votre téléphone. Sécuriser la maison ne remplace pas la surveillance, mais cela vous fait gagner quelques secondes, et elles comptent.",
      ],
    },
    de: {
      title: "Das Zuhause kindersicher machen, Raum für Raum",
      excerpt: "Gehen Sie auf Krabbelhöhe: eine praktische Checkliste für Treppe, Küche, Bad und Wohnzimmer.",
      body: [
        "Der beste Zeitpunkt, Ihr Zuhause kindersicher zu machen, ist, bevor Ihr Baby mobil wird, meist um den 4.–6. Monat. Gehen Sie in jedem Raum auf Hände und Knie und betrachten Sie ihn aus seiner Höhe: Sie werden Dinge entdecken, die Ihnen im Stehen nie auffallen würden.",
        "Treppen: Bringen Sie oben und unten an jeder Treppe ein Schutzgitter an. Oben immer ein verschraubtes Gitter verwenden, das von der Treppe weg öffnet und unten keine Stolperschwelle hat. Klemmgitter eignen sich für Türöffnungen und den Fuß der Treppe. Lassen Sie die Gitter, bis Ihr Kind etwa 2 Jahre alt ist und Treppen sicher bewältigt.",
        "Möbel: Sichern Sie Bücherregale, Kommoden und Fernseher mit Kippsicherungen an der Wand: Umstürzende Möbel verletzen jedes Jahr Tausende Kinder. Bringen Sie weiche Schutzecken an spitzen Tischecken und Kaminkanten in Kopfhöhe eines Kleinkinds an. Binden Sie Schnüre von Jalousien und Vorhängen außer Reichweite hoch oder verwenden Sie schnurlose Rollos.",
        "Küche: Sichern Sie Schränke mit Putzmitteln, Spülmaschinentabs und scharfen Messern, und drehen Sie Pfannenstiele zur Rückseite des Herds. Halten Sie heiße Getränke außer Reichweite; ein heißes Getränk kann ein Kind noch 15 Minuten nach dem Aufbrühen verbrühen.",
        "Bad: Schließen Sie Medikamente ein, auch Vitamine und Eisentabletten, und bewahren Sie Rasierer und Kosmetik weit oben auf. Denken Sie an eine WC-Sicherung für neugierige Kleinkinder, und lassen Sie nie Wasser in der Badewanne stehen.",
        "Überall: Decken Sie ungenutzte Steckdosen ab, wenn sie keinen eingebauten Kinderschutz haben, bringen Sie auf jeder Etage einen Rauchmelder an, halten Sie Knopfzellen und Magnete von kleinen Händen fern und speichern Sie die Nummer Ihres Giftnotrufs im Handy. Kindersicherung ersetzt keine Aufsicht, aber sie verschafft Ihnen ein paar Sekunden mehr, und die zählen.",
      ],
    },
  },
};
