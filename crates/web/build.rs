//! Names every file of `assets/` after its content (`tablon.js` → `tablon.<hash>.js`), as the
//! environment variable `TABLON_ASSET_<FILE>` (`TABLON_ASSET_TABLON_JS`) that `src/assets.rs`
//! reads, so that a changed file gets a new URL in the next build.

#[path = "src/assets/fingerprint.rs"]
mod fingerprint;

fn main() {
    println!("cargo::rerun-if-changed=assets");
    let mut files: Vec<_> =
        std::fs::read_dir("assets").expect("assets/ is readable").map(|e| e.unwrap().path()).collect();
    files.sort();
    for path in files {
        let file = path.file_name().unwrap().to_str().expect("asset names are UTF-8");
        let bytes = std::fs::read(&path).expect("an asset is readable");
        let key: String = file
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' })
            .collect();
        println!("cargo::rustc-env=TABLON_ASSET_{key}={}", fingerprint::fingerprinted(file, &bytes));
    }
}
