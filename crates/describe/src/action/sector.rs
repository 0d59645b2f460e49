//! The sector actions: main square, Sahara, water vendor, date orchard,
//! staircases and river, medina, and the choice of a sector or stair.

use super::*;

/// [`Action::PlaceEntertainer`].
pub(super) fn place_entertainer(cx: &Cx, f: u8) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(
        lang,
        "action-place-entertainer",
        field = field(lang, cat, f)
    )
}

/// [`Action::PlaceCaravan`].
pub(super) fn place_caravan(cx: &Cx, p: SaharaPath) -> String {
    let Cx {
        lang,
        cat,
        view,
        me,
        ..
    } = *cx;
    let caravans = me.map(|m| m.caravans).unwrap_or([0; 3]);
    match p {
        SaharaPath::Left | SaharaPath::Right => {
            let i = if p == SaharaPath::Left { 0 } else { 1 };
            let key = if p == SaharaPath::Left {
                "left"
            } else {
                "right"
            };
            let position = caravans[i] + 1;
            let oasis_there = cat
                .oasis_slots
                .iter()
                .any(|s| s.path == p && s.position == position);
            if oasis_there || !view.modules.desert_towns {
                tr!(
                    lang,
                    "action-caravan-oasis",
                    path = key,
                    position = position
                )
            } else {
                tr!(
                    lang,
                    "action-caravan-town",
                    path = key,
                    points = cat.rules.desert_town_points.value,
                    towns = if view.board.towns.is_empty() {
                        "none"
                    } else {
                        "some"
                    }
                )
            }
        }
        SaharaPath::StartOasis => {
            let b = if caravans[2] == 0 {
                cat.start_oasis.right
            } else {
                cat.start_oasis.left
            };
            tr!(lang, "action-caravan-start", bonus = bonus(lang, b))
        }
    }
}

/// [`Action::PlaceWaterVendor`].
pub(super) fn place_water_vendor(cx: &Cx, sector: Sector) -> String {
    let Cx { lang, .. } = *cx;
    tr!(lang, "action-water-vendor", at = sector_at(lang, sector))
}

/// [`Action::TakeFieldBonus`].
pub(super) fn take_field_bonus(cx: &Cx, f: u8) -> String {
    let Cx { lang, cat, d, .. } = *cx;
    let times = match d {
        Decision::FieldBonus { times } => *times,
        _ => 1,
    };
    format!("{} x {times}", field(lang, cat, f))
}

/// [`Action::Harvest`].
pub(super) fn harvest(cx: &Cx, dates: u8, water: u8, dinars: u8, points: u8) -> String {
    let Cx { lang, .. } = *cx;
    let mut parts = Vec::new();
    if dates > 0 {
        parts.push(tr!(lang, "event-dates", n = dates));
    }
    if water > 0 {
        parts.push(tr!(lang, "event-water", n = water));
    }
    if dinars > 0 {
        parts.push(tr!(lang, "event-dinars", n = dinars));
    }
    if points > 0 {
        parts.push(tr!(lang, "action-points", n = points));
    }
    if parts.is_empty() {
        lang.get("action-nothing")
    } else {
        parts.join(" + ")
    }
}

/// [`Action::ExtraStep`].
pub(super) fn extra_step(cx: &Cx, pay: StepPayment) -> String {
    let Cx { lang, .. } = *cx;
    match pay {
        StepPayment::Water => lang.get("action-pay-water-step"),
        StepPayment::Date => lang.get("action-pay-date-step"),
        StepPayment::Free => lang.get("action-free-step"),
    }
}

/// [`Action::LineBonus`].
pub(super) fn take_line_bonus(cx: &Cx, space: u8) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    line_space(lang, cat, &view.board.staircase_cover, space)
}

/// [`Action::RapidBonus`].
pub(super) fn rapid_bonus(cx: &Cx, rapid: u8) -> String {
    let Cx { lang, cat, .. } = *cx;
    match cat.river.rapids.get(rapid as usize) {
        Some(r) => tr!(
            lang,
            "action-rapid",
            rapid = rapid + 1,
            space = r.space,
            bonus = bonus(lang, r.bonus)
        ),
        None => tr!(lang, "action-rapid-plain", rapid = rapid + 1),
    }
}

