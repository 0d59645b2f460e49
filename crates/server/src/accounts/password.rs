//! Passwords: Argon2id (RFC 9106) with the `argon2` crate's defaults,
//! which are OWASP's recommendation: 19 MiB of memory, 2 passes, 1 lane,
//! a 16-byte random salt, a 32-byte hash. The hash is stored in PHC form
//! (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), so a password hashed
//! under other parameters still verifies under its own.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// The shortest password, in characters.
pub const MIN_CHARS: usize = 8;
/// The longest password, in bytes (hashing has a cost per byte).
pub const MAX_BYTES: usize = 1024;

fn argon2() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::default())
}

/// A password fit for an account: [`MIN_CHARS`] characters or more, at
/// most [`MAX_BYTES`] bytes.
pub fn check(password: &str) -> Result<(), String> {
    if password.chars().count() < MIN_CHARS {
        return Err(format!("a password has at least {MIN_CHARS} characters"));
    }
    if password.len() > MAX_BYTES {
        return Err(format!("a password has at most {MAX_BYTES} bytes"));
    }
    Ok(())
}

/// The password's hash in PHC form, with a fresh salt.
pub fn hash(password: &str) -> Result<String, String> {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).map_err(|e| format!("no randomness from the OS: {e}"))?;
    let salt = SaltString::encode_b64(&bytes).map_err(|e| format!("a salt: {e}"))?;
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| format!("hashing a password failed: {e}"))
}

/// A hash of nothing anyone knows, verified in place of an unknown
/// account's (a wrong name takes as long as a wrong password).
fn dummy() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| {
        hash("no account has this password; it is only ever compared").unwrap_or_default()
    })
}

/// Makes the dummy hash now (the first unknown name would take twice as
/// long otherwise).
pub fn warm_up() {
    dummy();
}

/// Whether `password` is the one of `phc` (`None`: an account without a
/// password, or none at all: a dummy hash is verified anyway and the
/// answer is `false`).
pub fn verify(phc: Option<&str>, password: &str) -> bool {
    let (phc, real) = match phc {
        Some(p) => (p, true),
        None => (dummy(), false),
    };
    let Ok(parsed) = PasswordHash::new(phc) else {
        return false;
    };
    argon2()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok()
        && real
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_argon2id_in_phc_form_and_verifies_only_its_password() {
        let h = hash("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify(Some(&h), "correct horse"));
        assert!(!verify(Some(&h), "correct horsE"));
        assert!(!verify(None, "correct horse"));
        assert_ne!(h, hash("correct horse").unwrap(), "a fresh salt each time");
    }
}
