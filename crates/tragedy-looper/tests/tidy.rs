//! Tidy checks run as ordinary tests: every source file starts with a `//!` module doc.

#[test]
fn every_module_has_a_doc_comment() {
    for dir in ["src", "tests", "tests/common", "benches"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(path).unwrap() {
            let p = entry.unwrap().path();
            if p.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                assert!(text.trim_start().starts_with("//!"), "{} lacks a //! doc", p.display());
            }
        }
    }
}
