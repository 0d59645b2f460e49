// @ts-check
// targets(action, seat) -> the data-keys of the places on the table that an
// action touches (chessground's `dests`, generalized). Pure: no DOM, no state.
// An action with no place is chosen from the prompt bar and the action list.

import { sectorOfColour } from './names.js';

const RESOURCE_KEY = { water: 'water', date: 'dates', dinar: 'dinars' };

function boardKeshi(k, me) {
  switch (k.kind) {
    case 'marker': return [`${me}/sector/${k.sector}`];
    case 'entertainer': return [`${me}/square/${k.field}`];
    case 'guard': return [`${me}/watchtower`];
    case 'water_vendor': return [`${me}/sector/${k.sector}/vendor`];
    case 'caravan': return [`${me}/path/${k.path}`];
    default: return [];
  }
}

/** A nomad on the board as a piece to move away (player.js draws it so). */
function nomadPiece(k, me) {
  switch (k.kind) {
    case 'marker': return [`${me}/nomad/marker/${k.sector}`];
    case 'entertainer': return [`${me}/nomad/field/${k.field}`];
    case 'guard': return [`${me}/nomad/guard`];
    case 'water_vendor': return [`${me}/nomad/vendor/${k.sector}`];
    default: return [];
  }
}

/** The face-up slot of a scroll of type `ty` on the board, or -1. */
function scrollSlot(view, ty, id) {
  const t = ['gray', 'yellow', 'pink', 'orange'].indexOf(ty);
  return view && t >= 0 ? view.board.scrolls[t].indexOf(id) : -1;
}

function resources(r, me) {
  if (!r) return [];
  return ['water', 'dates', 'dinars'].filter((k) => r[k] > 0).map((k) => `${me}/res/${k}`);
}

/**
 * @param {import('./types.js').Action} a an action as the engine serializes it
 * @param {number} seat the acting seat
 * @param {import('./types.js').Decision} decision the pending decision (for colour choices)
 * @param {import('./types.js').View} [view] the seat's view (where the camel stands)
 * @returns {string[]}
 */
