//! The relationship map as an inline SVG: every character (and every extra named by a
//! relationship) on a circle, each relationship an arrow with its die, laid out from the view alone
//! and deterministically (characters in campaign order, then extras by name), so every seat sees the
//! same picture. The rulebook asks for it ("es bueno armar un mapa con todas las relaciones, sus
//! dados y sus clichés asociados y mantenerlo disponible", "Relaciones").

use genrefuzzion::MapEdge;
use maud::{Markup, html};

use crate::i18n::Lang;

const SIZE: f64 = 360.0;
const RADIUS: f64 = 130.0;
const NODE: f64 = 26.0;

/// The map of `edges` between `characters` (their names, in campaign order).
pub fn draw(lang: Lang, characters: &[String], edges: &[MapEdge]) -> Markup {
    let mut nodes: Vec<(String, bool)> =
        characters.iter().filter(|n| !n.is_empty()).map(|n| (n.clone(), true)).collect();
    let mut extras: Vec<String> = edges
        .iter()
        .map(|e| e.to.clone())
        .filter(|t| !t.is_empty() && !nodes.iter().any(|(n, _)| n == t))
        .collect();
    extras.sort();
    extras.dedup();
    nodes.extend(extras.into_iter().map(|x| (x, false)));
    if nodes.is_empty() {
        return html! {};
    }
    let n = nodes.len() as f64;
    let pos: Vec<(f64, f64)> = (0..nodes.len())
        .map(|i| {
            // Start at the top and go clockwise.
            let a = -std::f64::consts::FRAC_PI_2 + std::f64::consts::TAU * i as f64 / n;
            (SIZE / 2.0 + RADIUS * a.cos(), SIZE / 2.0 + RADIUS * a.sin())
        })
        .collect();
    let index = |name: &str| nodes.iter().position(|(n, _)| n == name);
    let label = lang.t("gf-map-title");
    html! {
        figure.gf-map {
            svg viewBox={ "0 0 " (SIZE) " " (SIZE) } role="img" aria-label=(label) {
                defs {
                    marker #gf-arrow viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7"
                        orient="auto-start-reverse" { path d="M0,0 L10,5 L0,10 z" {} }
                }
                @for e in edges {
                    @if let (Some(a), Some(b)) = (index(&e.from), index(&e.to)) {
                        @if a != b { (edge(lang, pos[a], pos[b], e)) }
                    }
                }
                @for (i, (name, character)) in nodes.iter().enumerate() {
                    g.node.extra[!*character] {
                        circle cx=(fmt(pos[i].0)) cy=(fmt(pos[i].1)) r=(NODE) {}
                        text x=(fmt(pos[i].0)) y=(fmt(pos[i].1 + 4.0)) text-anchor="middle" { (short(name)) }
                        title { (name) }
                    }
                }
            }
            figcaption {
                ul.gf-map-list {
                    @for e in edges {
                        li {
                            strong { (e.from) } " → " strong { (e.to) }
                            @if let Some(d) = e.die { " " span.gf-die data-die=(d.to_string()) { (d.to_string()) } }
                            ": " (super::printed(lang, &e.text))
                            @if let Some(x) = &e.via_extra { " (" (lang.t("gf-via-extra")) " " (x) ")" }
                        }
                    }
                }
            }
        }
    }
}

fn fmt(v: f64) -> String {
    format!("{v:.1}")
}

/// A name fitted into a node: its first word, cut to eight letters.
fn short(name: &str) -> String {
    let first = name.split_whitespace().next().unwrap_or(name);
    let mut s: String = first.chars().take(8).collect();
    if first.chars().count() > 8 {
        s.push('…');
    }
    s
}

/// An arrow from `a` to `b` (its relationship read in `lang`), bent to its right so the two directions of a pair never overlap, with
/// the die at its middle.
fn edge(lang: Lang, a: (f64, f64), b: (f64, f64), e: &MapEdge) -> Markup {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    // Perpendicular to the right of the direction of travel.
    let (px, py) = (-uy, ux);
    let bend = 18.0;
    let start = (a.0 + ux * NODE + px * 6.0, a.1 + uy * NODE + py * 6.0);
    let end = (b.0 - ux * (NODE + 2.0) + px * 6.0, b.1 - uy * (NODE + 2.0) + py * 6.0);
    let mid = ((a.0 + b.0) / 2.0 + px * bend, (a.1 + b.1) / 2.0 + py * bend);
    let d = format!(
        "M{} {} Q{} {} {} {}",
        fmt(start.0),
        fmt(start.1),
        fmt(mid.0),
        fmt(mid.1),
        fmt(end.0),
        fmt(end.1)
    );
    // The curve's own middle point (a quadratic Bézier at t = 1/2).
    let lx = 0.25 * start.0 + 0.5 * mid.0 + 0.25 * end.0;
    let ly = 0.25 * start.1 + 0.5 * mid.1 + 0.25 * end.1;
    let die = e.die.map(|d| d.to_string()).unwrap_or_else(|| "?".into());
    html! {
        g.rel {
            path d=(d) marker-end="url(#gf-arrow)" {}
            rect x=(fmt(lx - 12.0)) y=(fmt(ly - 8.0)) width="24" height="15" rx="3" {}
            text x=(fmt(lx)) y=(fmt(ly + 3.5)) text-anchor="middle" { (die) }
            title { (e.from) " → " (e.to) ": " (super::printed(lang, &e.text)) }
        }
    }
}
