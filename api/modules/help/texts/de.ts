import type { HelpTexts } from './structure';

/** The help content in German. */
export const helpDe: HelpTexts = {
  faqGroups: {
    quotes: 'Angebote',
    incoterms: 'Incoterms',
    customs: 'Zolldokumente',
    'dangerous-goods': 'Gefahrgut',
    insurance: 'Versicherung',
    tracking: 'Sendungsverfolgung',
    payment: 'Zahlung',
  },
  faq: {
    'quote-request': {
      question: 'Wie erhalte ich ein Angebot für eine Sendung?',
      answer: [
        'Nennen Sie uns Abgangs- und Bestimmungsort, die Ware, die Anzahl der Packstücke mit Gewicht und Maßen, den Incoterm und das Datum, an dem die Ware versandbereit ist. Wir antworten innerhalb eines Werktags, bei eiliger Luftfracht innerhalb von zwei Stunden.',
      ],
    },
    'quote-validity': {
      question: 'Wie lange ist ein Angebot gültig?',
      answer: [
        'Angebote für Luft- und Straßenfracht gelten 7 Tage, Seefrachtangebote bis zum Monatsende, weil die Reedereien ihre Raten und Zuschläge wie den Bunkerzuschlag (BAF) jeden Monat ändern.',
      ],
    },
    'quote-price': {
      question: 'Warum wird mehr als das tatsächliche Gewicht berechnet?',
      answer: [
        'Frachtführer berechnen das frachtpflichtige Gewicht: das höhere von Bruttogewicht und Volumengewicht. In der Luftfracht zählt ein Kubikmeter als 167 kg; ein leichtes, aber sperriges Paket wird also nach seinem Volumen berechnet.',
      ],
    },
    'incoterm-choice': {
      question: 'Welchen Incoterm soll ich wählen?',
      answer: [
        'Die Incoterms 2020 haben elf Klauseln, die regeln, wer Transport und Versicherung bezahlt und wo die Gefahr vom Verkäufer auf den Käufer übergeht. Für Container passen FCA, CPT, CIP, DAP, DPU und DDP zu jedem Verkehrsträger; FAS, FOB, CFR und CIF gelten nur für See- und Binnenschiffstransport.',
      ],
    },
    'incoterm-exw-fca': {
      question: 'Was ist der Unterschied zwischen EXW und FCA?',
      answer: [
        'Bei EXW (Ab Werk) verlädt der Käufer die Ware beim Verkäufer und übernimmt die Ausfuhrabfertigung. Bei FCA (Frei Frachtführer) erledigt der Verkäufer die Ausfuhrabfertigung und übergibt die Ware dem Frachtführer des Käufers; deshalb ist FCA im internationalen Handel meist die bessere Wahl.',
      ],
    },
    'incoterm-dap-ddp': {
      question: 'Was ist der Unterschied zwischen DAP und DDP?',
      answer: [
        'Beide liefern an den benannten Ort im Bestimmungsland. Bei DAP (Geliefert benannter Ort) zahlt der Käufer Einfuhrzölle und -steuern; bei DDP (Geliefert verzollt) zahlt sie der Verkäufer, der dafür im Land des Käufers als Einführer auftreten können muss.',
      ],
    },
    'customs-documents': {
      question: 'Welche Dokumente braucht der Zoll?',
      answer: [
        'In der Regel eine Handelsrechnung, eine Packliste und das Transportdokument (Konnossement oder Luftfrachtbrief). Je nach Ware und Ländern auch ein Ursprungszeugnis, eine Einfuhrgenehmigung oder ein Pflanzengesundheitszeugnis.',
      ],
    },
    'customs-hs-code': {
      question: 'Was ist ein HS-Code und wer gibt ihn an?',
      answer: [
        'Der Code des Harmonisierten Systems ordnet Waren für den Zoll ein: Die ersten sechs Stellen sind weltweit gleich, jedes Land ergänzt Stellen für seinen eigenen Tarif. Verantwortlich ist der Ausführer; unsere Zollagenten prüfen eine Einreihung gern vor dem Versand.',
      ],
    },
    'customs-ata-carnet': {
      question: 'Kann ich Ware für eine Messe zollfrei ins Ausland senden?',
      answer: [
        'Ja, mit einem Carnet ATA: einem Zolldokument für die vorübergehende Einfuhr von Waren wie Messegut, Berufsausrüstung und Mustern, gültig bis zu einem Jahr. Die Ware muss unverändert zurückkommen.',
      ],
    },
    'dg-accepted': {
      question: 'Befördern Sie Gefahrgut?',
      answer: [
        'Ja, in allen neun Klassen des IMDG-Codes auf See und der IATA-Gefahrgutvorschriften in der Luft, außer den Gütern, die diese Vorschriften verbieten. Nennen Sie uns die UN-Nummer und senden Sie das Sicherheitsdatenblatt mit Ihrer Anfrage.',
      ],
    },
    'dg-lithium': {
      question: 'Kann ich Lithiumbatterien versenden?',
      answer: [
        'Ja. Lithium-Ionen-Batterien sind UN3480, wenn sie allein, und UN3481, wenn sie mit Geräten verpackt oder in Geräten eingebaut sind; sie gehören zur Klasse 9. In der Luftfracht dürfen allein versandte Batterien nur mit Frachtflugzeugen und mit höchstens 30 % Ladezustand reisen.',
      ],
    },
    'dg-documents': {
      question: 'Welche Dokumente braucht Gefahrgut?',
      answer: [
        'Eine von einem geschulten Versender unterschriebene Gefahrguterklärung (in der Luftfracht die Shipper’s Declaration), das Sicherheitsdatenblatt und Packstücke, die mit der UN-Nummer und den Gefahrzetteln ihrer Klasse gekennzeichnet sind.',
      ],
    },
    'insurance-cover': {
      question: 'Ist meine Ware versichert?',
      answer: [
        'Nur wenn Sie es wünschen. Wir bieten eine Transportversicherung nach den Institute Cargo Clauses (A), der umfassendsten Deckung, mit einer Prämie ab 0,15 % des Versicherungswerts, meist CIF-Wert plus 10 %.',
      ],
    },
    'insurance-liability': {
      question: 'Haftet der Frachtführer nicht ohnehin für meine Ware?',
      answer: [
        'Nur bis zu den Grenzen der Übereinkommen: 8,33 SZR je Kilogramm auf der Straße nach der CMR und 666,67 SZR je Packstück oder 2 SZR je Kilogramm auf See nach den Haag-Visby-Regeln. Das liegt oft weit unter dem Warenwert.',
      ],
    },
    'insurance-claim': {
      question: 'Was tue ich, wenn Ware beschädigt ankommt?',
      answer: [
        'Vermerken Sie den Schaden auf dem Lieferschein, bevor Sie unterschreiben, machen Sie Fotos und bewahren Sie die Verpackung auf. Melden Sie uns den Schaden sofort schriftlich, äußerlich nicht erkennbare Schäden innerhalb von 3 Tagen auf See oder 7 Tagen auf der Straße.',
      ],
    },
    'tracking-where': {
      question: 'Wo ist meine Sendung?',
      answer: [
        'Geben Sie auf der Verfolgungsseite die Sendungsnummer, die Konnossementnummer, die Luftfrachtbriefnummer oder die Containernummer ein. Sie sehen jeden Meilenstein von der Abholung bis zur Zustellung.',
      ],
    },
    'tracking-updates': {
      question: 'Wie oft wird die Sendungsverfolgung aktualisiert?',
      answer: [
        'Straßensendungen melden ihre Position alle 15 Minuten; See- und Luftsendungen werden bei jedem Meilenstein aktualisiert, den der Frachtführer meldet, etwa verladen, abgefahren und angekommen.',
      ],
    },
    'tracking-delay': {
      question: 'Meine Sendung verspätet sich. Was passiert jetzt?',
      answer: [
        'Ihr Ansprechpartner wird informiert, sobald ein Frachtführer eine Verspätung meldet, mit der neuen voraussichtlichen Ankunftszeit. Verspätungen auf See entstehen oft durch überlastete Häfen oder einen Schiffswechsel im Umschlaghafen.',
      ],
    },
    'payment-terms': {
      question: 'Welche Zahlungsbedingungen gelten?',
      answer: [
        'Neukunden zahlen, bevor die Ware freigegeben wird; Kunden mit Kundenkonto zahlen innerhalb von 30 Tagen ab Rechnungsdatum. Zölle und Steuern, die wir für Sie auslegen, sind sofort fällig.',
      ],
    },
    'payment-currency': {
      question: 'In welcher Währung zahle ich?',
      answer: [
        'Seefracht wird meist in US-Dollar berechnet, örtliche Kosten in der Landeswährung. Sie können eine einzige Rechnung in Euro oder Ihrer Währung zum Kurs des Rechnungsdatums verlangen.',
      ],
    },
    'payment-letter-of-credit': {
      question: 'Arbeiten Sie mit Akkreditiven?',
      answer: [
        'Ja. Senden Sie uns das Akkreditiv vor der Buchung: Daten, Häfen und Dokumentenanforderungen müssen genau zum Konnossement passen, sonst kann die Bank die Dokumente zurückweisen.',
      ],
    },
  },
  categories: {
    'booking-quotes': {
      title: 'Buchung und Angebote',
      description:
        'Sendungen kalkulieren, Frachtraum buchen und die Zuschläge einer Frachtrechnung.',
    },
    'customs-documents': {
      title: 'Zoll und Dokumente',
      description: 'Waren einreihen, Transportdokumente und vorübergehende Einfuhren.',
    },
    warehousing: {
      title: 'Lagerhaltung',
      description: 'Wareneingang, Zolllager und genaue Bestände.',
    },
    'dangerous-goods': {
      title: 'Gefahrgut',
      description: 'Gefahrklassen, Erklärungen und die Regeln für Batterien.',
    },
    'systems-accounts': {
      title: 'Systeme und Konten',
      description: 'Rollen, Passwörter und die Nummern, die unsere Systeme einer Sendung geben.',
    },
  },
  articles: {
    'chargeable-weight': {
      title: 'Das frachtpflichtige Gewicht berechnen',
      body: [
        'Frachtführer berechnen das höhere von Bruttogewicht und Volumengewicht. Messen Sie jedes Packstück in Zentimetern und multiplizieren Sie Länge, Breite und Höhe.',
        'In der Luftfracht teilen Sie das Volumen in Kubikzentimetern durch 6.000 (1 m³ = 167 kg). Auf der Straße zählen die meisten Frachtführer 1 m³ als 333 kg. In der LCL-Seefracht wird ein Kubikmeter gegen eine Tonne gerechnet (1 m³ = 1.000 kg).',
        'Runden Sie jedes Maß vor der Berechnung auf den nächsten ganzen Zentimeter auf, wie es der Frachtführer tut.',
      ],
    },
    'fcl-lcl-booking': {
      title: 'FCL- und LCL-Seefracht buchen',
      body: [
        'FCL (Full Container Load) bucht einen ganzen 20- oder 40-Fuß-Container für einen Versender; LCL (Less than Container Load) teilt einen Container mit anderen Versendern und wird je Kubikmeter berechnet.',
        'Ab etwa 15 m³ ist ein 20-Fuß-Container meist günstiger als LCL. Buchen Sie mindestens 10 Tage vor dem Annahmeschluss des Schiffs und melden Sie die verifizierte Bruttomasse (VGM), bevor der Container verladen wird.',
      ],
    },
    'ocean-surcharges': {
      title: 'Zuschläge auf einer Seefrachtrechnung',
      body: [
        'Neben der Grundrate enthält eine Seefrachtrechnung Zuschläge: BAF (Bunkerzuschlag) für den Treibstoffpreis, CAF (Währungszuschlag), THC (Terminal Handling Charges) an beiden Enden und in starken Monaten einen PSS (Hochsaisonzuschlag).',
        'Geben Sie im Angebot immer an, welche Zuschläge enthalten sind. Ein Angebot „all in“ enthält alle am Angebotstag bekannten Zuschläge.',
      ],
    },
    'hs-classification': {
      title: 'Waren mit HS-Codes einreihen',
      body: [
        'Das Harmonisierte System der Weltzollorganisation ordnet Waren in 21 Abschnitte und 97 Kapitel. Die ersten sechs Stellen eines Codes sind in jedem Land gleich; die EU ergänzt zwei Stellen für die Kombinierte Nomenklatur und weitere für ihren TARIC.',
        'Reihen Sie nach Beschaffenheit und Funktion der Ware ein und wenden Sie die Allgemeinen Vorschriften für die Auslegung der Reihe nach an. Im Zweifel beantragen Sie beim Zoll eine verbindliche Zolltarifauskunft, die drei Jahre gilt.',
      ],
    },
    'bill-of-lading': {
      title: 'Konnossement, Seefrachtbrief und Telex-Release',
      body: [
        'Das Konnossement ist die Empfangsbestätigung des Frachtführers, der Nachweis des Frachtvertrags und ein Wertpapier: Wer das Original besitzt, kann die Ware am Bestimmungsort übernehmen.',
        'Ein Seefrachtbrief (Sea Waybill) ist kein Wertpapier: Der genannte Empfänger erhält die Ware, ohne ihn vorzulegen. Ein Telex-Release bedeutet, dass die Originale im Abgangshafen zurückgegeben wurden und die Ware ohne sie freigegeben wird.',
      ],
    },
    'ata-carnet': {
      title: 'Vorübergehende Ausfuhr mit Carnet ATA',
      body: [
        'Mit einem Carnet ATA gelangt Ware bis zu einem Jahr ohne Zölle und Steuern in ein Mitgliedsland: Messegut, Berufsausrüstung und Warenmuster.',
        'Die Industrie- und Handelskammer stellt es gegen eine Sicherheit aus. Der Zoll stempelt bei jedem Grenzübertritt einen Abschnitt; fehlt der Stempel bei der Wiederausfuhr, werden die Abgaben fällig.',
      ],
    },
    'warehouse-receiving': {
      title: 'Wareneingang im Lager',
      body: [
        'Prüfen Sie die Plombennummer des Lkw mit den Papieren, bevor Sie ihn öffnen. Zählen Sie die Packstücke, vergleichen Sie sie mit Lieferschein und Lieferavis und fotografieren Sie jeden Schaden.',
        'Vermerken Sie jede Abweichung auf dem Lieferschein, bevor der Fahrer unterschreibt, und scannen Sie dann jede Palette auf ihren Lagerplatz, damit der Bestand noch am selben Tag verfügbar ist.',
      ],
    },
    'bonded-warehouse': {
      title: 'Ware im Zolllager lagern',
      body: [
        'In einem Zolllager werden eingeführte Waren gelagert, ohne Zölle und Einfuhrumsatzsteuer zu zahlen, bis sie in den freien Verkehr überführt oder wieder ausgeführt werden.',
        'Jede Ein- und Auslagerung muss für den Zoll erfasst werden, und die Ware darf nur üblichen Behandlungen wie Umpacken oder Etikettieren unterzogen werden.',
      ],
    },
    'cycle-counts': {
      title: 'Permanente Inventur statt Jahresinventur',
      body: [
        'Eine permanente Inventur zählt jeden Tag einige Lagerplätze, statt das Lager einmal im Jahr zu schließen. Zählen Sie schnell drehende A-Artikel monatlich, B-Artikel vierteljährlich und C-Artikel zweimal im Jahr.',
        'Klären Sie jede Differenz, bevor Sie sie korrigieren: Die üblichen Ursachen sind eine falsche Kommissionierung, ein auf den falschen Platz gebuchter Eingang und eine verwechselte Mengeneinheit.',
      ],
    },
    'imdg-classes': {
      title: 'Die neun Gefahrgutklassen',
      body: [
        'Der IMDG-Code und die IATA-Vorschriften verwenden dieselben neun Klassen: 1 explosive Stoffe, 2 Gase, 3 entzündbare flüssige Stoffe, 4 entzündbare feste Stoffe, 5 entzündend wirkende Stoffe und organische Peroxide, 6 giftige und ansteckungsgefährliche Stoffe, 7 radioaktive Stoffe, 8 ätzende Stoffe und 9 verschiedene gefährliche Stoffe.',
        'Klasse, UN-Nummer und Verpackungsgruppe (I hohe, II mittlere, III geringe Gefahr) bestimmen die Verpackung, die Kennzeichnung und wie Güter verschiedener Klassen zusammen gestaut werden dürfen.',
      ],
    },
    'dg-documents': {
      title: 'Dokumente für Gefahrgut',
      body: [
        'Jede Gefahrgutsendung braucht eine Erklärung des Versenders: auf See die Gefahrguterklärung nach IMDG-Code, in der Luft die Shipper’s Declaration for Dangerous Goods. Nur geschulte Mitarbeiter dürfen sie unterschreiben.',
        'Prüfen Sie, dass UN-Nummer, offizielle Benennung, Klasse und Verpackungsgruppe auf der Erklärung, dem Sicherheitsdatenblatt und den Gefahrzetteln übereinstimmen.',
      ],
    },
    'lithium-batteries': {
      title: 'Lithiumbatterien versenden',
      body: [
        'Lithium-Ionen-Batterien sind UN3480, wenn sie allein versandt werden, und UN3481, wenn sie mit Geräten verpackt oder in Geräten eingebaut sind; Lithium-Metall-Batterien sind UN3090 und UN3091. Alle gehören zur Klasse 9.',
        'In der Luftfracht reist UN3480 nur mit Frachtflugzeugen und mit höchstens 30 % Ladezustand. Jeder Batterietyp muss die Prüfungen nach UN 38.3 bestanden haben; verlangen Sie vom Versender die Prüfzusammenfassung.',
      ],
    },
    'roles-and-access': {
      title: 'Rollen und Zugriff',
      body: [
        'Jedes Mitarbeiterkonto hat eine Rolle. Bearbeiter arbeiten mit Sendungen, Kunden und Dokumenten; Administratoren verwalten zusätzlich Benutzer, Rollen und die Einstellungen des Unternehmens.',
        'Fragen Sie einen Administrator, wenn Sie eine Seite brauchen, die Sie nicht öffnen können. Teilen Sie Ihr Konto nie: Jede Änderung wird unter dem Namen der angemeldeten Person gespeichert.',
      ],
    },
    'password-reset': {
      title: 'Das Passwort zurücksetzen',
      body: [
        'Wählen Sie auf der Anmeldeseite „Passwort vergessen“ und geben Sie Ihre dienstliche E-Mail-Adresse ein. Sie erhalten einen Link, der einmal funktioniert und nach einer Stunde abläuft.',
        'Wählen Sie ein Passwort mit mindestens acht Zeichen, das Sie nirgends sonst verwenden. Kommt keine Mail an, sehen Sie im Spam-Ordner nach und fragen Sie dann einen Administrator.',
      ],
    },
    'tracking-numbers': {
      title: 'Die Nummern einer Sendung',
      body: [
        'Eine Sendung lässt sich über mehrere Nummern finden: unsere eigene Sendungsnummer, die Konnossementnummer der Reederei, die Luftfrachtbriefnummer (drei Ziffern für die Fluggesellschaft, dann acht) und die Containernummer (vier Buchstaben, dann sieben Ziffern).',
        'Die letzte Ziffer einer Containernummer ist eine Prüfziffer: Lehnt das System eine Nummer ab, prüfen Sie die Eingabe, bevor Sie erneut suchen.',
      ],
    },
  },
};
