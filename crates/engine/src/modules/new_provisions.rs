//! Expansion box: new provision tiles (003 "Neue Versorgungs-Plättchen").
//!
//! 003: "Alle Versorgungs-Plättchen (Grundspiel und Erweiterung) werden
//! separat gemischt. Jeder Spieler zieht 3 Plättchen des Grundspiels sowie
//! jeweils 1 moderates und 1 schwieriges Plättchen. Dann muss sich jeder
//! entscheiden, welche Kombination aus 3 Versorgungs-Plättchen er in diesem
//! Spiel nutzen möchte. Alle übrigen Plättchen werden zurück in die Schachtel
//! gelegt." "Die moderaten Plättchen bringen zu Durchgangsbeginn einen Bonus
//! ... Die schwierigen Plättchen bringen permanente Boni, die gelten, sobald
//! das Plättchen aktiviert (aufgedeckt) wird." R26: a moderate tile's bonus
//! comes once at the start of every season from its activation on (the tile
//! activated at setup: from season 1).
//!
//! The tiles are paid and their penalties lost at provisioning as the base
//! tiles are (`season.rs`); this file holds the draw, the choice and the
//! bonuses.

use crate::action::{Action, Decision, Track};
use crate::board::{self, board_free};
use crate::catalog::{Catalog, ProvisionDef, ProvisionEffect, ProvisionTier};
use crate::ctx::Ctx;
use crate::event::Event;
use crate::modules::{camel_race, nomads, Modules};
use crate::rng::Rng;
use crate::seat::seat;
pub use crate::state::ProvisionDraw;
use crate::state::{Player, ProvisionSlot, ScoreCategory};
use crate::task::Task;
use crate::types::*;

/// Whether a tile may be drawn with `modules`: the base tiles always, the
/// new ones with this module, and the nomad tile only with the nomads:
/// "Nur zusammen mit der NOMADEN-ERWEITERUNG spielbar" (003 opens: "müsst
/// ihr evtl. einzelne Plättchen aussortieren, die nur in Kombination mit
/// bestimmten Modulen nutzbar sind"); without them it stays in the box.
pub fn usable(def: &ProvisionDef, modules: &Modules) -> bool {
    match def.tier {
        ProvisionTier::Base => true,
        _ => {
            modules.new_provisions && (def.effect != Some(ProvisionEffect::Nomad) || modules.nomads)
        }
    }
}

/// The tiles of one tier a game with `modules` shuffles, in catalog order.
pub fn pile(cat: &Catalog, modules: &Modules, tier: ProvisionTier) -> Vec<ProvisionId> {
    cat.provision_tiles
        .iter()
        .filter(|t| t.tier == tier && usable(t, modules))
        .map(|t| t.id)
        .collect()
}

/// Setup: each player draws 1 moderate and 1 hard tile beside the 3 base
/// tiles already dealt (each tier shuffled on its own).
pub(crate) fn deal(cat: &Catalog, modules: &Modules, players: &mut [Player], rng: &mut Rng) {
    if !modules.new_provisions {
        return;
    }
    let mut moderate = pile(cat, modules, ProvisionTier::Moderate);
    let mut hard = pile(cat, modules, ProvisionTier::Hard);
    rng.shuffle(&mut moderate);
    rng.shuffle(&mut hard);
    for (i, pl) in players.iter_mut().enumerate() {
        pl.provision_draw = ProvisionDraw {
            extra: [moderate.get(i).copied(), hard.get(i).copied()],
            ..ProvisionDraw::default()
        };
    }
}

/// The 5 tiles a player drew: the 3 on the provision spaces, then the
/// moderate and the hard one.
fn drawn(pl: &Player) -> Vec<ProvisionId> {
    pl.provision
        .iter()
        .map(|s| s.tile)
        .chain(pl.provision_draw.extra.iter().flatten().copied())
        .collect()
}

/// "welche Kombination aus 3 Versorgungs-Plättchen er in diesem Spiel nutzen
/// möchte": every 3 of the 5, in the order drawn.
pub(crate) fn legal_choose(ctx: &Ctx, p: PlayerId, out: &mut Vec<Action>) {
    let pl = ctx.player(p);
    if !pl.provision_draw.pending() {
        return;
    }
    let v = drawn(pl);
    out.extend(triples(&v).map(|tiles| Action::KeepProvisionTiles { tiles }));
}

/// The kept tiles go on the provision spaces (face down); the other two go
/// back in the box.
pub(crate) fn resolve_choose(ctx: &mut Ctx, p: PlayerId, a: Action) {
    let Action::KeepProvisionTiles { tiles } = a else {
        return;
    };
    let pl = ctx.player_mut(p);
    let all = drawn(pl);
    let mut rest = all.iter().copied().filter(|t| !tiles.contains(t));
    pl.provision_draw = ProvisionDraw {
        extra: [rest.next(), rest.next()],
        chosen: true,
        nomad_given: false,
    };
    for (slot, tile) in pl.provision.iter_mut().zip(tiles) {
        *slot = ProvisionSlot {
            tile,
            active: false,
        };
    }
    ctx.emit(Event::SetupChoice { player: p });
}

