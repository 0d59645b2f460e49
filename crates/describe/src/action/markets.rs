//! The markets: the souk's exchange office and luxury goods, the
//! madrasa's scrolls, the workshops' gates.

use super::*;

/// [`Action::ExchangeGoods`].
pub(super) fn exchange_goods(cx: &Cx, colour: Colour) -> String {
    let Cx {
        lang, cat, view, ..
    } = *cx;
    let keshi = keshis(lang, colour, 1);
    match office_yield(lang, cat, view.board.exchange_office, colour) {
        Some(y) => tr!(lang, "action-exchange", keshi = keshi, gain = y),
        None => tr!(lang, "action-exchange-plain", keshi = keshi),
    }
}

/// [`Action::BuyLuxury`].
pub(super) fn buy_luxury(cx: &Cx, slot: u8) -> String {
    let Cx {
        lang,
        cat,
        view,
        seat,
        d,
        ..
    } = *cx;
    let free = matches!(d, Decision::FreeLuxury);
    match view.board.luxury.get(slot as usize) {
        Some(Some(id)) if free => {
            tr!(lang, "action-take-free", luxury = luxury(lang, cat, *id))
        }
        Some(Some(id)) if carries(view, seat, Stair::Mosque) => tr!(
            lang,
            "action-buy-luxury-imam",
            luxury = luxury(lang, cat, *id)
        ),
        Some(Some(id)) => tr!(lang, "action-buy-luxury", luxury = luxury(lang, cat, *id)),
        _ => tr!(lang, "action-buy-luxury-shop", shop = slot + 1),
    }
}

/// [`Action::RefreshScrolls`].
pub(super) fn refresh_scrolls(cx: &Cx, ty: ScrollType, pay: Resources) -> String {
    let Cx { lang, .. } = *cx;
    tr!(
        lang,
        "action-refresh-scrolls",
        pay = resources_text(lang, pay),
        scrolls = tr!(lang, "event-scrolls-the", kind = ty.name())
    )
}

/// [`Action::BuyScroll`] and [`Action::TakeScroll`].
pub(super) fn scroll_from_display(cx: &Cx, ty: ScrollType, slot: u8, buy: bool) -> String {
    let Cx {
        lang,
        cat,
        view,
        seat,
        ..
    } = *cx;
    match view.board.scrolls[ty.index()].get(slot as usize) {
        Some(Some(id)) => {
            let (req, cost) = cat
                .scrolls
                .iter()
                .find(|s| s.id == *id)
                .map(|s| (s.requirement, s.cost))
                .unwrap_or((0, 0));
            let text = scroll(lang, cat, *id);
            if buy && carries(view, seat, Stair::Palace) {
                tr!(
                    lang,
                    "action-buy-scroll-sultan",
                    scroll = text,
                    scholars = req,
                    dates = cost.saturating_sub(1)
                )
            } else if buy {
                tr!(
                    lang,
                    "action-buy-scroll",
                    scroll = text,
                    scholars = req,
                    dates = cost
                )
            } else {
                tr!(lang, "action-take-scroll", scroll = text)
            }
        }
        _ => tr!(
            lang,
            if buy {
                "action-buy-scroll-slot"
            } else {
                "action-take-scroll-slot"
            },
            kind = ty.name(),
            slot = slot + 1
        ),
    }
}

/// [`Action::BuyGate`].
pub(super) fn buy_gate(cx: &Cx, workshop: u8, colour: Colour, pay: Resources) -> String {
    let Cx { lang, cat, d, .. } = *cx;
    let pts = cat
        .workshops
        .get(workshop as usize)
        .map(|w| w.points)
        .unwrap_or(0);
    let gate = tr!(lang, "action-gate", colour = colour.name());
    if matches!(d, Decision::FreeGate) {
        return tr!(
            lang,
            "action-free-gate",
            gate = gate,
            workshop = workshop + 1,
            points = format!("{pts:+}"),
            n = pts.unsigned_abs()
        );
    }
    tr!(
        lang,
        "action-buy-gate",
        gate = gate,
        workshop = workshop + 1,
        pay = resources_text(lang, pay),
        points = format!("{pts:+}"),
        n = pts.unsigned_abs()
    )
}
