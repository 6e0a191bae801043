//! Issue 34's small thread defects, each pinned by a test that failed before its fix: words a
//! person wrote and a line's own full stop never make "..", reply quotes read as text (no Markdown
//! asterisks), spoilers stay folded in quotes, mails and feeds.

use engine::SeatId;
use server::names::Names;
use web::i18n::Lang;
use web::screens::{AnyEvent, story_event_text};

fn line(lang: Lang, event: AnyEvent) -> String {
    story_event_text(lang, &Names::default(), &Default::default(), &event).unwrap().into_string()
}

/// A person's sentence quoted at the end of a line keeps one full stop: "Ana: “It is locked.”",
/// never "“It is locked.”." (the mails tell these lines too).
#[test]
fn a_quoted_sentence_ends_with_one_full_stop() {
    let detail = || {
        AnyEvent::FortyFour(forty_four::Event::DetailAdded { by: SeatId(1), text: "The door is locked.".into() })
    };
    let cliche = || {
        AnyEvent::GenreFuzzion(genrefuzzion::Event::ClicheProposed {
            player: SeatId(1),
            text: "Nadie sale vivo.".into(),
        })
    };
    let revealed = || {
        AnyEvent::Fragmentos(fragmentos::Event::QualityRevealed {
            character: fragmentos::CharacterId(0),
            secret_index: 0,
            quality: fragmentos::Quality {
                kind: fragmentos::QualityKind::Weakness,
                text: "Teme al fuego.".into(),
            },
        })
    };
    for lang in Lang::ALL {
        for event in [detail(), cliche(), revealed()] {
            let text = web::mail::plain(&line(lang, event));
            assert!(!text.contains("..") && !text.contains(".”.") && !text.contains(".».") && !text.contains(".\"."), "{lang:?}: {text}");
            assert!(text.ends_with('.'), "{lang:?}: {text}");
        }
    }
    // An ellipsis is the writer's and stays.
    let trailing = AnyEvent::FortyFour(forty_four::Event::DetailAdded { by: SeatId(1), text: "And then...".into() });
    assert!(web::mail::plain(&line(Lang::En, trailing)).contains("And then..."));
}
