//! Whether a choice would do anything: the "no effect" mark every interface
//! shows beside such a choice (the terminal, the browser page). Decided
//! from the deciding seat's own view only: the choice is tried in a world
//! drawn behind that view (`Game::determinize`), never on the real game.

use marrakesh_engine::{Action, Decision, Game, PlayerId, Sector, SoukVendor, Start, View};

/// Decisions that start a new choice rather than continue one (a turn's
/// next assistant, the next phase): after an action, one of these means the
/// action's own choice is over.
pub fn starts_a_choice(d: &Decision) -> bool {
    matches!(
        d,
        Decision::ArrangeStorageKeshis
            | Decision::OrientAudienceDisc
            | Decision::ActivateProvisionTile
            | Decision::SelectKeshis
            | Decision::PlaceWildAssistant
            | Decision::ClaimKeshis
            | Decision::DeployHeldKeshi
            | Decision::UseAssistant
            | Decision::RapidBonus
            | Decision::RiverTileOption
            | Decision::Provisioning
    )
}

/// Whether using an assistant as `a` changes nothing on `seat`'s board
/// apart from using the assistant up (and what a water vendor pays for any
/// use): "Madrasa: buy scrolls with 0 scholars", "Palace: climb 0 steps", a
/// souk visit when nothing is affordable. Tried in the world behind the
/// seat's view drawn by `seed`; a use that leads to a further choice may
/// well do something and is not marked. Other decisions: `false`.
pub fn has_no_effect(game: &Game, seat: PlayerId, a: Action, seed: u64) -> bool {
    let Action::UseAssistant { sector, .. } = a else {
        return false;
    };
    let mut g = game.determinize(Some(seat), seed);
    if g.apply_quiet(seat, a, Start::Here).is_err() {
        return false;
    }
    for _ in 0..8 {
        match g.decision_for(seat) {
            Some(d) if !starts_a_choice(&d) && g.legal_actions(seat) == [Action::Done] => {
                if g.apply_quiet(seat, Action::Done, Start::Here).is_err() {
                    return false;
                }
            }
            _ => break,
        }
    }
    if g.decision_for(seat).is_some_and(|d| !starts_a_choice(&d)) {
        return false;
    }
    let board = |v: View| {
        let mut me = v.players.get(seat as usize).cloned()?;
        let vendor = me.water_vendors.contains(&sector)
            || (sector == Sector::Souk && me.souk_vendor == SoukVendor::Active);
        me.assistants.clear();
        me.assistants_used = 0;
        if vendor {
            me.resources.water = 0;
            me.score = 0;
            me.score_by.clear();
        }
        Some(me)
    };
    let before = board(game.view(Some(seat)));
    before.is_some() && before == board(g.view(Some(seat)))
}
