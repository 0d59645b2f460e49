//! Passkeys (WebAuthn, with `webauthn-rs`): signing up with a passkey
//! (a new account without a password), adding a passkey to the account
//! signed in, and signing in with one, by name or discoverable (the
//! authenticator offers the passkeys it holds for this site). A sign-in
//! ends like a password's: a new session id in the same cookie, the
//! browser's seats bound; a passkey not accepted counts as a failed
//! sign-in of its account and address ([`super::throttle`]).
//!
//! Each ceremony has two steps. `…/start` answers `{ceremony, options}`:
//! `options` for `navigator.credentials.create` or `.get` (binary fields
//! in base64url) and `ceremony` a random id (only its SHA-256 is stored)
//! under which the ceremony's state waits in the database, in both
//! backends ([`super::passkey_store`]), for [`CEREMONY_MS`]. `…/finish`
//! takes the state out (once: a replay finds nothing) and checks the
//! authenticator's answer against it.
//!
//! The relying party is the server's origin as the CSRF check sees it
//! (`--public-url`, else the scheme and host the browser used): its host
//! must be a name (`localhost` or a domain), not an address, and browsers
//! allow WebAuthn only over HTTPS or on `localhost`.
//!
//! Routes (docs/server.md): `POST /api/passkeys/register/start`
//! `{name?}`, `POST /api/passkeys/register/finish` `{ceremony,
//! credential, seats?}`, `POST /api/passkeys/sign-in/start` `{name?}`,
//! `POST /api/passkeys/sign-in/finish` `{ceremony, credential, seats?}`.

use super::passkey_store::{self as db, Registered, StoredKey};
use super::store::{Account, Answer, Op};
use super::{name_key, Accounts, SeatClaim};
use crate::answers as a;
use crate::extract::{Body, Peer};
use crate::protocol::{ApiError, Code};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use webauthn_rs::prelude::{
    CreationChallengeResponse, DiscoverableAuthentication, DiscoverableKey, Passkey,
    PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential, RegisterPublicKeyCredential,
    RequestChallengeResponse, Url, Uuid, Webauthn, WebauthnBuilder,
};

/// A ceremony may be finished this long after its start (ms; the options
/// give the browser the same timeout).
pub const CEREMONY_MS: i64 = 5 * 60 * 1000;

/// The passkey routes (merged into [`super::router`]).
pub fn router() -> Router<Arc<Accounts>> {
    Router::new()
        .route("/api/passkeys/register/start", post(register_start))
        .route("/api/passkeys/register/finish", post(register_finish))
        .route("/api/passkeys/sign-in/start", post(sign_in_start))
        .route("/api/passkeys/sign-in/finish", post(sign_in_finish))
}

/// Why a passkey request is refused (answered `{"code", "message"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// The server is reached by an address, not a host name.
    NoHostName,
    /// Sign-up needs a name; adding a passkey needs none.
    NameNeeded,
    SignedIn,
    SignedOut,
    NameTaken,
    /// No account of that name has a passkey.
    NoPasskey,
    /// No ceremony has that id (never started, finished already, or of
    /// the other kind).
    NoCeremony,
    Expired,
    /// The authenticator's answer does not verify.
    NotAccepted,
    /// The passkey belongs to an account already.
    PasskeyTaken,
    Busy,
}

impl Refusal {
    fn code(self) -> Code {
        match self {
            Refusal::NoHostName => Code::NoHostName,
            Refusal::NameNeeded | Refusal::SignedIn => Code::BadJson,
            Refusal::SignedOut => Code::SignedOut,
            Refusal::NameTaken => Code::NameTaken,
            Refusal::NoPasskey => Code::NoPasskey,
            Refusal::NoCeremony => Code::NoCeremony,
            Refusal::Expired => Code::CeremonyExpired,
            Refusal::NotAccepted => Code::PasskeyNotAccepted,
            Refusal::PasskeyTaken => Code::PasskeyTaken,
            Refusal::Busy => Code::Busy,
        }
    }

