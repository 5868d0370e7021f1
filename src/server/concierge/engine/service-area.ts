// Santa Cruz County service area, copied from the project's shared data so the product does not read ../shared at run time.

export const SERVICE_AREA_TIME_ZONE = 'America/Los_Angeles';

export const COUNTY_PLACES: { name: string; zips: string[] }[] = [
  { name: 'Santa Cruz', zips: ['95060', '95061', '95062', '95063', '95064', '95065'] },
  { name: 'Watsonville', zips: ['95076', '95077'] },
  { name: 'Scotts Valley', zips: ['95066', '95067'] },
  { name: 'Capitola', zips: ['95010'] },
  { name: 'Aptos', zips: ['95001', '95003'] },
  { name: 'Rio del Mar', zips: ['95003'] },
  { name: 'Seacliff', zips: ['95003'] },
  { name: 'Soquel', zips: ['95073'] },
  { name: 'Live Oak', zips: ['95062', '95065'] },
  { name: 'Felton', zips: ['95018'] },
  { name: 'Zayante', zips: ['95018'] },
  { name: 'Lompico', zips: ['95018'] },
  { name: 'Mount Hermon', zips: ['95041'] },
  { name: 'Ben Lomond', zips: ['95005'] },
  { name: 'Brookdale', zips: ['95007'] },
  { name: 'Boulder Creek', zips: ['95006'] },
  { name: 'Bonny Doon', zips: ['95060'] },
  { name: 'Davenport', zips: ['95017'] },
  { name: 'Freedom', zips: ['95019'] },
  { name: 'Corralitos', zips: ['95076'] },
  { name: 'La Selva Beach', zips: ['95076'] },
  { name: 'Amesti', zips: ['95076'] },
  { name: 'Interlaken', zips: ['95076'] },
  { name: 'Pasatiempo', zips: ['95060'] },
  { name: 'Day Valley', zips: ['95003'] },
];

// Named in the data's notes as neighbours outside the county. Pajaro shares ZIP 95076 with Watsonville.
export const OUT_OF_AREA_PLACES = [
  'Los Gatos',
  'San Jose',
  'Gilroy',
  'Salinas',
  'Monterey',
  'Marina',
  'Castroville',
  'Moss Landing',
  'Pajaro',
  'Prunedale',
  'Hollister',
  // and others callers name from just over the county lines
  'Morgan Hill',
  'San Martin',
  'Aromas',
  'Royal Oaks',
  'Campbell',
  'Saratoga',
  'Santa Clara',
  'Seaside',
  'Pacific Grove',
  'Carmel',
  'San Juan Bautista',
  'Half Moon Bay',
  'Pescadero',
];

// ZIP 95033 (the Summit above Los Gatos) is only partly in the county: in-area only with a county community named.
export const SPLIT_ZIPS = ['95033'];
// ZIP 95076 also covers Pajaro in Monterey County: the ZIP alone does not prove the county.
export const SHARED_ZIPS = ['95076'];

export const COUNTY_ZIPS = new Set(COUNTY_PLACES.flatMap((p) => p.zips));
