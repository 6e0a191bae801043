//! Tidy checks run as ordinary tests: every module starts with a `//!` doc.

#[test]
fn every_module_has_a_module_doc() {
    for dir in ["src", "tests"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&path).unwrap() {
            let file = entry.unwrap().path();
            if file.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&file).unwrap();
                assert!(text.starts_with("//!"), "{} lacks a //! module doc", file.display());
            }
        }
    }
}