    fn message(self) -> &'static str {
        match self {
            Refusal::NoHostName => {
                "passkeys need the server reached by a host name (localhost or a domain), not by an address"
            }
            Refusal::NameNeeded => "a new account needs a name: {\"name\": \"…\"}",
            Refusal::SignedIn => "signed in already: a passkey made now is added to this account (no name)",
            Refusal::SignedOut => "not signed in",
            Refusal::NameTaken => "an account has this name already",
            Refusal::NoPasskey => "no account of this name has a passkey",
            Refusal::NoCeremony => "no such passkey ceremony (it was finished already, or never started)",
            Refusal::Expired => "the passkey ceremony expired: start again",
            Refusal::NotAccepted => "the passkey was not accepted",
            Refusal::PasskeyTaken => "this passkey belongs to an account already",
            Refusal::Busy => "the server is busy; try again",
        }
    }
}

/// What a handler answers: a JSON answer (with a cookie when it signs in),
/// or an error.
type Answered = Result<Response, ApiError>;

fn refused(r: Refusal) -> ApiError {
    ApiError::new(r.code(), r.message())
}

/// `{name?}` of a start.
#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Start {
    #[serde(default)]
    name: Option<String>,
}

/// `{ceremony, credential, seats?}` of a registration's finish.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FinishRegistration {
    ceremony: String,
    credential: RegisterPublicKeyCredential,
    #[serde(default)]
    seats: Vec<SeatClaim>,
}

/// `{ceremony, credential, seats?}` of a sign-in's finish.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FinishSignIn {
    ceremony: String,
    credential: PublicKeyCredential,
    #[serde(default)]
    seats: Vec<SeatClaim>,
}

/// A ceremony's state between its start and its finish.
#[derive(Serialize, Deserialize)]
struct Ceremony {
    /// The origin it was started from (the relying party's).
    origin: String,
    step: Step,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
enum Step {
    /// A new account of `name` with its first passkey.
    SignUp {
        name: String,
        handle: Uuid,
        state: PasskeyRegistration,
    },
    /// Another passkey of `account`.
    AddKey {
        account: i64,
        handle: Uuid,
        state: PasskeyRegistration,
    },
    /// A sign-in to `account` (its name given).
    SignIn {
        account: i64,
        state: PasskeyAuthentication,
    },
    /// A sign-in with whichever passkey of this site the authenticator
    /// holds.
    Discover { state: DiscoverableAuthentication },
}

/// The relying party of `origin`.
fn relying_party(origin: &str) -> Result<Webauthn, ApiError> {
    let url = Url::parse(origin).map_err(|_| refused(Refusal::NoHostName))?;
    let Some(host) = url.domain() else {
        return Err(refused(Refusal::NoHostName));
    };
    WebauthnBuilder::new(host, &url)
        .map(|b| {
            b.rp_name("Marrakesh")
                .timeout(std::time::Duration::from_millis(CEREMONY_MS as u64))
        })
        .and_then(|b| b.build())
        .map_err(|_| refused(Refusal::NoHostName))
}

/// A new WebAuthn user id for an account.
fn new_handle() -> Result<Uuid, ApiError> {
    let mut b = [0u8; 16];
    getrandom::getrandom(&mut b).map_err(|_| refused(Refusal::Busy))?;
    Ok(Uuid::from_bytes(b))
}

/// A credential id as stored (hex).
fn cred_key(id: &[u8]) -> String {
    crate::secrets::hex(id)
}

/// A finish's body (an empty one is refused).
fn finish_body<T>(body: Option<T>) -> Result<T, ApiError> {
    body.ok_or_else(|| {
        ApiError::new(
            Code::BadJson,
            "the body must be {\"ceremony\": \"…\", \"credential\": {…}}",
        )
    })
}

impl Accounts {
    async fn passkey(&self, op: db::Op) -> Result<db::Answer, ApiError> {
        match self.ask(Op::Passkey(op)).await? {
            Answer::Passkey(a) => Ok(a),
            _ => Err(refused(Refusal::Busy)),
        }
    }

    fn now(&self) -> i64 {
        self.shared.config.clock.unix_ms()
    }

