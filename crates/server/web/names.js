// Names, colours and the second cues (letters, patterns) of the game's
// pieces. Pure data and pure functions: no DOM.

/** The twelve keshi colours in the engine's order (`Colour::ALL`). */
export const COLOURS = [
  'turquoise', 'green', 'gray', 'white', 'black', 'pink',
  'beige', 'brown', 'red', 'yellow', 'purple', 'orange',
];

/** Fill colours of the keshis, and a two-letter label on every one (WCAG 1.4.1). */
export const KESHI = {
  turquoise: { fill: '#1fb5b0', ink: '#06302f', letter: 'Tq' },
  green: { fill: '#3f9b3a', ink: '#ffffff', letter: 'Gn' },
  gray: { fill: '#8d8d8d', ink: '#ffffff', letter: 'Gy' },
  white: { fill: '#f7f4ea', ink: '#333333', letter: 'Wh' },
  black: { fill: '#222222', ink: '#ffffff', letter: 'Bk' },
  pink: { fill: '#ef7fb0', ink: '#3b0a22', letter: 'Pk' },
  beige: { fill: '#d9c39a', ink: '#3a2c12', letter: 'Be' },
  brown: { fill: '#7a4a24', ink: '#ffffff', letter: 'Br' },
  red: { fill: '#d0312d', ink: '#ffffff', letter: 'Rd' },
  yellow: { fill: '#f3cf2f', ink: '#3a3000', letter: 'Ye' },
  purple: { fill: '#7b3fa0', ink: '#ffffff', letter: 'Pu' },
  orange: { fill: '#f0862a', ink: '#3a1c00', letter: 'Or' },
  // Expansion box: the nomads (a colour of their own, never a sector's).
  nomad: { fill: '#c8b27a', ink: '#2a1f05', letter: 'No' },
};

