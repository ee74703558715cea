import type { HelpTexts } from './structure';

/** The help content in English, the language every other one is translated from. */
export const helpEn: HelpTexts = {
  faqGroups: {
    quotes: 'Quotes',
    incoterms: 'Incoterms',
    customs: 'Customs documents',
    'dangerous-goods': 'Dangerous goods',
    insurance: 'Insurance',
    tracking: 'Tracking',
    payment: 'Payment',
  },
  faq: {
    'quote-request': {
      question: 'How do I get a quote for a shipment?',
      answer: [
        'Send us the origin and destination, the goods, the number of packages with their weight and dimensions, the Incoterm and the date the cargo is ready. We answer within one working day, and within two hours for urgent air freight.',
      ],
    },
    'quote-validity': {
      question: 'How long is a quote valid?',
      answer: [
        'Air and road quotes are valid for 7 days, sea freight quotes until the end of the month, because carriers change their rates and surcharges such as the bunker adjustment factor every month.',
      ],
    },
    'quote-price': {
      question: 'Why is my price based on more than the real weight?',
      answer: [
        'Carriers charge the chargeable weight: the greater of the gross weight and the volumetric weight. By air, one cubic metre counts as 167 kg; so a light but bulky parcel is charged by its volume.',
      ],
    },
    'incoterm-choice': {
      question: 'Which Incoterm should I choose?',
      answer: [
        'Incoterms 2020 has eleven rules that say who pays for transport and insurance and where the risk passes from seller to buyer. For containers, FCA, CPT, CIP, DAP, DPU and DDP suit every mode; FAS, FOB, CFR and CIF are for sea and inland waterway only.',
      ],
    },
    'incoterm-exw-fca': {
      question: 'What is the difference between EXW and FCA?',
      answer: [
        'Under EXW (Ex Works) the buyer loads the goods at the seller’s premises and handles export clearance. Under FCA (Free Carrier) the seller clears the goods for export and hands them to the buyer’s carrier, which is why FCA is usually the better choice for international trade.',
      ],
    },
    'incoterm-dap-ddp': {
      question: 'What is the difference between DAP and DDP?',
      answer: [
        'Both deliver to the named place at destination. Under DAP (Delivered at Place) the buyer pays import duties and taxes; under DDP (Delivered Duty Paid) the seller pays them and must be able to act as importer in the buyer’s country.',
      ],
    },
    'customs-documents': {
      question: 'Which documents does customs need?',
      answer: [
        'Usually a commercial invoice, a packing list and the transport document (bill of lading or air waybill). Depending on the goods and the countries, also a certificate of origin, an import licence or a phytosanitary certificate.',
      ],
    },
    'customs-hs-code': {
      question: 'What is an HS code and who provides it?',
      answer: [
        'The Harmonized System code classifies goods for customs: its first six digits are the same worldwide, and each country adds digits for its own tariff. The exporter is responsible for it; our brokers can check a classification before the goods ship.',
      ],
    },
    'customs-ata-carnet': {
      question: 'Can I send goods abroad for a trade fair without paying duties?',
      answer: [
        'Yes, with an ATA carnet: a customs document for the temporary import of goods such as exhibits, professional equipment and samples, valid for up to one year. The goods must come back unchanged.',
      ],
    },
    'dg-accepted': {
      question: 'Do you ship dangerous goods?',
      answer: [
        'Yes, in all nine classes of the IMDG Code by sea and of the IATA Dangerous Goods Regulations by air, except the goods those rules forbid. Tell us the UN number and send the safety data sheet with your request.',
      ],
    },
    'dg-lithium': {
      question: 'Can I send lithium batteries?',
      answer: [
        'Yes. Lithium-ion batteries are UN3480 alone, UN3481 packed with or contained in equipment; they are class 9. By air, batteries shipped alone must travel on cargo aircraft and at a state of charge of no more than 30 %.',
      ],
    },
    'dg-documents': {
      question: 'Which documents do dangerous goods need?',
      answer: [
        'A dangerous goods declaration signed by a trained shipper (the Shipper’s Declaration for air), the safety data sheet, and packages marked and labelled with the UN number and the hazard labels of their class.',
      ],
    },
    'insurance-cover': {
      question: 'Is my cargo insured?',
      answer: [
        'Only if you ask for it. We offer cargo insurance on Institute Cargo Clauses (A), the widest cover, at a premium from 0.15 % of the insured value, usually the CIF value plus 10 %.',
      ],
    },
    'insurance-liability': {
      question: 'Is the carrier not liable for my goods anyway?',
      answer: [
        'Only up to the limits of the conventions: 8.33 SDR per kilogram by road under the CMR, and 666.67 SDR per package or 2 SDR per kilogram by sea under the Hague-Visby Rules. That is often far below the value of the goods.',
      ],
    },
    'insurance-claim': {
      question: 'What do I do if goods arrive damaged?',
      answer: [
        'Write the damage on the delivery note before you sign, take photos and keep the packaging. Notify us in writing at once, and for damage that was not visible within 3 days by sea or 7 days by road.',
      ],
    },
    'tracking-where': {
      question: 'Where is my shipment?',
      answer: [
        'Enter the tracking number, the bill of lading number, the air waybill number or the container number in the tracking page. You see each milestone from pick-up to delivery.',
      ],
    },
    'tracking-updates': {
      question: 'How often is the tracking updated?',
      answer: [
        'Road shipments report their position every 15 minutes; sea and air shipments are updated at each milestone the carrier reports, such as loaded on vessel, departed and arrived.',
      ],
    },
    'tracking-delay': {
      question: 'My shipment is late. What happens now?',
      answer: [
        'Your contact is told as soon as a carrier reports a delay, with the new estimated time of arrival. Delays at sea are often caused by port congestion or a change of vessel at the transhipment port.',
      ],
    },
    'payment-terms': {
      question: 'What are your payment terms?',
      answer: [
        'New customers pay before the goods are released; customers with an account pay within 30 days of the invoice date. Duties and taxes we advance for you are payable on receipt.',
      ],
    },
    'payment-currency': {
      question: 'In which currency do I pay?',
      answer: [
        'Sea freight is usually invoiced in US dollars, local charges in the currency of the country. You can ask for one invoice in euros or in your own currency at the exchange rate of the invoice date.',
      ],
    },
    'payment-letter-of-credit': {
      question: 'Do you work with letters of credit?',
      answer: [
        'Yes. Send us the letter of credit before booking: its dates, ports and document requirements must match the bill of lading exactly, or the bank may refuse the documents.',
      ],
    },
  },
  categories: {
    'booking-quotes': {
      title: 'Booking and quotes',
      description: 'Pricing a shipment, booking space and the surcharges on a freight invoice.',
    },
    'customs-documents': {
      title: 'Customs and documents',
      description: 'Classifying goods, transport documents and temporary imports.',
    },
    warehousing: {
      title: 'Warehousing',
      description: 'Receiving goods, bonded storage and keeping stock accurate.',
    },
    'dangerous-goods': {
      title: 'Dangerous goods',
      description: 'Hazard classes, declarations and the rules for batteries.',
    },
    'systems-accounts': {
      title: 'Systems and accounts',
      description: 'Roles, passwords and the numbers our systems give a shipment.',
    },
  },
  articles: {
    'chargeable-weight': {
      title: 'Calculating the chargeable weight',
      body: [
        'Carriers charge the greater of the gross weight and the volumetric weight. Measure each package in centimetres and multiply length by width by height.',
        'By air, divide the volume in cubic centimetres by 6,000 (1 m³ = 167 kg). By road, most carriers count 1 m³ as 333 kg. For LCL sea freight, one cubic metre is weighed against one tonne (1 m³ = 1,000 kg).',
        'Round each dimension up to the next whole centimetre before you calculate, as the carrier will.',
      ],
    },
    'fcl-lcl-booking': {
      title: 'Booking FCL and LCL sea freight',
      body: [
        'FCL (full container load) books a whole 20-foot or 40-foot container for one shipper; LCL (less than container load) shares a container with other shippers and is priced per cubic metre.',
        'Above about 15 m³, a 20-foot container is usually cheaper than LCL. Book at least 10 days before the vessel’s cut-off, and give the shipper’s verified gross mass (VGM) before the container is loaded.',
      ],
    },
    'ocean-surcharges': {
      title: 'Surcharges on a sea freight invoice',
      body: [
        'Besides the base rate, a sea freight invoice carries surcharges: BAF (bunker adjustment factor) for the fuel price, CAF (currency adjustment factor), THC (terminal handling charges) at each end, and in busy months a PSS (peak season surcharge).',
        'Always quote which surcharges are included. A quote “all in” includes every surcharge known on the day of the quote.',
      ],
    },
    'hs-classification': {
      title: 'Classifying goods with HS codes',
      body: [
        'The Harmonized System of the World Customs Organization sorts goods into 21 sections and 97 chapters. The first six digits of a code are the same in every country; the EU adds two for the Combined Nomenclature and more for its TARIC.',
        'Classify by what the goods are made of and what they do, following the General Interpretative Rules in order. When in doubt, ask customs for a binding tariff information, which is valid for three years.',
      ],
    },
    'bill-of-lading': {
      title: 'Bill of lading, sea waybill and telex release',
      body: [
        'The bill of lading is the carrier’s receipt for the goods, the evidence of the contract of carriage and a document of title: whoever holds the original can take the goods at destination.',
        'A sea waybill is not a document of title: the named consignee receives the goods without presenting it. A telex release means the originals were surrendered at origin, so the goods are released without them.',
      ],
    },
    'ata-carnet': {
      title: 'Temporary exports with an ATA carnet',
      body: [
        'An ATA carnet lets goods enter a member country without duties or taxes for up to one year: exhibits for trade fairs, professional equipment and commercial samples.',
        'The chamber of commerce issues it against a guarantee. Customs stamps a voucher at each border crossing; a missing stamp on re-export makes the duties payable.',
      ],
    },
    'warehouse-receiving': {
      title: 'Receiving goods at the warehouse',
      body: [
        'Check the truck’s seal number against the documents before opening it. Count the packages, compare them with the delivery note and the advance shipping notice, and photograph any damage.',
        'Note every difference on the delivery note before the driver signs, then scan each pallet into its location so the stock is available the same day.',
      ],
    },
    'bonded-warehouse': {
      title: 'Storing goods in a bonded warehouse',
      body: [
        'In a bonded (customs) warehouse, imported goods are stored without paying duties and import VAT until they are released for free circulation or exported again.',
        'Every movement in and out must be recorded for customs, and goods may only undergo usual handling such as repacking or labelling.',
      ],
    },
    'cycle-counts': {
      title: 'Cycle counts instead of a yearly stock-take',
      body: [
        'A cycle count checks a few locations every day instead of closing the warehouse once a year. Count fast-moving A items monthly, B items quarterly and C items twice a year.',
        'Investigate every difference before you correct it: a wrong pick, a receipt scanned into the wrong location and a unit-of-measure mistake are the usual causes.',
      ],
    },
    'imdg-classes': {
      title: 'The nine classes of dangerous goods',
      body: [
        'The IMDG Code and the IATA rules use the same nine classes: 1 explosives, 2 gases, 3 flammable liquids, 4 flammable solids, 5 oxidizing substances and organic peroxides, 6 toxic and infectious substances, 7 radioactive material, 8 corrosives, and 9 miscellaneous dangerous goods.',
        'The class, the UN number and the packing group (I great danger, II medium, III minor) decide the packaging, the labels and how goods of different classes may be stowed together.',
      ],
    },
    'dg-documents': {
      title: 'Documents for dangerous goods',
      body: [
        'Every dangerous goods shipment needs a declaration from the shipper: by sea the dangerous goods declaration of the IMDG Code, by air the Shipper’s Declaration for Dangerous Goods. Only trained staff may sign it.',
        'Check that the UN number, the proper shipping name, the class and the packing group are the same on the declaration, the safety data sheet and the package labels.',
      ],
    },
    'lithium-batteries': {
      title: 'Shipping lithium batteries',
      body: [
        'Lithium-ion batteries are UN3480 when shipped alone, UN3481 when packed with or contained in equipment; lithium metal batteries are UN3090 and UN3091. All are class 9.',
        'By air, UN3480 travels on cargo aircraft only, at no more than 30 % state of charge. Every battery type must have passed the UN 38.3 tests; ask the shipper for the test summary.',
      ],
    },
    'roles-and-access': {
      title: 'Roles and access',
      body: [
        'Every staff account has a role. Editors work with shipments, customers and documents; administrators also manage users, roles and the settings of the company.',
        'Ask an administrator if you need a screen you cannot open. Never share your account: every change is recorded under the name of the person signed in.',
      ],
    },
    'password-reset': {
      title: 'Resetting your password',
      body: [
        'On the sign-in page, choose “Forgot password” and enter your work email. You receive a link that works once and expires after one hour.',
        'Choose a password of at least eight characters that you do not use anywhere else. If no mail arrives, check your spam folder, then ask an administrator.',
      ],
    },
    'tracking-numbers': {
      title: 'The numbers of a shipment',
      body: [
        'A shipment can be found by several numbers: our own tracking number, the bill of lading number of the shipping line, the air waybill number (three digits for the airline, then eight), and the container number (four letters, then seven digits).',
        'The last digit of a container number is a check digit: if the system refuses a number, check it was typed correctly before you search again.',
      ],
    },
  },
};