    /// The account's passkeys.
    async fn keys(&self, account: i64) -> Result<Vec<StoredKey>, ApiError> {
        match self.passkey(db::Op::Keys { account }).await? {
            db::Answer::Keys(k) => Ok(k),
            _ => Ok(Vec::new()),
        }
    }

    /// The account of a name, if any.
    async fn by_name(&self, name: &str) -> Result<Option<Account>, ApiError> {
        match self
            .ask(Op::ByName {
                name_key: name_key(name),
            })
            .await?
        {
            Answer::Account(a) => Ok(a),
            _ => Ok(None),
        }
    }

    /// Keeps `ceremony` until it expires; its id.
    async fn begin(&self, ceremony: &Ceremony) -> Result<String, ApiError> {
        let busy = || refused(Refusal::Busy);
        let id = crate::secrets::token().map_err(|_| busy())?;
        let state = serde_json::to_string(ceremony).map_err(|_| busy())?;
        let at = self.now();
        match self
            .passkey(db::Op::Begin {
                id_sha256: crate::secrets::sha256_hex(id.as_bytes()),
                state,
                expires_at: at + CEREMONY_MS,
                at,
            })
            .await?
        {
            db::Answer::Begun(true) => Ok(id),
            _ => Err(busy()),
        }
    }

    /// Takes ceremony `id` out (it cannot be finished twice).
    async fn take(&self, id: &str) -> Result<Ceremony, ApiError> {
        if id.len() != 64 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(refused(Refusal::NoCeremony));
        }
        let id_sha256 = crate::secrets::sha256_hex(id.to_ascii_lowercase().as_bytes());
        let Some((state, expires_at)) = (match self.passkey(db::Op::Take { id_sha256 }).await? {
            db::Answer::Ceremony(c) => c,
            _ => None,
        }) else {
            return Err(refused(Refusal::NoCeremony));
        };
        if self.now() > expires_at {
            return Err(refused(Refusal::Expired));
        }
        serde_json::from_str(&state).map_err(|_| refused(Refusal::NoCeremony))
    }

    /// A registration's passkey as stored for `account`.
    fn stored(passkey: &Passkey, account: i64, handle: Uuid) -> Result<StoredKey, ApiError> {
        Ok(StoredKey {
            cred_id: cred_key(passkey.cred_id().as_slice()),
            account,
            user_handle: handle.to_string(),
            passkey: serde_json::to_string(passkey).map_err(|_| refused(Refusal::Busy))?,
            counter: 0,
        })
    }
}

/// `POST /api/passkeys/register/start {name?}`: signed out, a new account
/// of `name`; signed in, another passkey of the account.
async fn register_start(
    State(a): State<Arc<Accounts>>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Start>,
) -> Answered {
    let origin = super::csrf::origin(&a.shared, &client, &h);
    let rp = relying_party(&origin)?;
    let not_accepted = |_| refused(Refusal::NotAccepted);
    let (options, step) = match (a.signed_in(&h).await?, req.name) {
        (Some(_), Some(_)) => return Err(refused(Refusal::SignedIn)),
        (None, None) => return Err(refused(Refusal::NameNeeded)),
        (Some((account, _)), None) => {
            let keys = a.keys(account.id).await?;
            let handle = match keys
                .first()
                .and_then(|k| Uuid::parse_str(&k.user_handle).ok())
            {
                Some(h) => h,
                None => new_handle()?,
            };
            let exclude = keys
                .iter()
                .filter_map(|k| serde_json::from_str::<Passkey>(&k.passkey).ok())
                .map(|p| p.cred_id().clone())
                .collect();
            let (options, state) = rp
                .start_passkey_registration(handle, &account.name, &account.name, Some(exclude))
                .map_err(not_accepted)?;
            let step = Step::AddKey {
                account: account.id,
                handle,
                state,
            };
            (options, step)
        }
        (None, Some(name)) => {
            let name = crate::names::check(&name)?;
            if a.by_name(&name).await?.is_some() {
                return Err(refused(Refusal::NameTaken));
            }
            let handle = new_handle()?;
            let (options, state) = rp
                .start_passkey_registration(handle, &name, &name, None)
                .map_err(not_accepted)?;
            (
                options,
                Step::SignUp {
                    name,
                    handle,
                    state,
                },
            )
        }
    };
    let ceremony = a.begin(&Ceremony { origin, step }).await?;
    Ok(Json(a::PasskeyCreation {
        ceremony,
        options: discoverable(options),
    })
    .into_response())
}

