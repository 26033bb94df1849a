/**
 * Each market's storefront navigation, in its language and with its shop's own paths: the menu
 * the account area shows around its pages, as the brand's public configuration lists it.
 */
export interface StorefrontMenu {
  main: readonly (readonly [label: string, path: string])[];
  footer: readonly (readonly [label: string, path: string])[];
  paths: { faq: string; allProducts: string; customerCare: string };
}

const menu = (
  main: StorefrontMenu['main'],
  footer: StorefrontMenu['footer'],
  paths: StorefrontMenu['paths'],
): StorefrontMenu => ({ main, footer, paths });

const DUTCH = menu(
  [
    ['Fotoboeken', '/fotoboeken'],
    ['Fotoafdrukken', '/fotoafdrukken'],
    ['Wanddecoratie', '/wanddecoratie'],
    ['Cadeaus', '/cadeaus'],
  ],
  [
    ['Klantenservice', '/klantenservice'],
    ['Privacy', '/privacy'],
  ],
  { faq: '/klantenservice', allProducts: '/producten', customerCare: '/contact' },
);

export const STOREFRONT_MENUS: Readonly<Record<string, StorefrontMenu>> = {
  'en-GB': menu(
    [
      ['Photo books', '/photo-books'],
      ['Prints', '/prints'],
      ['Wall art', '/wall-art'],
      ['Gifts', '/gifts'],
    ],
    [
      ['Help', '/help'],
      ['Privacy', '/privacy'],
    ],
    { faq: '/help', allProducts: '/products', customerCare: '/contact' },
  ),
  'nl-NL': DUTCH,
  'nl-BE': DUTCH,
  'de-AT': menu(
    [
      ['Fotobücher', '/fotobuecher'],
      ['Fotoabzüge', '/fotoabzuege'],
      ['Wandbilder', '/wandbilder'],
      ['Geschenke', '/geschenke'],
    ],
    [
      ['Hilfe', '/hilfe'],
      ['Datenschutz', '/datenschutz'],
    ],
    { faq: '/hilfe', allProducts: '/produkte', customerCare: '/kontakt' },
  ),
  'fr-FR': menu(
    [
      ['Livres photo', '/livre-photo'],
      ['Tirages photo', '/tirage-photo'],
      ['Déco murale', '/decoration-murale'],
      ['Cadeaux', '/cadeaux'],
    ],
    [
      ['Aide', '/aide'],
      ['Confidentialité', '/confidentialite'],
    ],
    { faq: '/aide', allProducts: '/produits', customerCare: '/contact' },
  ),
  'es-ES': menu(
    [
      ['Álbumes digitales', '/album-digital'],
      ['Revelado de fotos', '/revelado-fotos'],
      ['Cuadros', '/cuadros'],
      ['Regalos', '/regalos'],
    ],
    [
      ['Ayuda', '/ayuda'],
      ['Privacidad', '/privacidad'],
    ],
    { faq: '/ayuda', allProducts: '/productos', customerCare: '/contacto' },
  ),
  'pt-PT': menu(
    [
      ['Álbuns digitais', '/album-digital'],
      ['Revelação de fotos', '/revelacao-fotos'],
      ['Quadros', '/quadros'],
      ['Presentes', '/presentes'],
    ],
    [
      ['Ajuda', '/ajuda'],
      ['Privacidade', '/privacidade'],
    ],
    { faq: '/ajuda', allProducts: '/produtos', customerCare: '/contacto' },
  ),
  'it-IT': menu(
    [
      ['Fotolibri', '/fotolibri'],
      ['Stampe foto', '/stampa-foto'],
      ['Quadri', '/quadri'],
      ['Regali', '/regali'],
    ],
    [
      ['Aiuto', '/aiuto'],
      ['Privacy', '/privacy'],
    ],
    { faq: '/aiuto', allProducts: '/prodotti', customerCare: '/contatti' },
  ),
  'da-DK': menu(
    [
      ['Fotobøger', '/fotobog'],
      ['Fotoprint', '/fotoprint'],
      ['Vægbilleder', '/vaegbilleder'],
      ['Gaver', '/gaver'],
    ],
    [
      ['Hjælp', '/hjaelp'],
      ['Privatliv', '/privatliv'],
    ],
    { faq: '/hjaelp', allProducts: '/produkter', customerCare: '/kontakt' },
  ),
  'nb-NO': menu(
    [
      ['Fotobøker', '/fotobok'],
      ['Fremkalling', '/fremkalling'],
      ['Veggbilder', '/veggbilder'],
      ['Gaver', '/gaver'],
    ],
    [
      ['Hjelp', '/hjelp'],
      ['Personvern', '/personvern'],
    ],
    { faq: '/hjelp', allProducts: '/produkter', customerCare: '/kontakt' },
  ),
  'sv-SE': menu(
    [
      ['Fotoböcker', '/fotobok'],
      ['Framkallning', '/framkallning'],
      ['Tavlor', '/tavlor'],
      ['Presenter', '/presenter'],
    ],
    [
      ['Hjälp', '/hjalp'],
      ['Integritet', '/integritet'],
    ],
    { faq: '/hjalp', allProducts: '/produkter', customerCare: '/kontakt' },
  ),
};
