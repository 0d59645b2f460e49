//! Game files: a game is its setup plus its action list (the engine's
//! `Record`), replayed on load, so a file can never smuggle in a state the
//! rules do not allow. The terminal game adds which seats are human or which
//! bot (`seats`).
//!
//! A game played with a catalog of the user's (`--catalog FILE`) holds that
//! catalog's full TOML text in `catalog`, so the file replays the same
//! anywhere; without the field the embedded catalog is used.
//!
//! The setup holds `solo` and `modules` only when they are used, e.g.
//! `"modules":{"staircase_tiles":null,"imam_sultan":true,"exchange_offices":null,"spectators":false,"desert_towns":true}`.
//!
//! ```json
//! {
//!   "setup": {"players":3,"edition":"classic","seed":42,"tower":"b1","river_tiles":null,"start_player":null},
//!   "seats": ["human","greedy","greedy"],
//!   "actions": [
//!     [0,{"action":"arrange_storage","keshis":["pink","red"]}]
//!   ]
//! }
//! ```

use crate::msg;
use crate::user_text::{CliError, Text};
use marrakesh_engine::{Action, Catalog, Game, PlayerId, Record, Setup};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Larger files are refused (a real game is a few tens of KB). Files are
/// read through this limit, whatever length they report: `/dev/zero`, pipes
/// and FIFOs report 0.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// An action read from stdin (`apply FILE -`) is at most this long.
pub const MAX_ACTION_BYTES: u64 = 64 * 1024;

/// The content of a game file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFile {
    pub setup: Setup,
    /// Who sits where in `marrakesh play`: "human", "greedy" or "random".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<String>>,
    /// The full TOML text of the catalog the game is played with, if it is
    /// not the embedded one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub catalog: Option<String>,
    /// Every action taken, in order, with the seat that took it.
    pub actions: Vec<(PlayerId, Action)>,
}

impl GameFile {
    pub fn new(setup: Setup) -> GameFile {
        GameFile {
            setup,
            seats: None,
            catalog: None,
            actions: Vec::new(),
        }
    }

    /// The catalog the file's game is played with.
    pub fn catalog(&self) -> Result<Arc<Catalog>, Text> {
        ChosenCatalog::from_text(self.catalog.clone())
            .map(|c| c.catalog)
            .map_err(|e| msg!("tui-error-file-catalog", error = e))
    }

    pub fn record(&self) -> Record {
        Record {
            setup: self.setup,
            actions: self.actions.clone(),
        }
    }

    /// Replays the file into a game, with its catalog.
    pub fn replay(&self) -> Result<Game, Text> {
        let catalog = self.catalog()?;
        self.record()
            .replay_with(catalog)
            .map_err(|e| crate::errors::load(&e))
    }

    /// Reads a file's text strictly: JSON with no key twice, no field a
    /// game file, its setup or its actions do not have (at any depth), and
    /// a setup the engine's one check accepts, as for the command line's
    /// flags. `what` names the file in messages.
    pub fn from_text(text: &str, what: &str) -> Result<GameFile, CliError> {
        let bad =
            |e: String| CliError::input(msg!("tui-error-not-a-game-file", file = what, error = e));
        // serde's own reading first: its messages say where (line, column).
        let file: GameFile = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        let given = marrakesh_engine::parse_strict_json(text).map_err(|e| bad(e.to_string()))?;
        file.unknown_field(&given).map_err(bad)?;
        file.setup.check().map_err(|e| {
            CliError::input(msg!(
                "tui-error-in-file",
                file = what,
                error = msg!("tui-error-bad-setup", error = crate::errors::setup(&e))
            ))
        })?;
        Ok(file)
    }