/** The nine sectors in the engine's order (`Sector::ALL`), with their keshi colour. */
export const SECTORS = [
  { id: 'river', name: 'River', colour: 'turquoise' },
  { id: 'date_orchard', name: 'Date orchard', colour: 'green' },
  { id: 'souk', name: 'Souk', colour: null },
  { id: 'main_square', name: 'Main square', colour: 'pink' },
  { id: 'mosque', name: 'Mosque', colour: 'black' },
  { id: 'palace', name: 'Palace', colour: 'white' },
  { id: 'madrasa', name: 'Madrasa', colour: 'gray' },
  { id: 'medina', name: 'Medina', colour: 'beige' },
  { id: 'sahara', name: 'Sahara', colour: 'brown' },
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

/** Seat colours: a hue, a pattern id and a letter, so no seat depends on colour alone. */
export const SEATS = [
  { fill: '#c0392b', pattern: 'pat-stripes', name: 'red, striped' },
  { fill: '#2e6fd8', pattern: 'pat-dots', name: 'blue, dotted' },
  { fill: '#16a085', pattern: 'pat-cross', name: 'green, cross-hatched' },
  { fill: '#8e44ad', pattern: 'pat-waves', name: 'violet, lined' },
];

export function seatName(view, seat, names) {
  if (names && names[seat]) return names[seat];
  if (view && view.solo && seat === 1) return view.solo.opponent === 'lazy' ? 'Lazy Paschabot' : 'Paschabot';
  return `P${seat}`;
}

export const PHASES = {
  setup: 'Setup',
  selection: 'Secret selection',
  place_assistants: 'Placing assistants',
  claim: 'Claiming keshis',
  exchange: 'Exchanging keshis',
  use_assistants: 'Using assistants',
  river_bonus: 'River bonus',
  season_scoring: 'Season scoring',
  provision_reveal: 'Provision tiles',
  game_over: 'Game over',
};

/** Score categories as the rulebooks name their sources (002 "Final scoring": "Completely filled sectors", "Oasis tiles", "Remaining resources"). */
export const CATEGORIES = {
  start: 'Starting points',
  deployment: 'Deployment bonuses',
  river: 'River (jetty and steps beyond)',
  staircases: 'Palace and mosque staircases',
  main_square: 'Main square',
  luxury_goods: 'Luxury goods',
  city_gates: 'City gates',
  scrolls: 'Scrolls',
  oases_during_game: 'Oases discovered',
  rapids: 'Rapids',
  river_tiles: 'River tiles',
  provisioning: 'Provisioning',
  complete_sectors: 'Completely filled sectors',
  oases: 'Oasis tiles',
  resources: 'Remaining resources',
  exchange_offices: 'Exchange offices',
  desert_towns: 'Desert towns',
  paschabot: "Paschabot's sector actions and water vendors",
  paschabot_sectors: "Paschabot's rows (keshis × strategy icons)",
  camel_race: 'Camel race',
};

export function categoryName(c) {
  return CATEGORIES[c] || String(c).replace(/_/g, ' ');
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

/** The pending decision in words ("Claim keshis: up to 2 of one colour"). */
export function decisionText(d) {
  if (!d) return '';
  switch (d.kind) {
    case 'arrange_storage_keshis': return 'Setup: put your storage keshis on the spaces of your oasis storage';
    case 'orient_audience_disc': return 'Setup: turn your audience disc';
    case 'activate_provision_tile': return 'Turn one face-down provision tile face up';
    case 'select_keshis': return 'Choose 3 keshis from behind your screen, in secret';
    case 'place_wild_assistant': return 'Your red keshi is wild: choose the sector of its assistant';
    case 'claim_keshis': return 'Claim keshis from the tower base: up to 2 of one colour';
    case 'deploy_held_keshi': return 'Deploy one of the keshis set aside next to your board';
    case 'use_assistant': return 'Use an assistant: a new keshi of its colour, or the sector action';
    case 'place_entertainer': return 'Place the entertainer on a free main-square field';
    case 'place_caravan': return 'Place the caravan on a Sahara path';
    case 'place_water_vendor': return 'Place the water vendor in a sector that has none';
    case 'goods_colour': return `Choose the colour of ${plural(d.count, 'goods keshi', 'goods keshis')}`;
    case 'keshi_colour': return `Choose the colour of ${plural(d.count, 'keshi', 'keshis')} to take${d.hold ? ' (set aside)' : ''}`;
    case 'take_resources': return `Choose ${plural(d.count, 'resource', 'resources')}`;
    case 'date_harvest': return `Date orchard: what your ${plural(d.n, 'date', 'dates')} become`;
    case 'extra_step': return d.track === 'river'
      ? 'River: pay 1 water per further step, or stop'
      : `${d.track === 'palace' ? 'Palace' : 'Mosque'} staircase: buy a further step, or stop`;
    case 'line_bonus': return `Threshold crossed: choose a line bonus (${d.picks} to choose)`;
    case 'rapid_bonus': return 'End of round: choose the bonus of a rapid you crossed';
    case 'souk': return d.mode === 'start'
      ? 'Souk: exchange a goods keshi, or buy a luxury good'
      : d.mode === 'exchanging' ? 'Souk: exchange another goods keshi, or stop' : 'Souk: buy another luxury good, or stop';
    case 'choose_entertainer': return 'Main square: choose an entertainer to score';
    case 'madrasa': return `Madrasa: buy scrolls (${plural(d.scholars, 'scholar', 'scholars')} left)${d.must_buy ? `; next must be ${d.must_buy}` : ''}`;
    case 'medina': return 'Medina: buy city gates, or stop';
    case 'build_gate': return `Build the ${d.colour} gate on a free gate space`;
    case 'sahara': return 'Sahara: claim discovered oases, or stop';
    case 'claim_free_oases': return `Claim up to ${d.left} discovered oases for free`;
    case 'bonus_oasis': return 'River tile: take one of the leftover oases';
    case 'storage_keshi': return `The storage space holds a ${d.colour} keshi: deploy it or not`;
    case 'storage_exchange': return 'Exchange: return one deployed keshi';
    case 'take_scroll': return `Take a ${d.ty} scroll from the display${d.dates ? ` for ${plural(d.dates, 'date', 'dates')}` : ''}`;
    case 'choose_sector_action': return 'Perform a sector action of your choice';
    case 'choose_stair': return `Choose a staircase: ${plural(d.steps, 'step', 'steps')}`;
    case 'score_oasis': return 'Score one claimed oasis now';
    case 'return_for_oasis': return `Oasis ${d.oasis}: how much ${d.resource} to return`;
    case 'return_resources': return `Return resources for ${d.points_each} points each`;
    case 'river_tile_option': return 'River tile: choose an option';
    case 'provisioning': return 'Provisioning: how to pay';
    case 'luxury_discount': return 'Imam: which goods keshi to save on this luxury good';
    case 'choose_desert_town': return 'Choose a desert town from the display';
    case 'free_scroll': return 'Desert town: take any face-up scroll for free';
    case 'free_luxury': return 'Desert town: take any face-up luxury good for free';
    case 'free_gate': return 'Desert town: take any city gate, no dinars';
    case 'falcon_keshi': return 'Hunting falcon: which keshi of your board to return';
    case 'discounted_oasis': return `Racing saddle: claim 1 discovered oasis, ${d.discount} resources less`;
    case 'swap_resources': return 'Hunting falcon: exchange your resources for others';
    case 'field_bonus': return `Any main-square field's bonus, ${d.times} times`;
    case 'choose_building': return 'Special buildings: keep one of the two buildings drawn';
    case 'choose_start_scroll': return 'Special buildings: keep one of the yellow scrolls drawn';
    case 'library_stack': return `Library: search a stack of ${d.ty} scrolls, or stop`;
    case 'library_scroll': return 'Library: take a scroll from the stack, or stop';
    case 'barracks_gate': return 'Barracks: a city gate of the first workshop';
    case 'pavilion_luxury': return 'Pavilion: a free tajine from the luxury goods';
    case 'choose_provision_tiles': return 'New provision tiles: keep 3 of the 5 tiles drawn (click three)';
    case 'provision_field_bonus': return `Provision tile: any main-square field's bonus${d.times > 1 ? `, ${d.times} times` : ''}`;
    case 'provision_exchange': return `Provision tile: exchange 1 keshi (return one from your board${d.first_season ? ', or swap a keshi of your oasis storage' : ''}), or skip`;
    case 'exchanged_keshi': return `Provision tile: the keshi you take for the ${d.returned} one (another colour)`;
    case 'provision_nomad_move': return 'Provision tile: move 1 nomad for free, or none';
    case 'place_nomad': return d.from_supply ? 'Place a free nomad from the nomad board' : 'Place the nomad you took';
    case 'keshi_destination': return `Camel race: the ${d.colour} keshi goes on your board, or into your spectator area?`;
    case 'camel_bridge': return `Camel race: your camel reaches a bridge (${plural(d.steps, 'step', 'steps')} left): pay it, or stop before it`;
    case 'camel_rewards': return "Camel race reward phase: buy rewards of this season's tile with your spectators (all of different colours), or stop";
    case 'split_steps': return `Camel race reward: split ${plural(d.n, 'step', 'steps')} among the tracks shown`;
    case 'spectator_bonus': return `Camel race reward: any main-square field's bonus, ${d.times} times`;
    case 'camel_river_option': return "Camel race reward: choose either bonus of this season's river tile";
    default: return String(d.kind).replace(/_/g, ' ');
  }
}

/** What another seat is deciding, in neutral words (never "your …"). */
const WAITING = {
  arrange_storage_keshis: 'setting up the oasis storage',
  orient_audience_disc: 'turning the audience disc',
  activate_provision_tile: 'turning up a provision tile',
  select_keshis: 'choosing keshis in secret',
  place_wild_assistant: 'placing the red assistant',
  claim_keshis: 'claiming keshis',
  deploy_held_keshi: 'deploying a keshi',
  use_assistant: 'using an assistant',
  choose_provision_tiles: 'keeping provision tiles',
  choose_building: 'choosing a special building',
  choose_start_scroll: 'choosing a start scroll',
  provisioning: 'paying provisions',
  camel_rewards: 'buying camel race rewards',
};

export function waitingLabel(d) {
  if (!d) return '';
  return WAITING[d.kind] || String(d.kind).replace(/_/g, ' ');
}