/// The effects of `p`'s face-up tiles.
fn active_effects<'a>(ctx: &'a Ctx, p: PlayerId) -> impl Iterator<Item = ProvisionEffect> + 'a {
    ctx.player(p)
        .provision
        .iter()
        .filter(|s| s.active)
        .filter_map(|s| {
            ctx.cat
                .has_provision(s.tile)
                .then(|| ctx.cat.provision(s.tile).effect)
                .flatten()
        })
}

/// Players who hold new tiles, last in turn order first (the agenda is a
/// stack: the first in turn order resolves first).
fn reverse_turn_order(ctx: &Ctx) -> Vec<PlayerId> {
    let mut v: Vec<PlayerId> = ctx
        .st
        .turn_order()
        .filter(|p| seat(ctx.st, *p).provisions())
        .collect();
    v.reverse();
    v
}

/// "Zum Start des ersten Durchgangs" (the footnote on exchanging a keshi).
fn first_season_start(ctx: &Ctx) -> bool {
    ctx.st.season == 0 && ctx.st.round == 0
}

/// The start of a season (called by the flow after the round has begun,
/// before anyone selects): each active moderate tile gives its bonus once
/// (R26), in turn order.
pub(crate) fn season_start(ctx: &mut Ctx) {
    if !ctx.st.modules.new_provisions {
        return;
    }
    let first_season = first_season_start(ctx);
    for p in reverse_turn_order(ctx) {
        let effects: Vec<ProvisionEffect> = active_effects(ctx, p).collect();
        for e in effects.into_iter().rev() {
            match e {
                ProvisionEffect::SeasonBonus { bonus } => ctx.push(Task::Bonus {
                    p,
                    bonus,
                    category: ScoreCategory::Provisioning,
                }),
                ProvisionEffect::SeasonFieldBonus { times } => {
                    ctx.decide(p, Decision::ProvisionFieldBonus { times })
                }
                ProvisionEffect::SeasonExchange => {
                    ctx.decide(p, Decision::ProvisionExchange { first_season })
                }
                ProvisionEffect::Nomad => free_move(ctx, p),
                _ => {}
            }
        }
    }
}

/// A provision tile of `p` was turned face up (at setup, or after a
/// season's provisioning). The hard nomad tile: "Sofort: Erhalte 1
/// Nomaden-Keshi und setze ihn sofort ein." R33: the nomad comes now, when
/// the tile is activated, and is placed at once (nothing with the nomad
/// board empty or no space for it).
pub(crate) fn activated(ctx: &mut Ctx, p: PlayerId, tile: ProvisionId) {
    let nomad = ctx.cat.has_provision(tile)
        && ctx.cat.provision(tile).effect == Some(ProvisionEffect::Nomad);
    if !nomad || !ctx.st.modules.new_provisions || ctx.player(p).provision_draw.nomad_given {
        return;
    }
    ctx.player_mut(p).provision_draw.nomad_given = true;
    nomads::gain_free(ctx, p);
}

/// The hard nomad tile: "Zu Beginn jedes weiteren Durchgangs: Du darfst 1
/// Nomaden-Keshi ohne Bezahlung umsetzen." R33: at the start of every
/// season after its activation, which for a tile activated at setup means
/// from season 2 on (its nomad came at setup, before season 1). R34: the
/// move is the tile's own and leaves the round's paid moves open.
fn free_move(ctx: &mut Ctx, p: PlayerId) {
    if ctx.st.season > 0
        && ctx.player(p).provision_draw.nomad_given
        && nomads::may_move_free(ctx, p)
    {
        ctx.decide(p, Decision::ProvisionNomadMove);
    }
}

/// The start of a round: "Zu Beginn jeder Runde: 1 Keshi austauschen."
pub(crate) fn round_start(ctx: &mut Ctx) {
    if !ctx.st.modules.new_provisions {
        return;
    }
    let first_season = first_season_start(ctx);
    for p in reverse_turn_order(ctx) {
        let n = active_effects(ctx, p)
            .filter(|e| *e == ProvisionEffect::RoundExchange)
            .count();
        for _ in 0..n {
            ctx.decide(p, Decision::ProvisionExchange { first_season });
        }
    }
}

/// The hard tiles' "1 zusätzlicher Schritt ..., immer dann, wenn sich der
/// Fischer bewegt" (courtier, imam student): steps added to a move of
/// `track` that is a move of its own (`fresh`), not a step bought to
/// extend one.
pub(crate) fn move_bonus(ctx: &Ctx, p: PlayerId, track: Track, fresh: bool) -> u8 {
    if !fresh || !ctx.st.modules.new_provisions {
        return 0;
    }
    active_effects(ctx, p)
        .map(|e| match e {
            ProvisionEffect::MoveBonus { track: t, steps } if t == track => steps,
            _ => 0,
        })
        .fold(0u8, u8::saturating_add)
}