    /// A field of `given` (this file as read) that the file's types do not
    /// have, where serde lets one through: in an action or its payload, in
    /// a variant without fields (`"staircase_tiles":{"mode":"random"}`).
    /// The setup's, the modules' and the file's own fields are serde's to
    /// refuse (they may be left out when they hold nothing).
    fn unknown_field(&self, given: &serde_json::Value) -> Result<(), String> {
        use marrakesh_engine::unknown_field;
        let setup = &given["setup"];
        let parts = [
            (&setup["tower"], serde_json::to_value(self.setup.tower)),
            (&setup["solo"], serde_json::to_value(self.setup.solo)),
            (
                &setup["modules"]["staircase_tiles"],
                serde_json::to_value(self.setup.modules.staircase_tiles),
            ),
        ];
        for (part, known) in parts {
            let known = known.map_err(|e| e.to_string())?;
            if let Some(f) = unknown_field(part, &known) {
                return Err(format!("unknown field `{f}`"));
            }
        }
        let actions = given["actions"]
            .as_array()
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        for (i, a) in actions.iter().enumerate() {
            Action::from_value(&a[1]).map_err(|e| format!("action #{i}: {e}"))?;
        }
        Ok(())
    }

    /// Parses and replays a file's text; `what` names it in messages.
    pub fn parse(text: &str, what: &str) -> Result<(GameFile, Game), CliError> {
        let file = GameFile::from_text(text, what)?;
        if let Some(seats) = &file.seats {
            let kinds = seats
                .iter()
                .map(|s| crate::seats::parse(s))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| CliError::input(msg!("tui-error-in-file", file = what, error = e)))?;
            crate::seats::check(&file.setup, &kinds)
                .map_err(|e| CliError::input(msg!("tui-error-in-file", file = what, error = e)))?;
        }
        let game = file
            .replay()
            .map_err(|e| CliError::input(msg!("tui-error-in-file", file = what, error = e)))?;
        Ok((file, game))
    }

    /// Reads, parses and replays a game file.
    pub fn load(path: &Path) -> Result<(GameFile, Game), CliError> {
        let what = path.display().to_string();
        let text = read_text(path)?;
        GameFile::parse(&text, &what)
    }

    /// The file as JSON text: the setup on one line, one action per line.
    pub fn to_json(&self) -> String {
        let mut s = String::from("{\n");
        s.push_str(&format!(
            "  \"setup\": {},\n",
            serde_json::to_string(&self.setup).unwrap_or_default()
        ));
        if let Some(seats) = &self.seats {
            s.push_str(&format!(
                "  \"seats\": {},\n",
                serde_json::to_string(seats).unwrap_or_default()
            ));
        }
        if let Some(catalog) = &self.catalog {
            s.push_str(&format!(
                "  \"catalog\": {},\n",
                serde_json::to_string(catalog).unwrap_or_default()
            ));
        }
        s.push_str("  \"actions\": [");
        for (i, a) in self.actions.iter().enumerate() {
            s.push_str(if i == 0 { "\n    " } else { ",\n    " });
            s.push_str(&serde_json::to_string(a).unwrap_or_default());
        }
        if self.actions.is_empty() {
            s.push_str("]\n}\n");
        } else {
            s.push_str("\n  ]\n}\n");
        }
        s
    }
}

/// The catalog a command plays with: the embedded one, or one the user
/// chose with `--catalog FILE`.
#[derive(Clone)]
pub struct ChosenCatalog {
    /// The TOML text to store in game files (`None`: the embedded catalog).
    pub text: Option<String>,
    pub catalog: Arc<Catalog>,
}

impl ChosenCatalog {
    pub fn embedded() -> ChosenCatalog {
        ChosenCatalog {
            text: None,
            catalog: Catalog::embedded(),
        }
    }

    /// Parses and validates a catalog's text (`None`: the embedded one).
    pub fn from_text(text: Option<String>) -> Result<ChosenCatalog, String> {
        let catalog = match text.as_deref() {
            None => Catalog::embedded(),
            Some(t) if t == Catalog::EMBEDDED_TOML => Catalog::embedded(),
            Some(t) => Arc::new(Catalog::from_toml(t).map_err(|e| e.to_string())?),
        };
        Ok(ChosenCatalog { text, catalog })
    }

