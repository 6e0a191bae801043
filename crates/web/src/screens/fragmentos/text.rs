//! Fragmentos's words: one sentence per event (already redacted for its reader: nothing is added)
//! and the help page mapping the rulebook to the screen.

use maud::{Markup, html};
use serde_json::Value;

use crate::i18n::{Arg, Lang};

fn who(lang: Lang, v: &Value) -> String {
    match v.as_u64() {
        Some(n) => lang.t_args("frag-char-n", &[("n", (n + 1).into())]),
        None => lang.t("frag-nobody"),
    }
}

fn word(lang: Lang, key: &str, v: &str) -> String {
    lang.t(&format!("frag-word-{key}-{}", v.replace('_', "-")))
}

fn pool(lang: Lang, v: &Value) -> String {
    match v["pool"].as_str() {
        Some("threat") => lang.t("frag-word-pool-threat"),
        Some("overcoming") => {
            lang.t_args("frag-word-pool-overcoming", &[("who", who(lang, &v["character"]).into())])
        }
        _ => lang.t("frag-word-pool-none"),
    }
}

fn args(lang: Lang, e: &Value) -> Vec<(String, Arg)> {
    let mut out: Vec<(String, Arg)> = Vec::new();
    let Some(map) = e.as_object() else { return out };
    for (k, v) in map {
        match (k.as_str(), v) {
            ("type", _) => {}
            ("character" | "winner", _) => out.push((k.clone(), who(lang, v).into())),
            ("characteristic" | "danger" | "reason" | "hurry", Value::String(s)) => {
                out.push((k.clone(), word(lang, k, s).into()))
            }
            ("from" | "to", _) => out.push((k.clone(), pool(lang, v).into())),
            ("success" | "forced" | "by_tie_rule" | "exhausted", Value::Bool(b)) => {
                out.push((k.clone(), (if *b { "yes" } else { "no" }).into()))
            }
            ("difficulty", Value::Null) => out.push((k.clone(), lang.t("frag-difficulty-hidden").into())),
            (_, Value::Number(n)) => out.push((k.clone(), n.as_f64().unwrap_or(0.0).into())),
            (_, Value::String(s)) => out.push((k.clone(), s.clone().into())),
            _ => {}
        }
    }
    match e["type"].as_str() {
        Some("rolled") => {
            let t = &e["throw"];
            let faces: Vec<String> =
                t["faces"].as_array().into_iter().flatten().map(|f| f.to_string()).collect();
            out.push(("faces".into(), faces.join(" ").into()));
            for k in ["value", "bonus", "total", "omens"] {
                out.push((k.into(), t[k].as_u64().unwrap_or(0).into()));
            }
        }
        Some("story_started") => {
            let names: Vec<String> = e["config"]["main_characters"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|c| c["name"].as_str().map(str::to_owned))
                .collect();
            out.push(("names".into(), names.join(", ").into()));
            out.push(("threat".into(), e["config"]["initial_threat"].as_u64().unwrap_or(0).into()));
        }
        Some("character_introduced") => {
            out.push(("name".into(), e["sheet"]["name"].as_str().unwrap_or("").to_owned().into()));
            out.push(("kind".into(), word(lang, "kind", e["sheet"]["kind"].as_str().unwrap_or("")).into()));
        }
        Some("quality_revealed") => {
            out.push(("text".into(), e["quality"]["text"].as_str().unwrap_or("").to_owned().into()));
        }
        Some("conflict_called") => {
            let sides: Vec<String> = e["sides"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|s| {
                    format!(
                        "{} ({})",
                        who(lang, &s["character"]),
                        word(lang, "characteristic", s["characteristic"].as_str().unwrap_or(""))
                    )
                })
                .collect();
            out.push(("sides".into(), sides.join(" / ").into()));
        }
        Some("scene_started") => {
            let q: Vec<String> = e["qualities"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|q| q.as_str().map(str::to_owned))
                .collect();
            out.push(("qualities".into(), if q.is_empty() { "—".to_owned() } else { q.join(", ") }.into()));
        }
        Some("round_started") => {
            let names: Vec<String> =
                e["characters"].as_array().into_iter().flatten().map(|c| who(lang, c)).collect();
            out.push(("characters".into(), names.join(", ").into()));
        }
        Some("quality_activated") => {
            out.push(("by".into(), who(lang, &e["by"]).into()));
            out.push(("effect".into(), word(lang, "effect", e["effect"].as_str().unwrap_or("")).into()));
        }
        Some("outcome_reversed") => {
            if let Some(s) = e["success"].as_bool() {
                out.push(("success".into(), (if s { "yes" } else { "no" }).into()));
            }
        }
        _ => {}
    }
    out
}

/// An event's system post.
pub fn event_text(lang: Lang, event: &Value) -> Option<Markup> {
    let kind = event["type"].as_str()?;
    let id = format!("frag-ev-{}", kind.replace('_', "-"));
    let owned = args(lang, event);
    let borrowed: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let text = lang.t_args(&id, &borrowed);
    (text != id).then(|| html! { p.frag-event { (text) } })
}

/// The help page.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        "setup",
        "scene",
        "challenge",
        "odds",
        "omens",
        "danger",
        "damage",
        "protection",
        "conflict",
        "qualities",
        "points",
        "order",
        "secrets",
    ];
    html! {
        div.help.frag-help {
            p { (lang.t("frag-help-intro")) }
            table {
                thead { tr { th { (lang.t("frag-help-rule")) } th { (lang.t("frag-help-section")) } th { (lang.t("frag-help-where")) } } }
                tbody {
                    @for key in rows {
                        tr {
                            th scope="row" { (lang.t(&format!("frag-help-{key}"))) }
                            td { (lang.t(&format!("frag-help-{key}-section"))) }
                            td { (lang.t(&format!("frag-help-{key}-where"))) }
                        }
                    }
                }
            }
            p.muted { (lang.t("frag-help-rulings")) }
        }
    }
}
