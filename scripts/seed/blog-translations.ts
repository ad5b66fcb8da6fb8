// The demo blog's titles and excerpts in French and German (scripts/seed/catalog.ts puts them on
// each post's `translations`). The bodies are not translated yet: they show in English, marked
// lang="en" on a French or German page.
import type { PostTranslations } from "@/lib/blog/translations";

export const POST_TRANSLATIONS: Readonly<Record<string, PostTranslations>> = {
  "safe-sleep-basics-for-the-first-year": {
    fr: {
      title: "Sommeil sûr : les bases de la première année",
      excerpt: "Sur le dos, un lit dégagé et la bonne température : les gestes simples qui réduisent le risque de mort inattendue du nourrisson.",
    },
    de: {
      title: "Sicherer Schlaf im ersten Lebensjahr: das Wichtigste",
      excerpt: "Rückenlage, ein leeres Bett und die richtige Raumtemperatur: einfache Gewohnheiten, die das Risiko des plötzlichen Kindstods senken.",
    },
  },
  "starting-solids-a-practical-guide": {
    fr: {
      title: "Diversification alimentaire : le guide pratique",
      excerpt: "Quand commencer, quoi proposer en premier, comment distinguer un haut-le-cœur d'un étouffement, et le matériel vraiment utile.",
    },
    de: {
      title: "Beikoststart: ein praktischer Leitfaden",
      excerpt: "Wann anfangen, was zuerst anbieten, wie man Würgen von Verschlucken unterscheidet – und welche Ausstattung wirklich hilft.",
    },
  },
  "bath-time-safety": {
    fr: {
      title: "Le bain en toute sécurité : ce que tout parent doit savoir",
      excerpt: "Un bébé peut se noyer en quelques secondes dans quelques centimètres d'eau. Quelques habitudes rendent le bain sûr et serein.",
    },
    de: {
      title: "Sicher baden: was alle Eltern wissen sollten",
      excerpt: "Babys können in wenigen Zentimetern Wasser innerhalb von Sekunden ertrinken. Ein paar feste Abläufe machen das Baden sicher und entspannt.",
    },
  },
  "how-to-choose-a-car-seat": {
    fr: {
      title: "Bien choisir (et bien installer) un siège auto",
      excerpt: "Dos à la route le plus longtemps possible, un harnais bien ajusté, pas de manteau épais : ce qu'il faut regarder et les erreurs à éviter.",
    },
    de: {
      title: "Den richtigen Autositz wählen (und richtig einbauen)",
      excerpt: "So lange wie möglich rückwärts, ein straffer Gurt, keine dicke Jacke: worauf Sie achten sollten und welche Fehler Sie vermeiden.",
    },
  },
  "hospital-bag-checklist": {
    fr: {
      title: "La valise de maternité (celle qui vous servira vraiment)",
      excerpt: "Quoi emporter pour l'accouchement, pour vous ensuite et pour bébé, et ce que vous pouvez laisser à la maison.",
    },
    de: {
      title: "Die Kliniktasche: eine Checkliste, die Sie wirklich brauchen",
      excerpt: "Was Sie für die Geburt, für sich danach und für Ihr Baby einpacken – und was zu Hause bleiben kann.",
    },
  },
  "first-toys-by-age": {
    fr: {
      title: "Les premiers jouets selon l'âge : ce avec quoi bébé joue vraiment",
      excerpt: "Des images contrastées aux anneaux à empiler et aux jouets à pousser, et comment repérer les jouets dangereux avant 3 ans.",
    },
    de: {
      title: "Erstes Spielzeug nach Alter: womit Babys wirklich spielen",
      excerpt: "Von kontrastreichen Bildern über Stapelringe bis zum Schiebespielzeug – und wie Sie Spielzeug erkennen, das für unter Dreijährige nicht sicher ist.",
    },
  },
  "babyproofing-room-by-room": {
    fr: {
      title: "Sécuriser la maison pour bébé, pièce par pièce",
      excerpt: "Mettez-vous à hauteur de bébé qui rampe : une liste pratique pour l'escalier, la cuisine, la salle de bain et le salon.",
    },
    de: {
      title: "Das Zuhause kindersicher machen, Raum für Raum",
      excerpt: "Gehen Sie auf Krabbelhöhe: eine praktische Checkliste für Treppe, Küche, Bad und Wohnzimmer.",
    },
  },
};
