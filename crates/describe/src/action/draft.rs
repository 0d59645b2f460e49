//! The secret selection, the assistants and the claim of keshis.

use super::*;

/// [`Action::Select`].
pub(super) fn select(cx: &Cx, keshis: [Colour; 3]) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-select",
        colours = colours(lang, &keshis),
        sectors = keshis
            .iter()
            .map(|c| match c.sector() {
                Some(s) => sector_word(lang, s),
                None => lang.get("action-any-sector"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// [`Action::PlaceAssistant`].
pub(super) fn place_assistant(cx: &Cx, sector: Sector) -> String {
    let Cx { lang, .. } = *cx;
    tr!(lang, "action-place-assistant", to = sector_to(lang, sector))
}

/// [`Action::Claim`].
pub(super) fn claim(cx: &Cx, colour: Colour, count: u8) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-claim",
        count = count,
        colour = colour_word(lang, colour),
        target = match colour.sector() {
            Some(s) => sector_word(lang, s),
            None => lang.get("action-a-water-vendor"),
        }
    )
}

/// [`Action::ClaimPair`].
pub(super) fn claim_pair(cx: &Cx, first: Colour, second: Colour) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-claim-pair",
        first = colour_word(lang, first),
        second = colour_word(lang, second)
    )
}

/// [`Action::DeployHeld`].
pub(super) fn deploy_held(cx: &Cx, colour: Colour) -> String {
    let Cx { lang, .. } = *cx;
    tr!(lang, "action-deploy", keshi = colour_sector(lang, colour))
}

/// [`Action::UseAssistant`].
pub(super) fn use_assistant(cx: &Cx, sector: Sector, option: AssistantOption) -> String {
    let Cx {
        lang, view, seat, ..
    } = *cx;
    match option {
        AssistantOption::NewKeshi { colour } => tr!(
            lang,
            "action-assistant-new-keshi",
            sector = sector_title(lang, sector),
            take = tr!(lang, "action-new-keshi", colour = colour.name())
        ),
        AssistantOption::SectorAction => tr!(
            lang,
            "action-assistant-action",
            sector = sector_title(lang, sector),
            detail = sector_action_detail(lang, view, seat, sector)
        ),
    }
}

/// [`Action::ReturnKeshi`].
pub(super) fn return_keshi(cx: &Cx, keshi: BoardKeshi) -> String {
    let Cx { lang, cat, .. } = *cx;
    tr!(
        lang,
        "action-return-keshi",
        keshi = board_keshi(lang, keshi, cat)
    )
}