/// Asks the authenticator to keep the passkey (a resident key), so that
/// it can sign in without a name.
fn discoverable(mut options: CreationChallengeResponse) -> CreationChallengeResponse {
    use webauthn_rs_proto::ResidentKeyRequirement;
    if let Some(s) = options.public_key.authenticator_selection.as_mut() {
        s.resident_key = Some(ResidentKeyRequirement::Required);
        s.require_resident_key = true;
    }
    options
}

/// `POST /api/passkeys/register/finish {ceremony, credential, seats?}`:
/// the new account signed in (as `POST /api/accounts` answers), or the
/// passkey added (`{name, passkeys}`).
async fn register_finish(
    State(a): State<Arc<Accounts>>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Option<FinishRegistration>>,
) -> Answered {
    let req = finish_body(req)?;
    let ceremony = a.take(&req.ceremony).await?;
    let rp = relying_party(&ceremony.origin)?;
    let verify = |state: &PasskeyRegistration| {
        rp.finish_passkey_registration(&req.credential, state)
            .map_err(|e| {
                tracing::debug!("a passkey registration was not accepted: {e}");
                refused(Refusal::NotAccepted)
            })
    };
    match ceremony.step {
        Step::SignUp {
            name,
            handle,
            state,
        } => {
            let passkey = verify(&state)?;
            let key = Accounts::stored(&passkey, 0, handle)?;
            let op = db::Op::SignUp {
                name_key: name_key(&name),
                name: name.clone(),
                key,
                at: a.now(),
            };
            let id = registered(a.passkey(op).await?)?;
            let account = Account {
                id,
                name,
                password: None,
            };
            Ok(a.start_session(account, &h, &client, req.seats)
                .await?
                .into_response())
        }
        Step::AddKey {
            account,
            handle,
            state,
        } => {
            let Some((signed_in, _)) = a.signed_in(&h).await? else {
                return Err(refused(Refusal::SignedOut));
            };
            if signed_in.id != account {
                return Err(refused(Refusal::SignedOut));
            }
            let passkey = verify(&state)?;
            let key = Accounts::stored(&passkey, account, handle)?;
            registered(a.passkey(db::Op::Add { key, at: a.now() }).await?)?;
            let passkeys = a.keys(account).await?.len();
            Ok(Json(a::PasskeyAdded {
                name: signed_in.name,
                passkeys,
            })
            .into_response())
        }
        Step::SignIn { .. } | Step::Discover { .. } => Err(refused(Refusal::NoCeremony)),
    }
}

/// The account a registration stored its passkey for.
fn registered(answer: db::Answer) -> Result<i64, ApiError> {
    match answer {
        db::Answer::Registered(Registered::Account(id)) => Ok(id),
        db::Answer::Registered(Registered::NameTaken) => Err(refused(Refusal::NameTaken)),
        db::Answer::Registered(Registered::KeyTaken) => Err(refused(Refusal::PasskeyTaken)),
        _ => Err(refused(Refusal::Busy)),
    }
}

