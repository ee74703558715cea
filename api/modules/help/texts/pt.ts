import type { HelpTexts } from './structure';

/** The help content in Portuguese. */
export const helpPt: HelpTexts = {
  faqGroups: {
    quotes: 'Cotações',
    incoterms: 'Incoterms',
    customs: 'Documentos aduaneiros',
    'dangerous-goods': 'Mercadorias perigosas',
    insurance: 'Seguro',
    tracking: 'Rastreamento',
    payment: 'Pagamento',
  },
  faq: {
    'quote-request': {
      question: 'Como obtenho uma cotação para um envio?',
      answer: [
        'Informe a origem e o destino, a mercadoria, o número de volumes com peso e dimensões, o Incoterm e a data em que a carga estará pronta. Respondemos em um dia útil, e em duas horas para frete aéreo urgente.',
      ],
    },
    'quote-validity': {
      question: 'Por quanto tempo uma cotação é válida?',
      answer: [
        'Cotações aéreas e rodoviárias valem 7 dias; as marítimas, até o fim do mês, porque os armadores mudam todo mês as tarifas e sobretaxas, como o ajuste de combustível (BAF).',
      ],
    },
    'quote-price': {
      question: 'Por que meu preço considera mais que o peso real?',
      answer: [
        'As transportadoras cobram o peso taxável: o maior entre o peso bruto e o peso cubado. No aéreo, um metro cúbico equivale a 167 kg; assim, um volume leve mas grande é cobrado pelo seu tamanho.',
      ],
    },
    'incoterm-choice': {
      question: 'Qual Incoterm devo escolher?',
      answer: [
        'Os Incoterms 2020 têm onze regras que definem quem paga o transporte e o seguro e onde o risco passa do vendedor ao comprador. Para contêineres, FCA, CPT, CIP, DAP, DPU e DDP servem a qualquer modal; FAS, FOB, CFR e CIF são só para transporte marítimo e fluvial.',
      ],
    },
    'incoterm-exw-fca': {
      question: 'Qual a diferença entre EXW e FCA?',
      answer: [
        'No EXW (Na origem), o comprador carrega a mercadoria no local do vendedor e cuida do desembaraço de exportação. No FCA (Livre no transportador), o vendedor desembaraça a exportação e entrega a mercadoria ao transportador do comprador; por isso o FCA costuma ser a melhor escolha no comércio internacional.',
      ],
    },
    'incoterm-dap-ddp': {
      question: 'Qual a diferença entre DAP e DDP?',
      answer: [
        'Ambos entregam no local indicado no destino. No DAP (Entregue no local), o comprador paga os impostos de importação; no DDP (Entregue com direitos pagos), quem paga é o vendedor, que precisa poder atuar como importador no país do comprador.',
      ],
    },
    'customs-documents': {
      question: 'Quais documentos a alfândega exige?',
      answer: [
        'Em geral a fatura comercial, o romaneio (packing list) e o documento de transporte (conhecimento de embarque ou conhecimento aéreo). Conforme a mercadoria e os países, também certificado de origem, licença de importação ou certificado fitossanitário.',
      ],
    },
    'customs-hs-code': {
      question: 'O que é um código SH e quem o informa?',
      answer: [
        'O código do Sistema Harmonizado classifica as mercadorias para a alfândega: os seis primeiros dígitos são iguais no mundo todo, e cada país acrescenta dígitos para sua própria tarifa (no Mercosul, a NCM). O exportador é o responsável; nossos despachantes podem conferir uma classificação antes do embarque.',
      ],
    },
    'customs-ata-carnet': {
      question: 'Posso enviar mercadoria para uma feira no exterior sem pagar impostos?',
      answer: [
        'Sim, com um carnê ATA: um documento aduaneiro para a admissão temporária de mercadorias como itens de exposição, equipamento profissional e amostras, válido por até um ano. A mercadoria deve voltar sem alterações.',
      ],
    },
    'dg-accepted': {
      question: 'Vocês transportam mercadorias perigosas?',
      answer: [
        'Sim, nas nove classes do Código IMDG no marítimo e do regulamento de artigos perigosos da IATA no aéreo, exceto o que essas regras proíbem. Informe o número ONU e envie a ficha de dados de segurança com o pedido.',
      ],
    },
    'dg-lithium': {
      question: 'Posso enviar baterias de lítio?',
      answer: [
        'Sim. Baterias de íon-lítio são UN3480 quando sozinhas e UN3481 quando embaladas com um equipamento ou contidas nele; são da classe 9. No aéreo, baterias enviadas sozinhas só viajam em aviões cargueiros e com no máximo 30 % de carga.',
      ],
    },
    'dg-documents': {
      question: 'Quais documentos as mercadorias perigosas exigem?',
      answer: [
        'Uma declaração de mercadorias perigosas assinada por um expedidor treinado (a Shipper’s Declaration no aéreo), a ficha de dados de segurança e volumes marcados e etiquetados com o número ONU e os rótulos de risco da sua classe.',
      ],
    },
    'insurance-cover': {
      question: 'Minha carga está segurada?',
      answer: [
        'Só se você solicitar. Oferecemos seguro de carga pelas Institute Cargo Clauses (A), a cobertura mais ampla, com prêmio a partir de 0,15 % do valor segurado, em geral o valor CIF mais 10 %.',
      ],
    },
    'insurance-liability': {
      question: 'O transportador já não responde pela minha carga?',
      answer: [
        'Só até os limites das convenções: 8,33 DES por quilo no rodoviário pela CMR, e 666,67 DES por volume ou 2 DES por quilo no marítimo pelas Regras de Haia-Visby. Muitas vezes isso fica muito abaixo do valor da mercadoria.',
      ],
    },
    'insurance-claim': {
      question: 'O que faço se a carga chegar avariada?',
      answer: [
        'Anote a avaria no comprovante de entrega antes de assinar, tire fotos e guarde a embalagem. Avise-nos por escrito imediatamente e, para avarias não aparentes, em até 3 dias no marítimo ou 7 dias no rodoviário.',
      ],
    },
    'tracking-where': {
      question: 'Onde está o meu envio?',
      answer: [
        'Digite na página de rastreamento o número de rastreio, o número do conhecimento de embarque, do conhecimento aéreo ou do contêiner. Você vê cada etapa, da coleta à entrega.',
      ],
    },
    'tracking-updates': {
      question: 'Com que frequência o rastreamento é atualizado?',
      answer: [
        'Envios rodoviários informam a posição a cada 15 minutos; envios marítimos e aéreos são atualizados a cada etapa informada pelo transportador, como embarcado, partiu e chegou.',
      ],
    },
    'tracking-delay': {
      question: 'Meu envio está atrasado. E agora?',
      answer: [
        'Seu contato é avisado assim que um transportador informa um atraso, com a nova previsão de chegada. No marítimo, atrasos costumam vir de portos congestionados ou da troca de navio no porto de transbordo.',
      ],
    },
    'payment-terms': {
      question: 'Quais são as condições de pagamento?',
      answer: [
        'Clientes novos pagam antes da liberação da carga; clientes com conta pagam em até 30 dias da data da fatura. Impostos e taxas que adiantamos por você vencem no recebimento.',
      ],
    },
    'payment-currency': {
      question: 'Em que moeda eu pago?',
      answer: [
        'O frete marítimo costuma ser faturado em dólares americanos, e as despesas locais na moeda do país. Você pode pedir uma única fatura em euros ou na sua moeda, ao câmbio da data da fatura.',
      ],
    },
    'payment-letter-of-credit': {
      question: 'Vocês trabalham com cartas de crédito?',
      answer: [
        'Sim. Envie-nos a carta de crédito antes da reserva: datas, portos e documentos exigidos devem corresponder exatamente ao conhecimento de embarque, ou o banco pode recusar os documentos.',
      ],
    },
  },
  categories: {
    'booking-quotes': {
      title: 'Reservas e cotações',
      description: 'Calcular um envio, reservar espaço e as sobretaxas de uma fatura de frete.',
    },
    'customs-documents': {
      title: 'Alfândega e documentos',
      description: 'Classificar mercadorias, documentos de transporte e admissões temporárias.',
    },
    warehousing: {
      title: 'Armazenagem',
      description: 'Recebimento de mercadorias, entreposto aduaneiro e estoque correto.',
    },
    'dangerous-goods': {
      title: 'Mercadorias perigosas',
      description: 'Classes de risco, declarações e as regras para baterias.',
    },
    'systems-accounts': {
      title: 'Sistemas e contas',
      description: 'Perfis, senhas e os números que nossos sistemas dão a um envio.',
    },
  },
  articles: {
    'chargeable-weight': {
      title: 'Calcular o peso taxável',
      body: [
        'As transportadoras cobram o maior entre o peso bruto e o peso cubado. Meça cada volume em centímetros e multiplique comprimento, largura e altura.',
        'No aéreo, divida o volume em centímetros cúbicos por 6.000 (1 m³ = 167 kg). No rodoviário, a maioria conta 1 m³ como 333 kg. No marítimo LCL, um metro cúbico é comparado a uma tonelada (1 m³ = 1.000 kg).',
        'Arredonde cada medida para o centímetro inteiro seguinte antes do cálculo, como fará a transportadora.',
      ],
    },
    'fcl-lcl-booking': {
      title: 'Reservar frete marítimo FCL e LCL',
      body: [
        'FCL (contêiner completo) reserva um contêiner inteiro de 20 ou 40 pés para um só embarcador; LCL (carga fracionada) divide um contêiner com outros embarcadores e é cobrado por metro cúbico.',
        'Acima de cerca de 15 m³, um contêiner de 20 pés costuma sair mais barato que o LCL. Reserve ao menos 10 dias antes do deadline do navio e informe a massa bruta verificada (VGM) antes do embarque do contêiner.',
      ],
    },
    'ocean-surcharges': {
      title: 'Sobretaxas de uma fatura de frete marítimo',
      body: [
        'Além da tarifa básica, a fatura marítima traz sobretaxas: BAF (ajuste de combustível), CAF (ajuste cambial), THC (taxa de movimentação no terminal) em cada ponta e, nos meses de pico, a PSS (sobretaxa de alta temporada).',
        'Diga sempre quais sobretaxas estão incluídas. Uma cotação “all in” inclui todas as sobretaxas conhecidas no dia da cotação.',
      ],
    },
    'hs-classification': {
      title: 'Classificar mercadorias com códigos SH',
      body: [
        'O Sistema Harmonizado da Organização Mundial das Alfândegas organiza as mercadorias em 21 seções e 97 capítulos. Os seis primeiros dígitos são iguais em todos os países; o Mercosul acrescenta dois na NCM, e a UE dois na Nomenclatura Combinada.',
        'Classifique pelo material e pela função da mercadoria, aplicando em ordem as Regras Gerais de Interpretação. Na dúvida, peça à alfândega uma solução de consulta de classificação, que vincula a administração.',
      ],
    },
    'bill-of-lading': {
      title: 'Conhecimento de embarque, sea waybill e telex release',
      body: [
        'O conhecimento de embarque (B/L) é o recibo da mercadoria pelo transportador, a prova do contrato de transporte e um título de propriedade: quem tem o original retira a mercadoria no destino.',
        'O sea waybill não é título: o consignatário indicado recebe a carga sem apresentá-lo. Telex release significa que os originais foram entregues na origem, e a carga é liberada sem eles.',
      ],
    },
    'ata-carnet': {
      title: 'Exportação temporária com carnê ATA',
      body: [
        'O carnê ATA permite que mercadorias entrem em um país membro sem impostos por até um ano: itens de feiras, equipamento profissional e amostras comerciais.',
        'A câmara de comércio o emite mediante garantia. A alfândega carimba um voucher em cada fronteira; sem o carimbo na reexportação, os impostos passam a ser devidos.',
      ],
    },
    'warehouse-receiving': {
      title: 'Recebimento de mercadorias no armazém',
      body: [
        'Confira o número do lacre do caminhão com os documentos antes de abri-lo. Conte os volumes, compare com a nota de entrega e o aviso de embarque e fotografe qualquer avaria.',
        'Anote cada divergência na nota de entrega antes de o motorista assinar e depois escaneie cada palete no seu endereço, para que o estoque fique disponível no mesmo dia.',
      ],
    },
    'bonded-warehouse': {
      title: 'Armazenar em entreposto aduaneiro',
      body: [
        'Em um entreposto aduaneiro, as mercadorias importadas ficam armazenadas sem pagar impostos de importação até serem nacionalizadas ou reexportadas.',
        'Cada entrada e saída deve ser registrada para a alfândega, e a mercadoria só pode passar por manuseios usuais, como reembalagem ou etiquetagem.',
      ],
    },
    'cycle-counts': {
      title: 'Inventário rotativo em vez do inventário anual',
      body: [
        'O inventário rotativo confere alguns endereços por dia, em vez de fechar o armazém uma vez por ano. Conte os itens A de giro rápido todo mês, os itens B a cada trimestre e os itens C duas vezes por ano.',
        'Investigue cada divergência antes de corrigi-la: separação errada, recebimento escaneado no endereço errado e confusão de unidade de medida são as causas comuns.',
      ],
    },
    'imdg-classes': {
      title: 'As nove classes de mercadorias perigosas',
      body: [
        'O Código IMDG e as regras da IATA usam as mesmas nove classes: 1 explosivos, 2 gases, 3 líquidos inflamáveis, 4 sólidos inflamáveis, 5 substâncias oxidantes e peróxidos orgânicos, 6 substâncias tóxicas e infectantes, 7 material radioativo, 8 corrosivos e 9 substâncias perigosas diversas.',
        'A classe, o número ONU e o grupo de embalagem (I alto risco, II médio, III baixo) definem a embalagem, os rótulos e como cargas de classes diferentes podem ser estivadas juntas.',
      ],
    },
    'dg-documents': {
      title: 'Documentos para mercadorias perigosas',
      body: [
        'Todo envio de mercadorias perigosas exige uma declaração do expedidor: no marítimo a declaração de mercadorias perigosas do Código IMDG, no aéreo a Shipper’s Declaration for Dangerous Goods. Só pessoal treinado pode assiná-la.',
        'Confira se o número ONU, o nome apropriado para embarque, a classe e o grupo de embalagem são iguais na declaração, na ficha de dados de segurança e nos rótulos dos volumes.',
      ],
    },
    'lithium-batteries': {
      title: 'Enviar baterias de lítio',
      body: [
        'Baterias de íon-lítio são UN3480 quando enviadas sozinhas e UN3481 quando embaladas com um equipamento ou contidas nele; baterias de lítio metálico são UN3090 e UN3091. Todas são da classe 9.',
        'No aéreo, a UN3480 só viaja em aviões cargueiros, com no máximo 30 % de carga. Todo tipo de bateria deve ter passado nos testes UN 38.3; peça ao expedidor o resumo dos testes.',
      ],
    },
    'roles-and-access': {
      title: 'Perfis e acesso',
      body: [
        'Toda conta da equipe tem um perfil. Editores trabalham com envios, clientes e documentos; administradores também gerenciam usuários, perfis e as configurações da empresa.',
        'Peça a um administrador se precisar de uma tela que não consegue abrir. Nunca compartilhe sua conta: cada alteração fica registrada em nome de quem está conectado.',
      ],
    },
    'password-reset': {
      title: 'Redefinir a senha',
      body: [
        'Na página de entrada, escolha “Esqueci a senha” e digite seu e-mail de trabalho. Você recebe um link que funciona uma vez e expira em uma hora.',
        'Escolha uma senha de pelo menos oito caracteres que você não use em outro lugar. Se nenhum e-mail chegar, veja a pasta de spam e depois fale com um administrador.',
      ],
    },
    'tracking-numbers': {
      title: 'Os números de um envio',
      body: [
        'Um envio pode ser encontrado por vários números: nosso número de rastreio, o número do conhecimento de embarque do armador, o número do conhecimento aéreo (três dígitos da companhia aérea e mais oito) e o número do contêiner (quatro letras e sete dígitos).',
        'O último dígito do número do contêiner é um dígito verificador: se o sistema recusar um número, confira a digitação antes de buscar de novo.',
      ],
    },
  },
};