export function targets(a, seat, decision, view) {
  const me = `p${seat}`;
  const kind = decision && decision.kind;
  switch (a.action) {
    case 'select': return a.keshis.map((c) => `${me}/screen/${c}`);
    case 'place_assistant': return [`${me}/sector/${a.sector}`];
    case 'claim': return [`tower/base/${a.colour}`];
    case 'claim_pair': return [`tower/base/${a.first}`, `tower/base/${a.second}`];
    case 'deploy_held': return [`${me}/held/${a.colour}`];
    case 'use_assistant': return [
      `${me}/sector/${a.sector}`,
      `${me}/sector/${a.sector}/${a.option.kind === 'sector_action' ? 'action' : 'new'}`,
    ];
    case 'place_entertainer':
    case 'choose_entertainer': return [`${me}/square/${a.field}`];
    case 'place_caravan': return [`${me}/path/${a.path}`];
    case 'place_water_vendor': return [`${me}/sector/${a.sector}`];
    case 'choose_colour': {
      if (kind === 'goods_colour' || kind === 'luxury_discount') return [`${me}/goods/${a.colour}`];
      const s = sectorOfColour(a.colour);
      return s ? [`${me}/sector/${s}`] : [];
    }
    case 'take_resources': return resources(a.resources, me);
    case 'line_bonus': return [`line/${a.space}`];
    case 'rapid_bonus': return [`river/rapid/${a.rapid}`];
    case 'exchange_goods': return [`souk/office/${a.colour}`, `${me}/goods/${a.colour}`];
    case 'buy_luxury': return [`souk/luxury/${a.slot}`];
    case 'refresh_scrolls': return [`madrasa/${a.ty}/refresh`];
    case 'buy_scroll':
    case 'take_scroll': return [`madrasa/${a.ty}/${a.slot}`];
    case 'buy_gate': return [`workshop/${a.workshop}/${a.colour}`];
    case 'build_gate': return [`${me}/gate/${a.space}`];
    case 'claim_oasis': return [`${me}/oasis/${a.slot}`];
    case 'take_bonus_oasis': return [`bonus-oasis/${a.index}`];
    case 'return_keshi': return boardKeshi(a.keshi, me);
    case 'choose_sector': return [`${me}/sector/${a.sector}`];
    case 'choose_stair': return [`stair/${a.stair}`];
    case 'score_oasis': return [`${me}/storage/${a.index}`];
    case 'return_resource': return [`${me}/res/${RESOURCE_KEY[a.resource] || a.resource}`];
    case 'activate_provision': return [`${me}/provision/${a.slot}`];
    case 'take_desert_town': return [`towns/${a.index}`];
    case 'claim_desert_town': return [`${me}/town/${a.space}`];
    // Nomads: the tower base's nomad, the spaces it goes to or moves between.
    case 'claim_nomad': return ['tower/nomad'];
    case 'place_nomad': return boardKeshi(a.spot, me);
    case 'move_nomad': return [...nomadPiece(a.from, me), ...boardKeshi(a.to, me)];
    // Special buildings: the two drawn, the start's yellow scrolls; the
    // library's stacks and face-up scrolls; the pavilion's face-up tajine
    // (one from a stack is chosen from the list).
    case 'keep_building': return [`${me}/building/${a.building}`];
    case 'keep_scroll': {
      if (kind === 'choose_start_scroll') return [`${me}/start-scroll/${a.scroll}`];
      if (kind === 'library_scroll') {
        const k = scrollSlot(view, decision.ty, a.scroll);
        return k >= 0 ? [`madrasa/${decision.ty}/${k}`] : [];
      }
      return [];
    }
    case 'search_stack': return kind === 'library_stack' ? [`madrasa/${decision.ty}/${a.stack}`] : [];
    case 'take_luxury': {
      const k = view ? view.board.luxury.indexOf(a.luxury) : -1;
      return k >= 0 ? [`souk/luxury/${k}`] : [];
    }
    // New provision tiles: the 3 kept of the 5 drawn (in the engine's
    // order: the provision spaces, then the moderate and the hard one);
    // a main-square field's bonus; the exchange's storage keshi and
    // spectators.
    case 'keep_provision_tiles': {
      const p = view && view.players[seat];
      if (!p) return [];
      const ids = [...p.provision, ...(p.provision_drawn || [])].map((pv) => pv.tile);
      return a.tiles.map((t) => ids.indexOf(t)).filter((i) => i >= 0).map((i) => `${me}/provision/${i}`);
    }
    case 'take_field_bonus': return [`${me}/square/${a.field}`];
    case 'swap_storage_keshi': return [`${me}/storage/${a.space}`];
    case 'return_spectator': return [`${me}/spectators/${a.colour}`];
    case 'spectate': return [`${me}/spectators`];
    // Camel race: the spectator area, the board's sector, the active reward
    // tile's offers (and the spectators paid), the bridge ahead.
    case 'to_spectator_area': return [`${me}/spectators`];
    case 'to_board': {
      const s = decision && decision.colour ? sectorOfColour(decision.colour) : null;
      return s ? [`${me}/sector/${s}`] : [];
    }
    case 'buy_camel_reward': return [`race/reward/${a.offer}`, ...a.keshis.map((c) => `${me}/spectators/${c}`)];
    // Nomads in the spectator area: one pays as a colour of its own, or
    // moves out to a sector.
    case 'buy_camel_reward_with_nomad': return [`race/reward/${a.offer}`, ...a.keshis.map((c) => `${me}/spectators/${c}`), `${me}/spectators/nomad`];
    case 'move_spectator_nomad': return [`${me}/spectators/nomad`, ...boardKeshi(a.to, me)];
    case 'discard_camel_dung': return ['race/reward/dung'];
    case 'accept': {
      if (kind !== 'camel_bridge') return [];
      const p = view && view.players[seat];
      return p && p.race ? [`race/bridge/${p.race.camel + 1}`] : [];
    }
    default: return [];
  }
}

/**
 * The actions still possible after the keys chosen so far: those touching
 * every chosen key. `chosen` is a list of keys; `all` a list of
 * {index, keys}.
 */
export function narrow(all, chosen) {
  return all.filter((e) => chosen.every((k) => e.keys.includes(k)));
}
