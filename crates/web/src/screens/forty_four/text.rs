//! 44's words: one sentence per event (the event is already redacted for its reader; nothing else
//! is added) and the help page mapping the rulebook to the screen.

use maud::{Markup, html};
use serde_json::Value;

use crate::i18n::{Arg, Lang};

fn seat_text(lang: Lang, v: &Value) -> String {
    match v.as_u64() {
        Some(0) => lang.t("f44-director"),
        Some(n) => lang.t_args("f44-seat-n", &[("n", n.into())]),
        None => String::new(),
    }
}

fn dice_text(v: &Value) -> String {
    let faces: Vec<String> =
        v.as_array().into_iter().flatten().filter_map(Value::as_u64).map(|f| f.to_string()).collect();
    if faces.is_empty() { "—".to_owned() } else { faces.join(" ") }
}

/// The translated value of an enum field (`quality`, `side`, `pile`, `rating`, `winner`, `reason`).
fn word(lang: Lang, key: &str, v: &str) -> String {
    lang.t(&format!("f44-word-{key}-{}", v.replace('_', "-")))
}

/// The Fluent arguments of an event: its scalar fields (seats as names, enums translated) and a
/// few derived ones for rolls.
fn args(lang: Lang, e: &Value) -> Vec<(String, Arg)> {
    let mut out: Vec<(String, Arg)> = Vec::new();
    let Some(map) = e.as_object() else { return out };
    for (k, v) in map {
        if k == "type" {
            continue;
        }
        match (k.as_str(), v) {
            // `main` is a seat except in `conflict_decided`, where it is the main side's result.
            ("main", Value::Number(n)) if e["type"] == "conflict_decided" => {
                out.push((k.clone(), n.as_f64().unwrap_or(0.0).into()))
            }
            ("seat" | "by" | "main" | "conspirator" | "opponent" | "chooser", Value::Number(_)) => {
                out.push((k.clone(), seat_text(lang, v).into()))
            }
            ("holder", Value::Number(_)) => out.push((k.clone(), seat_text(lang, v).into())),
            ("quality" | "side" | "pile" | "rating" | "winner" | "reason", Value::String(s)) => {
                out.push((k.clone(), word(lang, k, s).into()))
            }
            (_, Value::Number(n)) => out.push((k.clone(), n.as_f64().unwrap_or(0.0).into())),
            (_, Value::String(s)) => out.push((k.clone(), s.clone().into())),
            (_, Value::Bool(b)) => out.push((k.clone(), (if *b { "yes" } else { "no" }).into())),
            (_, Value::Array(a)) if a.iter().all(Value::is_u64) => out.push((k.clone(), dice_text(v).into())),
            _ => {}
        }
    }
    match e["type"].as_str() {
        Some("conflict_rolled") => {
            for side in ["main", "conspiracy"] {
                out.push((format!("{side}_kept"), dice_text(&e[side]["roll"]["kept"]).into()));
                out.push((format!("{side}_removed"), dice_text(&e[side]["roll"]["removed"]).into()));
                out.push((format!("{side}_value"), e[side]["roll"]["value"].as_u64().unwrap_or(0).into()));
            }
        }
        Some("end_rolled") => {
            for side in ["resistance", "menace"] {
                out.push((format!("{side}_kept"), dice_text(&e[side]["kept"]).into()));
                out.push((format!("{side}_value"), e[side]["value"].as_u64().unwrap_or(0).into()));
            }
        }
        Some("order_rolled") => {
            let rounds: Vec<String> = e["rounds"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|round| {
                    round
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|r| format!("{}: {}", seat_text(lang, &r["seat"]), r["face"]))
                        .collect::<Vec<_>>()
                        .join(", ")
                })
                .collect();
            out.push(("rolls".into(), rounds.join(" / ").into()));
        }
        Some("scene_order_set") | Some("gain_owed") => {
            let key = if e["type"] == "gain_owed" { "seats" } else { "order" };
            let names: Vec<String> =
                e[key].as_array().into_iter().flatten().map(|s| seat_text(lang, s)).collect();
            out.push(("seats".into(), names.join(", ").into()));
        }
        Some("game_ended") => {
            let fates: Vec<String> = e["fates"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|f| {
                    format!("{}: {}", seat_text(lang, &f[0]), word(lang, "fate", f[1].as_str().unwrap_or("")))
                })
                .collect();
            out.push(("fates".into(), fates.join(", ").into()));
        }
        Some("phase_entered") => {
            let phase = e["phase"]["type"].as_str().unwrap_or("");
            out.push(("phase".into(), word(lang, "phase", phase).into()));
        }
        Some("agent_added") | Some("secret_added") if e["name"].is_null() && e["text"].is_null() => {}
        _ => {}
    }
    out
}

/// An event's system post.
pub fn event_text(lang: Lang, event: &Value) -> Option<Markup> {
    let kind = event["type"].as_str()?;
    let id = format!("f44-ev-{}", kind.replace('_', "-"));
    let owned = args(lang, event);
    let borrowed: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let text = lang.t_args(&id, &borrowed);
    // An unknown kind comes back as its id: leave it to the generic post.
    (text != id).then(|| html! { p.f44-event { (text) } })
}

/// The help page: the rulebook's steps and where they are on the screen.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        ("setup", "7-11"),
        ("order", "13"),
        ("framing", "14"),
        ("gather", "15-18"),
        ("odds", "18-19"),
        ("improve", "19"),
        ("stress", "20-22"),
        ("reserve", "18, 28-29"),
        ("end", "23-25"),
        ("zero", "25-26"),
        ("operative", "30-32"),
        ("secrets", "11, 17"),
    ];
    html! {
        div.help.f44-help {
            p { (lang.t("f44-help-intro")) }
            table {
                thead { tr { th { (lang.t("f44-help-step")) } th { (lang.t("f44-help-page")) } th { (lang.t("f44-help-where")) } } }
                tbody {
                    @for (key, page) in rows {
                        tr {
                            th scope="row" { (lang.t(&format!("f44-help-{key}"))) }
                            td { "p. " (page) }
                            td { (lang.t(&format!("f44-help-{key}-where"))) }
                        }
                    }
                }
            }
            p.muted { (lang.t("f44-help-rulings")) }
        }
    }
}