/// "Dauerhaft: Jede Luxusware kostet 1 Waren-Keshi weniger."
pub(crate) fn luxury_discount(ctx: &Ctx, p: PlayerId) -> u8 {
    if !ctx.st.modules.new_provisions {
        return 0;
    }
    active_effects(ctx, p)
        .map(|e| match e {
            ProvisionEffect::LuxuryDiscount { goods } => goods,
            _ => 0,
        })
        .fold(0u8, u8::saturating_add)
}

/// "1 Keshi austauschen. Es gelten die Regeln des Grundspiels (siehe:
/// "Oasen aktivieren")": return a keshi from the board (the exchange icon's
/// rules), then take one of another colour. The footnote: "Zum Start des
/// ersten Durchgangs darf ein Keshi von der Oasen-Bonusleiste gegen 1
/// beliebigen Keshi aus dem Vorrat (kein gelb, lila, orange oder braun)
/// getauscht werden. Der ertauschte Keshi muss auf denselben Platz der
/// Oasen-Bonusleiste gelegt werden." "KAMELRENNEN-ERWEITERUNG: Es darf auch
/// ein Keshi aus dem eigenen Zuschauerbereich getauscht oder eingesetzt
/// werden." `Done` lets the exchange pass.
pub(crate) fn legal_exchange(ctx: &Ctx, p: PlayerId, first_season: bool, out: &mut Vec<Action>) {
    board::returnable(ctx, p, ColourSet::ALL, out);
    let pl = ctx.player(p);
    if first_season {
        for (space, keshi) in pl.storage_keshis.iter().enumerate() {
            let Some(keshi) = keshi else { continue };
            for &colour in &ctx.cat.rules.storage_keshi_colours.value {
                if colour != *keshi {
                    out.push(Action::SwapStorageKeshi {
                        space: space as u8,
                        colour,
                    });
                }
            }
        }
    }
    if watching(ctx, p) {
        for colour in pl.race.colours().iter() {
            out.push(Action::ReturnSpectator { colour });
        }
    }
    out.push(Action::Done);
}

/// Whether `p` races (the camel race in play, a seat that races).
fn watching(ctx: &Ctx, p: PlayerId) -> bool {
    camel_race::data(ctx.cat, ctx.st).is_some() && seat(ctx.st, p).races()
}

pub(crate) fn resolve_exchange(ctx: &mut Ctx, p: PlayerId, a: Action) {
    match a {
        Action::ReturnKeshi { keshi } => {
            board::return_keshi(ctx, p, keshi);
            ctx.decide(
                p,
                Decision::ExchangedKeshi {
                    returned: keshi.colour(),
                },
            );
        }
        Action::ReturnSpectator { colour } => {
            let race = &mut ctx.player_mut(p).race;
            race.spectators[colour.index()] = race.spectators[colour.index()].saturating_sub(1);
            ctx.emit_with(|| Event::SpectatorsReturned {
                player: p,
                keshis: [colour].into_iter().collect(),
            });
            ctx.decide(p, Decision::ExchangedKeshi { returned: colour });
        }
        Action::SwapStorageKeshi { space, colour } => {
            let Some(slot) = ctx.player_mut(p).storage_keshis.get_mut(space as usize) else {
                return;
            };
            let Some(from) = slot.replace(colour) else {
                return;
            };
            ctx.emit(Event::StorageKeshiExchanged {
                player: p,
                space,
                from,
                to: colour,
            });
        }
        _ => {}
    }
}

/// "take 1 keshi of another color and deploy it": on the board, or with the
/// camel race in the spectator area ("Dabei bewegt sich das Kamel aber
/// nicht!").
pub(crate) fn legal_exchanged(ctx: &Ctx, p: PlayerId, returned: Colour, out: &mut Vec<Action>) {
    for colour in Colour::ALL {
        if colour != returned && board_free(ctx, p, colour) > 0 {
            out.push(Action::ChooseColour { colour });
        }
    }
    if watching(ctx, p) && camel_race::spectator_room(ctx, p) > 0 {
        for colour in Colour::ALL {
            if colour != returned && camel_race::may_watch(colour) {
                out.push(Action::Spectate { colour });
            }
        }
    }
}

pub(crate) fn resolve_exchanged(ctx: &mut Ctx, p: PlayerId, a: Action) {
    match a {
        Action::ChooseColour { colour } => board::deploy_on_board(ctx, p, colour),
        Action::Spectate { colour } => {
            ctx.player_mut(p).race.spectators[colour.index()] += 1;
            ctx.emit(Event::SpectatorPlaced { player: p, colour });
        }
        _ => {}
    }
}