/// `POST /api/passkeys/sign-in/start {name?}`: with a name, that
/// account's passkeys are allowed; without, any the authenticator holds
/// for this site.
async fn sign_in_start(
    State(a): State<Arc<Accounts>>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Start>,
) -> Answered {
    let origin = super::csrf::origin(&a.shared, &client, &h);
    let rp = relying_party(&origin)?;
    let not_accepted = |_| refused(Refusal::NotAccepted);
    let (options, step): (RequestChallengeResponse, Step) = match req.name {
        Some(name) => {
            let Some(account) = a.by_name(&name).await? else {
                return Err(refused(Refusal::NoPasskey));
            };
            let passkeys: Vec<Passkey> = a
                .keys(account.id)
                .await?
                .iter()
                .filter_map(|k| serde_json::from_str(&k.passkey).ok())
                .collect();
            if passkeys.is_empty() {
                return Err(refused(Refusal::NoPasskey));
            }
            let (options, state) = rp
                .start_passkey_authentication(&passkeys)
                .map_err(not_accepted)?;
            let step = Step::SignIn {
                account: account.id,
                state,
            };
            (options, step)
        }
        None => {
            let (mut options, state) = rp
                .start_discoverable_authentication()
                .map_err(not_accepted)?;
            // A button asks for the passkey, not the name field's autofill.
            options.mediation = None;
            (options, Step::Discover { state })
        }
    };
    let ceremony = a.begin(&Ceremony { origin, step }).await?;
    Ok(Json(a::PasskeyRequest { ceremony, options }).into_response())
}

/// `POST /api/passkeys/sign-in/finish {ceremony, credential, seats?}`:
/// signed in, as `POST /api/sessions` answers.
async fn sign_in_finish(
    State(a): State<Arc<Accounts>>,
    Peer(client): Peer,
    h: HeaderMap,
    Body(req): Body<Option<FinishSignIn>>,
) -> Answered {
    let req = finish_body(req)?;
    let ceremony = a.take(&req.ceremony).await?;
    let rp = relying_party(&ceremony.origin)?;
    let not_accepted = |e| {
        tracing::debug!("a passkey sign-in was not accepted: {e}");
        refused(Refusal::NotAccepted)
    };
    let cred_id = cred_key(req.credential.get_credential_id());
    let key = match a
        .passkey(db::Op::ByCredential {
            cred_id: cred_id.clone(),
        })
        .await?
    {
        db::Answer::Key(k) => k,
        _ => None,
    };
    // Counted like a password's attempt (on the passkey's account, and the
    // address), taken back once the passkey is accepted.
    let Some((key, name)) = key else {
        a.attempt(None, &client).await?;
        return Err(refused(Refusal::NotAccepted));
    };
    let attempt = a.attempt(Some(&name_key(&name)), &client).await?;
    let Ok(mut passkey) = serde_json::from_str::<Passkey>(&key.passkey) else {
        return Err(refused(Refusal::NotAccepted));
    };
    let result = match ceremony.step {
        Step::SignIn { account, state } if account == key.account => rp
            .finish_passkey_authentication(&req.credential, &state)
            .map_err(not_accepted)?,
        Step::Discover { state } => {
            let (handle, _) = rp
                .identify_discoverable_authentication(&req.credential)
                .map_err(not_accepted)?;
            if handle.to_string() != key.user_handle {
                return Err(refused(Refusal::NotAccepted));
            }
            rp.finish_discoverable_authentication(
                &req.credential,
                state,
                &[DiscoverableKey::from(&passkey)],
            )
            .map_err(not_accepted)?
        }
        Step::SignIn { .. } => return Err(refused(Refusal::NotAccepted)),
        Step::SignUp { .. } | Step::AddKey { .. } => return Err(refused(Refusal::NoCeremony)),
    };
    a.succeeded(attempt).await?;
    passkey.update_credential(&result);
    if let Ok(json) = serde_json::to_string(&passkey) {
        a.passkey(db::Op::Used {
            cred_id,
            passkey: json,
            counter: i64::from(result.counter()),
            at: a.now(),
        })
        .await?;
    }
    let account = Account {
        id: key.account,
        name,
        password: None,
    };
    Ok(a.start_session(account, &h, &client, req.seats)
        .await?
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relying_party_is_a_host_name_never_an_address() {
        for origin in ["http://localhost:8080", "https://games.example"] {
            assert!(relying_party(origin).is_ok(), "{origin}");
        }
        for origin in ["http://127.0.0.1:8080", "http://[::1]:8080", "not a url"] {
            match relying_party(origin) {
                Ok(_) => panic!("{origin} accepted"),
                Err(e) => assert_eq!((e.code, e.status()), (Code::NoHostName, 400), "{origin}"),
            }
        }
    }
}