    /// Reads, parses and validates a catalog file.
    pub fn read(path: &Path) -> Result<ChosenCatalog, CliError> {
        let text = read_text(path)?;
        ChosenCatalog::from_text(Some(text))
            .map_err(|e| CliError::input(msg!("tui-error-in-file", file = path, error = e)))
    }
}

/// Reads a text file, refusing huge ones.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    let cannot =
        |e: std::io::Error| CliError::input(msg!("tui-error-cannot-read", file = path, error = e));
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if meta.is_dir() {
        return Err(CliError::input(msg!(
            "tui-error-cannot-read-directory",
            file = path
        )));
    }
    let file = std::fs::File::open(path).map_err(cannot)?;
    read_limited(file, MAX_FILE_BYTES, path.display().to_string())
}

/// Reads UTF-8 text of at most `limit` bytes from `r`: a longer input is
/// refused after `limit + 1` bytes, so an endless one (`/dev/zero`, a pipe)
/// costs no more than that.
pub fn read_limited(
    r: impl std::io::Read,
    limit: u64,
    what: impl Into<Text>,
) -> Result<String, CliError> {
    let what = what.into();
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(r, limit + 1), &mut bytes).map_err(
        |e| {
            CliError::input(msg!(
                "tui-error-cannot-read",
                file = what.clone(),
                error = e
            ))
        },
    )?;
    if bytes.len() as u64 > limit {
        return Err(CliError::input(msg!(
            "tui-error-too-large",
            file = what,
            limit = limit
        )));
    }
    String::from_utf8(bytes).map_err(|_| CliError::input(msg!("tui-error-not-utf8", file = what)))
}

/// The file a path names, through any symbolic links (also a dangling
/// link's target, which writing creates); the path itself if it is no link.
pub fn resolve_links(path: &Path) -> PathBuf {
    if let Ok(p) = std::fs::canonicalize(path) {
        return p;
    }
    let mut p = path.to_path_buf();
    // A dangling link (or a chain of them): follow it by hand.
    for _ in 0..40 {
        match std::fs::symlink_metadata(&p) {
            Ok(m) if m.file_type().is_symlink() => match std::fs::read_link(&p) {
                Ok(t) if t.is_absolute() => p = t,
                Ok(t) => {
                    p = match p.parent() {
                        Some(d) => d.join(t),
                        None => t,
                    }
                }
                Err(_) => break,
            },
            _ => break,
        }
    }
    p
}

