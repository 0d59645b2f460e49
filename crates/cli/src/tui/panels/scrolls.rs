//! The Scrolls tab: the face-up scrolls of each type and the stacks.

use super::*;

/// The madrasa's face-up scrolls.
pub fn scrolls(c: &Ctx) -> Vec<Row> {
    let v = c.view;
    let cat = c.cat;
    let lang = c.lang;
    let mut rows = vec![heading(
        Some(Area::Scrolls(None, None)),
        lang.get("tui-scrolls-title"),
    )];
    for ty in ScrollType::ALL {
        let (req, cost) = cat.scroll_terms(ty);
        let stacks = v.board.scroll_stacks[ty.index()];
        let left: Vec<String> = if marrakesh_engine::scrolls_in_stacks(v.edition, &v.modules) {
            stacks.iter().map(|s| s.to_string()).collect()
        } else {
            vec![stacks[0].to_string()]
        };
        rows.push(heading(
            Some(Area::Scrolls(Some(ty), None)),
            tr!(
                lang,
                "tui-scrolls-type",
                kind = describe::scroll_type(lang, ty),
                scholars = req,
                dates = cost,
                left = left.join(" ")
            ),
        ));
        for (slot, s) in v.board.scrolls[ty.index()].iter().enumerate() {
            let text = match s {
                Some(id) => describe::scroll(lang, cat, *id),
                None => lang.get("tui-empty-slot"),
            };
            rows.push(
                Row::new(Some(Area::Scrolls(Some(ty), Some(slot as u8)))).text(format!(" {text}")),
            );
        }
    }
    rows
}
