// @ts-check
// Colours, patterns and the keys of the game's pieces. Pure data and pure
// functions: no DOM, and no words: every name comes from the server's
// texts (i18n.js).

import { t } from './i18n.js';

/** The twelve keshi colours in the engine's order (`Colour::ALL`). */
export const COLOURS = [
  'turquoise', 'green', 'gray', 'white', 'black', 'pink',
  'beige', 'brown', 'red', 'yellow', 'purple', 'orange',
];

/** Fill colours of the keshis; each figure also has a glyph of its own (WCAG 1.4.1; sprite.js `KESHI_LOOK`), and a two-letter label (`keshiLetter`). */
export const KESHI = {
  turquoise: { fill: '#1fb5b0', ink: '#06302f' },
  green: { fill: '#3f9b3a', ink: '#ffffff' },
  gray: { fill: '#8d8d8d', ink: '#ffffff' },
  white: { fill: '#f7f4ea', ink: '#333333' },
  black: { fill: '#222222', ink: '#ffffff' },
  pink: { fill: '#ef7fb0', ink: '#3b0a22' },
  beige: { fill: '#d9c39a', ink: '#3a2c12' },
  brown: { fill: '#7a4a24', ink: '#ffffff' },
  red: { fill: '#d0312d', ink: '#ffffff' },
  yellow: { fill: '#f3cf2f', ink: '#3a3000' },
  purple: { fill: '#7b3fa0', ink: '#ffffff' },
  orange: { fill: '#f0862a', ink: '#3a1c00' },
  // Expansion box: the nomads (a colour of their own, never a sector's).
  nomad: { fill: '#c8b27a', ink: '#2a1f05' },
};

/** The two-letter label of a keshi colour, in the page's language ("Gy", "Gr"). */
export function keshiLetter(c) {
  return t(`web-letter-${c}`);
}

/** The nine sectors in the engine's order (`Sector::ALL`), with their keshi colour. */
export const SECTORS = [
  { id: 'river', colour: 'turquoise' },
  { id: 'date_orchard', colour: 'green' },
  { id: 'souk', colour: null },
  { id: 'main_square', colour: 'pink' },
  { id: 'mosque', colour: 'black' },
  { id: 'palace', colour: 'white' },
  { id: 'madrasa', colour: 'gray' },
  { id: 'medina', colour: 'beige' },
  { id: 'sahara', colour: 'brown' },
];
export const SECTOR = Object.fromEntries(SECTORS.map((s) => [s.id, s]));

/** The sector a keshi colour is deployed in (red: a water vendor, goods: the souk). */
export function sectorOfColour(c) {
  if (c === 'yellow' || c === 'purple' || c === 'orange') return 'souk';
  const s = SECTORS.find((x) => x.colour === c);
  return s ? s.id : null;
}

export const GOODS = ['yellow', 'purple', 'orange'];
export const SCROLL_TYPES = ['gray', 'yellow', 'pink', 'orange'];
export const SCROLL_FILL = { gray: '#b9b9b9', yellow: '#f3d762', pink: '#f2a5c8', orange: '#f3a45a' };
export const PATHS = ['left', 'right', 'start_oasis'];

/** Seat colours: a hue and a pattern id (and the seat's number on its pawn), so no seat depends on colour alone. */
export const SEATS = [
  { fill: '#c0392b', pattern: 'pat-stripes' },
  { fill: '#2e6fd8', pattern: 'pat-dots' },
  { fill: '#16a085', pattern: 'pat-cross' },
  { fill: '#8e44ad', pattern: 'pat-waves' },
];

/** A seat's name: the one the server sent, else the solo opponent's, else "P1". */
export function seatName(view, seat, names) {
  if (names && names[seat]) return names[seat];
  if (view && view.solo && seat === 1) return t(view.solo.opponent === 'lazy' ? 'component-opponent-lazy' : 'component-opponent-paschabot');
  return t('web-seat', { seat });
}

/** The score categories in the engine's order (`ScoreCategory`); their names are `web-category-…` texts. */
export const CATEGORIES = [
  'start', 'deployment', 'river', 'staircases', 'main_square', 'luxury_goods',
  'city_gates', 'scrolls', 'oases_during_game', 'rapids', 'river_tiles',
  'provisioning', 'complete_sectors', 'oases', 'resources', 'exchange_offices',
  'desert_towns', 'paschabot', 'paschabot_sectors', 'camel_race',
];

/** A score category's name as the rulebooks name the source ("Completely filled sectors", "Komplett gefüllte Bezirke"). */
export function categoryName(c) {
  const id = `web-category-${String(c).replace(/_/g, '-')}`;
  const s = t(id);
  return s === id ? t('web-category-other') : s;
}
