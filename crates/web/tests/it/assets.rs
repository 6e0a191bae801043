//! The hand-written assets stay well-formed (four people append to one stylesheet).

#[test]
fn the_stylesheet_has_balanced_braces_and_no_merge_markers() {
    let css = include_str!("../../assets/tablon.css");
    let mut depth = 0i32;
    for (line, text) in css.lines().enumerate() {
        assert!(
            !text.starts_with("<<<<<<<") && !text.starts_with(">>>>>>>"),
            "merge marker at line {}",
            line + 1
        );
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            assert!(depth >= 0, "a stray }} at line {}", line + 1);
        }
    }
    assert_eq!(depth, 0, "an unclosed block");
}