/// The directory a file lies in ("." for a bare file name).
pub fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes `contents` to `path` atomically: a temporary file in the same
/// directory, flushed to disk, then renamed over the target, and the
/// directory flushed too. A symbolic link is written through: the link
/// stays, its target gets the contents.
///
/// The temporary file is created exclusively (never through a file or link
/// already there) under an unpredictable name, `.NAME.tmp-RANDOM`, and gets
/// the permissions of the file it replaces. Temporary files of this name
/// left by a crashed run (older than [`STALE_TEMP`]) are removed.
pub fn write_atomic(path: &Path, contents: &str) -> std::io::Result<()> {
    let resolved = match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => resolve_links(path),
        _ => path.to_path_buf(),
    };
    let path = resolved.as_path();
    let dir = directory_of(path);
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "game.json".into());
    let prefix = format!(".{file_name}.tmp-");
    remove_stale_temps(&dir, &prefix);
    let permissions = std::fs::metadata(path).ok().map(|m| m.permissions());
    let (tmp, mut f) = create_temp(&dir, &prefix)?;
    let result = (|| {
        if let Some(p) = permissions {
            f.set_permissions(p)?;
        }
        f.write_all(contents.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)?;
        sync_dir(&dir)
    })();
    drop(f);
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// A temporary file this old is left over from a crashed run.
pub const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// A new file `PREFIX` + 16 random hex digits in `dir`, created exclusively.
fn create_temp(dir: &Path, prefix: &str) -> std::io::Result<(PathBuf, std::fs::File)> {
    let mut last = None;
    for _ in 0..8 {
        let r = getrandom::u64().map_err(|e| std::io::Error::other(e.to_string()))?;
        let tmp = dir.join(format!("{prefix}{r:016x}"));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        match options.open(&tmp) {
            Ok(f) => return Ok((tmp, f)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no temporary file name")))
}

/// Removes `dir`'s temporary files named `PREFIX…` older than [`STALE_TEMP`].
fn remove_stale_temps(dir: &Path, prefix: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if !e.file_name().to_string_lossy().starts_with(prefix) {
            continue;
        }
        let stale = e
            .metadata()
            .ok()
            .filter(|m| m.is_file() || m.file_type().is_symlink())
            .and_then(|m| m.modified().ok())
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age >= STALE_TEMP);
        if stale {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Flushes a directory's entries (the rename) to disk.
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(n: usize) -> GameFile {
        let mut g = Game::new(Setup::new(2, 5)).unwrap();
        let mut f = GameFile::new(Setup::new(2, 5));
        for _ in 0..n {
            let (p, _) = g.pending().players[0];
            let a = g.legal_actions(p)[0];
            g.apply(p, a).unwrap();
            f.actions.push((p, a));
        }
        f
    }

    #[test]
    fn files_round_trip() {
        let mut f = played(30);
        f.seats = Some(vec!["human".into(), "greedy".into()]);
        let text = f.to_json();
        let (back, game) = GameFile::parse(&text, "test").unwrap();
        assert_eq!(back, f);
        assert_eq!(game, f.replay().unwrap());
        let empty = GameFile::new(Setup::new(3, 1)).to_json();
        assert!(GameFile::parse(&empty, "empty").is_ok());
    }

    #[test]
    fn files_keep_their_catalog() {
        let text = Catalog::EMBEDDED_TOML.replacen(
            "start_score = { value = 10,",
            "start_score = { value = 33,",
            1,
        );
        let mut f = played(10);
        f.catalog = Some(text);
        let json = f.to_json();
        let (back, game) = GameFile::parse(&json, "test").unwrap();
        assert_eq!(back, f);
        assert_eq!(game.scores()[0].total, 33);
        // The embedded text is accepted as it is.
        f.catalog = Some(Catalog::EMBEDDED_TOML.to_string());
        let (_, game) = GameFile::parse(&f.to_json(), "test").unwrap();
        assert_eq!(game.scores()[0].total, 10);
        // A corrupt catalog is one line, exit status 2.
        for bad in ["", "[rules", "x = 1"] {
            f.catalog = Some(bad.into());
            let e = GameFile::parse(&f.to_json(), "f").unwrap_err();
            assert_eq!(e.code, 2);
            assert!(e.message.contains("catalog"), "{}", e.message);
            assert!(!e.message.contains('\n'), "{}", e.message);
        }
    }

    #[test]
    fn bad_files_are_errors_not_panics() {
        let good = played(20).to_json();
        let cases = [
            String::new(),
            "{".into(),
            "[]".into(),
            "{\"setup\":{},\"actions\":[],\"extra\":1}".into(),
            good.replace("\"players\":2", "\"players\":9"),
            good.replace("\"players\":2", "\"players\":-1"),
            good.replacen("[0,", "[1,", 1),
            good.replacen("[0,", "[7,", 1),
            good.replacen("\"arrange_storage\"", "\"fly_away\"", 1),
            "{\"setup\":{\"players\":2},\"seats\":[\"human\"],\"actions\":[]}".into(),
            "{\"setup\":{\"players\":2},\"seats\":[\"human\",\"wizard\"],\"actions\":[]}".into(),
            "{\"setup\":{\"players\":2},\"seats\":[\"human\",\"paschabot\"],\"actions\":[]}".into(),
            "{\"setup\":{\"players\":2,\"solo\":{}},\"seats\":[\"human\",\"greedy\"],\"actions\":[]}".into(),
            "{\"setup\":{\"players\":3,\"solo\":{}},\"actions\":[]}".into(),
            "{\"setup\":{\"players\":2,\"solo\":{\"opponent\":\"clever\"}},\"actions\":[]}".into(),
        ];
        for (i, c) in cases.iter().enumerate() {
            let e = GameFile::parse(c, "f").unwrap_err();
            assert_eq!(e.code, 2, "case {i}");
            assert!(!e.message.contains('\n'), "case {i}: {}", e.message);
        }
        // Every truncation of a valid file is rejected or is a valid prefix.
        for cut in (0..good.len()).step_by(7) {
            let _ = GameFile::parse(&good[..cut], "cut");
        }
    }

    #[test]
    fn atomic_writes_replace_the_file() {
        let dir = std::env::temp_dir().join(format!("marrakesh-gf-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("g.json");
        write_atomic(&p, "one").unwrap();
        write_atomic(&p, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "two");
        let leftovers = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
        assert!(read_text(&dir).is_err());
        assert!(read_text(&dir.join("missing.json")).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn atomic_writes_go_through_links() {
        let dir = std::env::temp_dir().join(format!("marrakesh-gf-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("real")).unwrap();
        let target = dir.join("real").join("g.json");
        std::fs::write(&target, "old").unwrap();
        let link = dir.join("link.json");
        std::os::unix::fs::symlink("real/g.json", &link).unwrap();
        write_atomic(&link, "new").unwrap();
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        // A link to a file not yet written: the file is created.
        let dangling = dir.join("later.json");
        std::os::unix::fs::symlink("real/later.json", &dangling).unwrap();
        write_atomic(&dangling, "first").unwrap();
        assert!(std::fs::symlink_metadata(&dangling)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(
            std::fs::read_to_string(dir.join("real").join("later.json")).unwrap(),
            "first"
        );
        assert_eq!(std::fs::read_dir(dir.join("real")).unwrap().count(), 2);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn fresh_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("marrakesh-gf-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A link planted where a predictable temporary file would go is never
    /// followed: the file it points to stays as it is.
    #[cfg(unix)]
    #[test]
    fn atomic_writes_never_follow_a_planted_temporary_link() {
        let dir = fresh_dir("plant");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, "precious").unwrap();
        let p = dir.join("g.json");
        std::fs::write(&p, "old").unwrap();
        for name in [
            format!(".g.json.tmp-{}", std::process::id()),
            format!(".g.json.tmp{}", std::process::id()),
            ".g.json.tmp".to_string(),
        ] {
            std::os::unix::fs::symlink(&victim, dir.join(name)).unwrap();
        }
        write_atomic(&p, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The new file keeps the permissions of the one it replaces.
    #[cfg(unix)]
    #[test]
    fn atomic_writes_keep_the_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = fresh_dir("mode");
        for mode in [0o600, 0o640, 0o644] {
            let p = dir.join(format!("g{mode:o}.json"));
            std::fs::write(&p, "old").unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)).unwrap();
            write_atomic(&p, "new").unwrap();
            let got = std::fs::metadata(&p).unwrap().permissions().mode() & 0o777;
            assert_eq!(got, mode, "{mode:o} became {got:o}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Temporary files left by a crashed run are removed; a recent one (a
    /// save under way) and other files stay.
    #[test]
    fn atomic_writes_clean_stale_temporary_files() {
        let dir = fresh_dir("stale");
        let p = dir.join("g.json");
        let old = dir.join(".g.json.tmp-12345");
        let young = dir.join(".g.json.tmp-67890");
        let other = dir.join(".other.json.tmp-12345");
        for f in [&old, &young, &other] {
            std::fs::write(f, "left over").unwrap();
        }
        let long_ago = std::time::SystemTime::now() - STALE_TEMP * 2;
        for f in [&old, &other] {
            std::fs::File::options()
                .write(true)
                .open(f)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        write_atomic(&p, "new").unwrap();
        assert!(!old.exists(), "the stale temporary file is removed");
        assert!(young.exists(), "a recent one may be another save under way");
        assert!(other.exists(), "another file's temporary file is not ours");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
