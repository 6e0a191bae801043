//! The odds composer's drawing: the exact chance of success as a number and the outcome
//! distribution as a small SVG bar chart. Games compute the distribution with `dice::odds` and
//! hand it here as labelled bars.

use dice::odds::Fraction;
use maud::{Markup, html};

use crate::i18n::Lang;

/// One outcome's bar.
#[derive(Clone, Debug)]
pub struct Bar {
    /// Its label under the bar ("6", "5+1", "✕").
    pub label: String,
    /// Its exact probability.
    pub chance: Fraction,
    /// Whether it counts as a success (drawn in the success colour).
    pub success: bool,
}

fn ratio(f: &Fraction) -> f64 {
    // Display only: the exact value is printed with `Fraction::percent`.
    let den = f.denominator().to_string().parse::<f64>().unwrap_or(f64::INFINITY);
    let num = f.numerator().to_string().parse::<f64>().unwrap_or(0.0);
    if den.is_finite() && den > 0.0 { num / den } else { 0.0 }
}

/// The chance of success, exactly (fraction on hover), and the bars.
pub fn composer_result(lang: Lang, success: &Fraction, bars: &[Bar]) -> Markup {
    html! {
        div.odds-result aria-live="polite" {
            p.chance {
                span.label { (lang.t("odds-success")) " " }
                strong title=(success.to_string()) { (lang.percent(success, 1)) " %" }
            }
            (chart(lang, bars))
        }
    }
}

/// An SVG bar chart of `bars`, with a text alternative.
pub fn chart(lang: Lang, bars: &[Bar]) -> Markup {
    let width = 28 * bars.len().max(1) + 8;
    let top = bars.iter().map(|b| ratio(&b.chance)).fold(0.0_f64, f64::max).max(1e-9);
    let described: Vec<String> =
        bars.iter().map(|b| format!("{}: {} %", b.label, lang.percent(&b.chance, 1))).collect();
    html! {
        svg.bars role="img" viewBox={ "0 0 " (width) " 120" } width=(width) height="120"
            aria-label={ (lang.t("odds-chart")) ": " (described.join(", ")) } {
            @for (i, b) in bars.iter().enumerate() {
                @let h = (ratio(&b.chance) / top * 90.0).max(if ratio(&b.chance) > 0.0 { 1.0 } else { 0.0 });
                @let x = 6 + i * 28;
                rect x=(x) y={ (format!("{:.1}", 96.0 - h)) } width="22" height={ (format!("{:.1}", h)) }
                    class=(if b.success { "ok" } else { "ko" }) {
                    title { (b.label) ": " (lang.percent(&b.chance, 2)) " %" }
                }
                text x=(x + 11) y="112" text-anchor="middle" { (b.label) }
            }
        }
    }
}
