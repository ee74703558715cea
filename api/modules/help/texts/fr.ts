import type { HelpTexts } from './structure';

/** The help content in French. */
export const helpFr: HelpTexts = {
  faqGroups: {
    quotes: 'Devis',
    incoterms: 'Incoterms',
    customs: 'Documents douaniers',
    'dangerous-goods': 'Marchandises dangereuses',
    insurance: 'Assurance',
    tracking: 'Suivi',
    payment: 'Paiement',
  },
  faq: {
    'quote-request': {
      question: 'Comment obtenir un devis pour un envoi ?',
      answer: [
        'Indiquez-nous l’origine et la destination, la marchandise, le nombre de colis avec leur poids et leurs dimensions, l’Incoterm et la date à laquelle la marchandise est prête. Nous répondons sous un jour ouvré, et sous deux heures pour le fret aérien urgent.',
      ],
    },
    'quote-validity': {
      question: 'Combien de temps un devis est-il valable ?',
      answer: [
        'Les devis aérien et routier sont valables 7 jours, les devis maritimes jusqu’à la fin du mois, car les compagnies modifient chaque mois leurs taux et leurs surcharges, comme la surcharge combustible (BAF).',
      ],
    },
    'quote-price': {
      question: 'Pourquoi mon prix dépasse-t-il le poids réel ?',
      answer: [
        'Les transporteurs facturent le poids taxable : le plus élevé entre le poids brut et le poids volumétrique. En aérien, un mètre cube compte pour 167 kg ; un colis léger mais volumineux est donc facturé selon son volume.',
      ],
    },
    'incoterm-choice': {
      question: 'Quel Incoterm choisir ?',
      answer: [
        'Les Incoterms 2020 comptent onze règles qui fixent qui paie le transport et l’assurance et où le risque passe du vendeur à l’acheteur. Pour les conteneurs, FCA, CPT, CIP, DAP, DPU et DDP conviennent à tous les modes ; FAS, FOB, CFR et CIF sont réservés au transport maritime et fluvial.',
      ],
    },
    'incoterm-exw-fca': {
      question: 'Quelle différence entre EXW et FCA ?',
      answer: [
        'En EXW (À l’usine), l’acheteur charge la marchandise chez le vendeur et s’occupe du dédouanement export. En FCA (Franco transporteur), le vendeur dédouane la marchandise à l’export et la remet au transporteur de l’acheteur ; c’est pourquoi FCA est en général le meilleur choix à l’international.',
      ],
    },
    'incoterm-dap-ddp': {
      question: 'Quelle différence entre DAP et DDP ?',
      answer: [
        'Les deux livrent au lieu convenu à destination. En DAP (Rendu au lieu de destination), l’acheteur paie les droits et taxes à l’import ; en DDP (Rendu droits acquittés), le vendeur les paie et doit pouvoir agir comme importateur dans le pays de l’acheteur.',
      ],
    },
    'customs-documents': {
      question: 'Quels documents la douane demande-t-elle ?',
      answer: [
        'En général une facture commerciale, une liste de colisage et le document de transport (connaissement ou lettre de transport aérien). Selon la marchandise et les pays, aussi un certificat d’origine, une licence d’importation ou un certificat phytosanitaire.',
      ],
    },
    'customs-hs-code': {
      question: 'Qu’est-ce qu’un code SH et qui le fournit ?',
      answer: [
        'Le code du Système harmonisé classe les marchandises pour la douane : ses six premiers chiffres sont les mêmes partout dans le monde, et chaque pays ajoute des chiffres pour son propre tarif. L’exportateur en est responsable ; nos déclarants peuvent vérifier un classement avant l’expédition.',
      ],
    },
    'customs-ata-carnet': {
      question: 'Puis-je envoyer des marchandises à un salon à l’étranger sans payer de droits ?',
      answer: [
        'Oui, avec un carnet ATA : un document douanier pour l’importation temporaire de marchandises comme les objets d’exposition, le matériel professionnel et les échantillons, valable jusqu’à un an. Les marchandises doivent revenir inchangées.',
      ],
    },
    'dg-accepted': {
      question: 'Transportez-vous des marchandises dangereuses ?',
      answer: [
        'Oui, dans les neuf classes du code IMDG par mer et de la réglementation IATA sur les marchandises dangereuses par air, sauf les marchandises que ces règles interdisent. Indiquez-nous le numéro ONU et joignez la fiche de données de sécurité à votre demande.',
      ],
    },
    'dg-lithium': {
      question: 'Puis-je envoyer des batteries au lithium ?',
      answer: [
        'Oui. Les batteries lithium-ion sont UN3480 seules, UN3481 emballées avec un équipement ou contenues dans un équipement ; elles relèvent de la classe 9. En aérien, les batteries expédiées seules voyagent uniquement par avion cargo et avec un état de charge d’au plus 30 %.',
      ],
    },
    'dg-documents': {
      question: 'Quels documents faut-il pour des marchandises dangereuses ?',
      answer: [
        'Une déclaration de marchandises dangereuses signée par un expéditeur formé (la Shipper’s Declaration en aérien), la fiche de données de sécurité, et des colis marqués et étiquetés avec le numéro ONU et les étiquettes de danger de leur classe.',
      ],
    },
    'insurance-cover': {
      question: 'Ma marchandise est-elle assurée ?',
      answer: [
        'Seulement si vous le demandez. Nous proposons une assurance marchandises selon les Institute Cargo Clauses (A), la couverture la plus large, avec une prime à partir de 0,15 % de la valeur assurée, en général la valeur CIF plus 10 %.',
      ],
    },
    'insurance-liability': {
      question: 'Le transporteur n’est-il pas responsable de toute façon ?',
      answer: [
        'Seulement dans les limites des conventions : 8,33 DTS par kilogramme par route selon la CMR, et 666,67 DTS par colis ou 2 DTS par kilogramme par mer selon les règles de La Haye-Visby. C’est souvent bien en dessous de la valeur de la marchandise.',
      ],
    },
    'insurance-claim': {
      question: 'Que faire si la marchandise arrive endommagée ?',
      answer: [
        'Inscrivez les dommages sur le bon de livraison avant de signer, prenez des photos et gardez l’emballage. Prévenez-nous aussitôt par écrit, et pour un dommage non apparent sous 3 jours par mer ou 7 jours par route.',
      ],
    },
    'tracking-where': {
      question: 'Où est mon envoi ?',
      answer: [
        'Saisissez le numéro de suivi, le numéro de connaissement, le numéro de lettre de transport aérien ou le numéro de conteneur sur la page de suivi. Vous voyez chaque étape, de l’enlèvement à la livraison.',
      ],
    },
    'tracking-updates': {
      question: 'À quelle fréquence le suivi est-il mis à jour ?',
      answer: [
        'Les envois routiers transmettent leur position toutes les 15 minutes ; les envois maritimes et aériens sont mis à jour à chaque étape annoncée par le transporteur, comme chargé à bord, parti et arrivé.',
      ],
    },
    'tracking-delay': {
      question: 'Mon envoi est en retard. Que se passe-t-il ?',
      answer: [
        'Votre interlocuteur est prévenu dès qu’un transporteur signale un retard, avec la nouvelle heure d’arrivée prévue. En mer, les retards viennent souvent de la congestion des ports ou d’un changement de navire au port de transbordement.',
      ],
    },
    'payment-terms': {
      question: 'Quelles sont vos conditions de paiement ?',
      answer: [
        'Les nouveaux clients paient avant la remise de la marchandise ; les clients en compte paient sous 30 jours à compter de la date de facture. Les droits et taxes que nous avançons pour vous sont payables à réception.',
      ],
    },
    'payment-currency': {
      question: 'Dans quelle devise dois-je payer ?',
      answer: [
        'Le fret maritime est en général facturé en dollars américains, les frais locaux dans la monnaie du pays. Vous pouvez demander une seule facture en euros ou dans votre monnaie au taux du jour de la facture.',
      ],
    },
    'payment-letter-of-credit': {
      question: 'Travaillez-vous avec des lettres de crédit ?',
      answer: [
        'Oui. Envoyez-nous la lettre de crédit avant la réservation : ses dates, ses ports et les documents exigés doivent correspondre exactement au connaissement, sinon la banque peut refuser les documents.',
      ],
    },
  },
  categories: {
    'booking-quotes': {
      title: 'Réservations et devis',
      description:
        'Chiffrer un envoi, réserver de l’espace et les surcharges d’une facture de fret.',
    },
    'customs-documents': {
      title: 'Douane et documents',
      description:
        'Classer les marchandises, les documents de transport et les admissions temporaires.',
    },
    warehousing: {
      title: 'Entreposage',
      description: 'Réception des marchandises, entrepôt sous douane et stocks exacts.',
    },
    'dangerous-goods': {
      title: 'Marchandises dangereuses',
      description: 'Classes de danger, déclarations et règles pour les batteries.',
    },
    'systems-accounts': {
      title: 'Systèmes et comptes',
      description: 'Rôles, mots de passe et numéros que nos systèmes donnent à un envoi.',
    },
  },
  articles: {
    'chargeable-weight': {
      title: 'Calculer le poids taxable',
      body: [
        'Les transporteurs facturent le plus élevé entre le poids brut et le poids volumétrique. Mesurez chaque colis en centimètres et multipliez la longueur par la largeur et la hauteur.',
        'En aérien, divisez le volume en centimètres cubes par 6 000 (1 m³ = 167 kg). Par route, la plupart des transporteurs comptent 1 m³ pour 333 kg. En groupage maritime (LCL), un mètre cube est comparé à une tonne (1 m³ = 1 000 kg).',
        'Arrondissez chaque dimension au centimètre entier supérieur avant le calcul, comme le fera le transporteur.',
      ],
    },
    'fcl-lcl-booking': {
      title: 'Réserver du fret maritime FCL et LCL',
      body: [
        'Le FCL (conteneur complet) réserve un conteneur entier de 20 ou 40 pieds pour un seul chargeur ; le LCL (groupage) partage un conteneur avec d’autres chargeurs et se facture au mètre cube.',
        'Au-delà d’environ 15 m³, un conteneur de 20 pieds revient en général moins cher que le groupage. Réservez au moins 10 jours avant la clôture du navire et communiquez la masse brute vérifiée (VGM) avant le chargement du conteneur.',
      ],
    },
    'ocean-surcharges': {
      title: 'Les surcharges d’une facture de fret maritime',
      body: [
        'En plus du taux de base, une facture maritime comporte des surcharges : BAF (surcharge combustible) pour le prix du carburant, CAF (ajustement monétaire), THC (frais de manutention au terminal) à chaque extrémité et, pendant les mois chargés, une PSS (surcharge de haute saison).',
        'Précisez toujours quelles surcharges sont comprises. Un devis « tout compris » inclut toutes les surcharges connues le jour du devis.',
      ],
    },
    'hs-classification': {
      title: 'Classer les marchandises avec les codes SH',
      body: [
        'Le Système harmonisé de l’Organisation mondiale des douanes range les marchandises en 21 sections et 97 chapitres. Les six premiers chiffres d’un code sont les mêmes dans tous les pays ; l’UE en ajoute deux pour la Nomenclature combinée et d’autres pour son TARIC.',
        'Classez selon la matière et la fonction de la marchandise, en appliquant dans l’ordre les Règles générales interprétatives. En cas de doute, demandez à la douane un renseignement tarifaire contraignant, valable trois ans.',
      ],
    },
    'bill-of-lading': {
      title: 'Connaissement, lettre de transport maritime et télex release',
      body: [
        'Le connaissement est le reçu de la marchandise par le transporteur, la preuve du contrat de transport et un titre représentatif : celui qui détient l’original peut prendre livraison à destination.',
        'La lettre de transport maritime (sea waybill) n’est pas un titre : le destinataire désigné reçoit la marchandise sans la présenter. Un télex release signifie que les originaux ont été remis au départ, et la marchandise est libérée sans eux.',
      ],
    },
    'ata-carnet': {
      title: 'Exportations temporaires avec un carnet ATA',
      body: [
        'Un carnet ATA permet d’entrer dans un pays membre sans droits ni taxes pendant un an au plus : objets d’exposition pour les salons, matériel professionnel et échantillons commerciaux.',
        'La chambre de commerce le délivre contre une garantie. La douane tamponne un volet à chaque passage de frontière ; un tampon manquant à la réexportation rend les droits exigibles.',
      ],
    },
    'warehouse-receiving': {
      title: 'Réceptionner les marchandises à l’entrepôt',
      body: [
        'Comparez le numéro de scellé du camion avec les documents avant de l’ouvrir. Comptez les colis, comparez-les au bon de livraison et à l’avis d’expédition, et photographiez tout dommage.',
        'Notez chaque écart sur le bon de livraison avant que le chauffeur signe, puis scannez chaque palette dans son emplacement pour que le stock soit disponible le jour même.',
      ],
    },
    'bonded-warehouse': {
      title: 'Stocker en entrepôt sous douane',
      body: [
        'Dans un entrepôt sous douane, les marchandises importées sont stockées sans payer les droits ni la TVA à l’import jusqu’à leur mise en libre pratique ou leur réexportation.',
        'Chaque entrée et chaque sortie doivent être enregistrées pour la douane, et la marchandise ne peut subir que des manipulations usuelles, comme le reconditionnement ou l’étiquetage.',
      ],
    },
    'cycle-counts': {
      title: 'L’inventaire tournant plutôt que l’inventaire annuel',
      body: [
        'L’inventaire tournant vérifie quelques emplacements chaque jour au lieu de fermer l’entrepôt une fois par an. Comptez les articles A à forte rotation chaque mois, les articles B chaque trimestre et les articles C deux fois par an.',
        'Analysez chaque écart avant de le corriger : une erreur de prélèvement, une réception scannée au mauvais emplacement ou une confusion d’unité de mesure en sont les causes habituelles.',
      ],
    },
    'imdg-classes': {
      title: 'Les neuf classes de marchandises dangereuses',
      body: [
        'Le code IMDG et les règles IATA utilisent les mêmes neuf classes : 1 matières explosives, 2 gaz, 3 liquides inflammables, 4 solides inflammables, 5 matières comburantes et peroxydes organiques, 6 matières toxiques et infectieuses, 7 matières radioactives, 8 matières corrosives et 9 matières dangereuses diverses.',
        'La classe, le numéro ONU et le groupe d’emballage (I danger élevé, II moyen, III faible) déterminent l’emballage, les étiquettes et la façon dont des marchandises de classes différentes peuvent être arrimées ensemble.',
      ],
    },
    'dg-documents': {
      title: 'Les documents des marchandises dangereuses',
      body: [
        'Chaque envoi de marchandises dangereuses exige une déclaration de l’expéditeur : par mer la déclaration de marchandises dangereuses du code IMDG, par air la Shipper’s Declaration for Dangerous Goods. Seul un personnel formé peut la signer.',
        'Vérifiez que le numéro ONU, la désignation officielle de transport, la classe et le groupe d’emballage sont identiques sur la déclaration, la fiche de données de sécurité et les étiquettes des colis.',
      ],
    },
    'lithium-batteries': {
      title: 'Expédier des batteries au lithium',
      body: [
        'Les batteries lithium-ion sont UN3480 expédiées seules, UN3481 emballées avec un équipement ou contenues dans un équipement ; les batteries au lithium métal sont UN3090 et UN3091. Toutes relèvent de la classe 9.',
        'En aérien, l’UN3480 voyage uniquement par avion cargo, avec un état de charge d’au plus 30 %. Chaque type de batterie doit avoir réussi les épreuves UN 38.3 ; demandez à l’expéditeur le résumé des essais.',
      ],
    },
    'roles-and-access': {
      title: 'Rôles et accès',
      body: [
        'Chaque compte du personnel a un rôle. Les éditeurs travaillent sur les envois, les clients et les documents ; les administrateurs gèrent en plus les utilisateurs, les rôles et les réglages de l’entreprise.',
        'Demandez à un administrateur si vous avez besoin d’un écran que vous ne pouvez pas ouvrir. Ne partagez jamais votre compte : chaque modification est enregistrée au nom de la personne connectée.',
      ],
    },
    'password-reset': {
      title: 'Réinitialiser son mot de passe',
      body: [
        'Sur la page de connexion, choisissez « Mot de passe oublié » et saisissez votre adresse e-mail professionnelle. Vous recevez un lien utilisable une fois, qui expire au bout d’une heure.',
        'Choisissez un mot de passe d’au moins huit caractères que vous n’utilisez nulle part ailleurs. Si aucun message n’arrive, regardez dans les indésirables, puis demandez à un administrateur.',
      ],
    },
    'tracking-numbers': {
      title: 'Les numéros d’un envoi',
      body: [
        'Un envoi se retrouve par plusieurs numéros : notre propre numéro de suivi, le numéro de connaissement de la compagnie maritime, le numéro de lettre de transport aérien (trois chiffres pour la compagnie aérienne, puis huit) et le numéro de conteneur (quatre lettres, puis sept chiffres).',
        'Le dernier chiffre d’un numéro de conteneur est une clé de contrôle : si le système refuse un numéro, vérifiez la saisie avant de relancer la recherche.',
      ],
    },
  },
};