/// [`Action::ChooseEntertainer`].
pub(super) fn choose_entertainer(cx: &Cx, f: u8) -> String {
    let Cx {
        lang,
        cat,
        view,
        d,
        me,
        ..
    } = *cx;
    if let Decision::SpectatorBonus { times } = *d {
        return format!("{} x {times}", field(lang, cat, f));
    }
    let rot = me.map(|m| m.disc_rotation).unwrap_or(0);
    let extra = me.is_some_and(|m| has_perk(cat, &m.scrolls, Perk::ExtraSpectator));
    let n = spectators(cat, view.modules.spectators, rot, f) + u8::from(extra);
    format!("{} x {n}", field(lang, cat, f))
}

/// [`Action::BuildGate`].
pub(super) fn build_gate(cx: &Cx, space: u8) -> String {
    let Cx { lang, cat, d, .. } = *cx;
    match cat.gate_spaces.get(space as usize) {
        Some(g) => {
            let matched = matches!(d, Decision::BuildGate { colour } if *colour == g.colour);
            tr!(
                lang,
                "action-build-gate",
                sector = sector_key(g.sector),
                colour = g.colour.name(),
                matched = if matched { "yes" } else { "no" }
            )
        }
        None => tr!(lang, "action-gate-space", space = space + 1),
    }
}

/// [`Action::ClaimOasis`].
pub(super) fn claim_oasis(cx: &Cx, slot: u8, pay: Resources) -> String {
    let Cx {
        lang,
        cat,
        me,
        classic,
        ..
    } = *cx;
    let where_ = cat
        .oasis_slots
        .get(slot as usize)
        .map(|s| {
            tr!(
                lang,
                "action-oasis-where",
                path = match s.path {
                    SaharaPath::Left => "left",
                    SaharaPath::Right => "right",
                    SaharaPath::StartOasis => "start",
                },
                position = s.position
            )
        })
        .unwrap_or_else(|| tr!(lang, "action-oasis-slot", slot = slot + 1));
    let pay = resources_text(lang, pay);
    match me.and_then(|m| m.oasis_slots.get(slot as usize)) {
        Some(OasisView::Discovered { oasis: o }) => tr!(
            lang,
            "action-claim-oasis",
            oasis = oasis(lang, cat, *o, classic),
            pay = pay,
            place = where_
        ),
        _ => tr!(lang, "action-claim-oasis-plain", place = where_, pay = pay),
    }
}

/// [`Action::TakeBonusOasis`].
pub(super) fn take_bonus_oasis(cx: &Cx, index: u8) -> String {
    let Cx {
        lang,
        cat,
        view,
        classic,
        ..
    } = *cx;
    match view.board.bonus_oases.get(index as usize) {
        Some(Some(o)) => tr!(
            lang,
            "action-take-oasis",
            oasis = oasis(lang, cat, *o, classic)
        ),
        _ => tr!(lang, "action-take-leftover-oasis", index = index + 1),
    }
}

/// [`Action::ChooseSector`].
pub(super) fn choose_sector(cx: &Cx, sector: Sector) -> String {
    let Cx {
        lang, view, seat, ..
    } = *cx;
    format!(
        "{}: {}",
        sector_title(lang, sector),
        sector_action_detail(lang, view, seat, sector)
    )
}

/// [`Action::ChooseStair`].
pub(super) fn choose_stair(cx: &Cx, s: Stair) -> String {
    let Cx { lang, d, .. } = *cx;
    match d {
        Decision::ChooseStair { then_other, .. } if *then_other > 0 => {
            tr!(lang, "action-stair-first", stair = stair_key(s))
        }
        _ => tr!(lang, "action-stair", stair = stair_key(s)),
    }
}

/// [`Action::ScoreOasis`].
pub(super) fn score_oasis(cx: &Cx, index: u8) -> String {
    let Cx {
        lang,
        cat,
        me,
        classic,
        ..
    } = *cx;
    match me.and_then(|m| m.storage.get(index as usize)) {
        Some(o) => tr!(
            lang,
            "action-score-oasis",
            oasis = oasis(lang, cat, *o, classic)
        ),
        None => tr!(lang, "action-score-stored-oasis", index = index + 1),
    }
}

/// [`Action::ChooseOption`].
pub(super) fn choose_option(cx: &Cx, option: u8) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    let face = view.board.river_tiles[(view.season as usize).min(2)];
    river_option(lang, cat, face, option)
}
