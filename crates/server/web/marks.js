// @ts-check
// What just happened, on the board: the places a public event changed
// (chessground's `last-move`, for every kind of move). Pure: no DOM, no
// state. Only events are read, never a diff of views, so a mark can tell
// nothing that the seat's events did not already tell.

import { sectorOfColour } from './names.js';

const RES_KEYS = [['water', 'water'], ['dates', 'dates'], ['dinars', 'dinars']];

function resources(p, r) {
  if (!r) return [];
  return RES_KEYS.filter(([k]) => r[k]).map(([, key]) => `p${p}/res/${key}`);
}

/** A keshi space of a player board (`BoardKeshi`), as player.js keys it. */
function boardKeshi(p, k, nomad) {
  if (!k || typeof k !== 'object') return [];
  const me = `p${p}`;
  if (nomad) {
    switch (k.kind) {
      case 'marker': return [`${me}/nomad/marker/${k.sector}`, `${me}/sector/${k.sector}`];
      case 'entertainer': return [`${me}/nomad/field/${k.field}`, `${me}/square/${k.field}`];
      case 'guard': return [`${me}/nomad/guard`, `${me}/watchtower`];
      case 'water_vendor': return [`${me}/nomad/vendor/${k.sector}`, `${me}/sector/${k.sector}/vendor`];
      default: return [];
    }
  }
  switch (k.kind) {
    case 'marker': return [`${me}/sector/${k.sector}`];
    case 'entertainer': return [`${me}/square/${k.field}`];
    case 'guard': return [`${me}/watchtower`];
    case 'water_vendor': return [`${me}/sector/${k.sector}/vendor`];
    case 'caravan': return [`${me}/path/${k.path}`];
    default: return [];
  }
}

/**
 * The data-keys of the places an event changed.
 * @param {import('./types.js').GameEvent} e an event as the engine serializes it
 * @returns {string[]}
 */
export function eventKeys(e) {
  const p = e.player;
  const me = `p${p}`;
  switch (e.event) {
    case 'assistant_placed':
    case 'assistant_used':
    case 'keshi_removed':
      return [`${me}/sector/${e.sector}`];
    case 'keshi_deployed': {
      if (e.colour === 'red') return [`${me}/sector/${e.sector}/vendor`, `${me}/sector/${e.sector}`];
      if (sectorOfColour(e.colour) === 'souk') return [`${me}/goods/${e.colour}`, `${me}/sector/souk`];
      return [`${me}/sector/${e.sector}`];
    }
    case 'keshis_claimed':
      return (e.colours || []).map((c) => `tower/base/${c}`);
    case 'resources_gained':
    case 'resources_paid':
      return resources(p, e.resources);
    case 'provisioned':
      return resources(p, e.paid);
    case 'fisherman_moved':
      return [`river/space/${e.to}`];
    case 'rapid_bonus_taken':
      return [`river/rapid/${e.rapid}`];
    case 'pawn_moved':
    case 'threshold_crossed':
      return [`stair/${e.stair}`];
    case 'line_bonus_taken':
      return [`line/${e.space}`];
    case 'entertainer_chosen':
      return [`${me}/square/${e.field}`];
    case 'scrolls_refreshed':
      return [`madrasa/${e.ty}/refresh`];
    case 'goods_exchanged':
      return [`${me}/goods/${e.colour}`];
    case 'gate_bought':
      return [`workshop/${e.workshop}/${e.colour}`];
    case 'gate_built':
      return [`${me}/gate/${e.space}`];
    case 'oasis_discovered':
      return [`${me}/oasis/${e.slot}`];
    case 'oasis_claimed':
      return [`${me}/storage/${e.storage}`];
    case 'storage_keshi_drawn':
    case 'storage_keshi_exchanged':
      return [`${me}/storage/${e.space}`];
    case 'river_tile_awarded':
      return [];
    case 'desert_town_taken':
      return [`towns/${e.town}`];
    case 'desert_town_claimed':
      return [`${me}/town/${e.town}`];
    case 'spectator_placed':
      return [`${me}/spectators/${e.colour}`, `${me}/spectators`];
    case 'spectators_returned':
    case 'nomad_spectating':
    case 'spectator_nomad_returned':
    case 'nomad_left_spectators':
      return [`${me}/spectators`];
    case 'camel_moved':
    case 'camel_stopped':
    case 'stage_line_crossed':
    case 'camel_finished':
      return [`race/camel/${p}`];
    case 'dung_taken':
    case 'dung_discarded':
      return [`race/dung/${p}`];
    case 'nomad_deployed':
      return boardKeshi(p, e.spot, true);
    case 'nomad_moved':
      return boardKeshi(p, e.to, true);
    case 'nomad_claimed':
      return ['tower/base/nomad'];
    case 'provision_activated':
      return [];
    default:
      return [];
  }
}

/**
 * The marks of one step for a seat: the keys its events changed, and
 * which of the step's log lines to list, by player. Events and lines of
 * the seat's own entry that name the seat itself are left out (it knows
 * what it did); what followed from it (a tower throw, others' payments)
 * is kept.
 * @param {import('./types.js').Frame} f a `step` frame
 * @param {number|null} seat the page's seat (null: a spectator)
 */
export function stepMarks(f, seat) {
  const own = seat !== null && seat !== undefined && f.by === seat;
  const keys = [];
  for (const e of f.events || []) {
    if (own && e.player === seat) continue;
    keys.push(...eventKeys(e));
  }
  const lines = (f.log || [])
    .filter((l) => l && typeof l === 'object' && l.text)
    .filter((l) => !(own && l.player === seat))
    .map((l) => ({ seq: l.seq, player: l.player, text: l.text }));
  return { keys, lines };
}
