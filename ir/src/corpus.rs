//! Reading a directory of `.mir` files (the shipped examples, test inputs), sorted by name, for
//! the tests, benches and fuzz seeds that walk them. One place, so they all see the same set.

use std::path::{Path, PathBuf};

/// One `.mir` file: its file name (`copy64.mir`), path and text.
#[derive(Clone, Debug)]
pub struct MirFile {
    /// File name with extension.
    pub name: String,
    /// Full path.
    pub path: PathBuf,
    /// Contents.
    pub text: String,
}

impl MirFile {
    /// The file name without `.mir`.
    pub fn stem(&self) -> &str {
        self.name.strip_suffix(".mir").unwrap_or(&self.name)
    }
}

/// Every `*.mir` file directly in `dir`, sorted by name.
pub fn read_mir_dir(dir: &Path) -> std::io::Result<Vec<MirFile>> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.extension().is_some_and(|x| x == "mir") {
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&path)?;
            out.push(MirFile { name, path, text });
        }
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}
