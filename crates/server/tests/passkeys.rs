//! Passkeys (issue 44) over real sockets, on SQLite and on PostgreSQL
//! (`MARRAKESH_TEST_POSTGRES`), with a software authenticator written here
//! (a P-256 key, "none" attestation, as WebAuthn Level 2 lays the bytes
//! out): the options a start answers; sign-up with a passkey (the guest's
//! seats bound, the session cookie of a password sign-in); sign-in without
//! a name and by name, each with a new session id; a finished, garbled,
//! replayed, expired or cross-site ceremony refused; a cloned
//! authenticator's stale counter refused; a second passkey added to the
//! account signed in; an address instead of a host name refused; no
//! ceremony or session id in the server's log; and `--public-url` as the
//! relying party.

mod common;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use common::{http_raw, temp_db};
use marrakesh_server::clock::ManualClock;
use openssl::bn::BigNumContext;
use openssl::ec::{EcGroup, EcKey};
use openssl::hash::MessageDigest;
use openssl::nid::Nid;
use openssl::pkey::{PKey, Private};
use openssl::sign::Signer;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use common::traced::{log, logged};

fn sha256(b: &[u8]) -> Vec<u8> {
    openssl::sha::sha256(b).to_vec()
}

/// One answer: status, `Set-Cookie`, body as JSON.
struct Answer {
    status: u16,
    cookie: Option<String>,
    body: Value,
}

impl Answer {
    /// The session id the answer's cookie sets.
    fn session(&self) -> String {
        let c = self.cookie.as_deref().expect("a cookie");
        c.split(';')
            .next()
            .unwrap()
            .strip_prefix("marrakesh_session=")
            .unwrap()
            .to_string()
    }
}

/// A browser at `http://localhost:PORT` (WebAuthn's relying party is a
/// host name): its cookie and the origin its page sends.
struct Browser {
    addr: SocketAddr,
    host: String,
    cookie: Option<String>,
}

impl Browser {
    fn new(addr: SocketAddr) -> Browser {
        Browser {
            addr,
            host: format!("localhost:{}", addr.port()),
            cookie: None,
        }
    }

    fn origin(&self) -> String {
        format!("http://{}", self.host)
    }

    /// A request from this server's page.
    async fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Answer {
        let origin = self.origin();
        self.call_from(&origin, method, path, body).await
    }

    /// A request from a page of `origin`.
    async fn call_from(
        &self,
        origin: &str,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Answer {
        let body = body.map(|b| b.to_string());
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("marrakesh_session={c}"));
        let mut headers = vec![
            ("Host", self.host.as_str()),
            ("Origin", origin),
            ("User-Agent", "passkeys-test"),
        ];
        if let Some(c) = &cookie {
            headers.push(("Cookie", c.as_str()));
        }
        let (status, hs, body) = http_raw(self.addr, method, path, body.as_deref(), &headers).await;
        let cookie = hs
            .into_iter()
            .find(|(k, _)| k == "set-cookie")
            .map(|(_, v)| v);
        Answer {
            status,
            cookie,
            body: serde_json::from_str(&body).unwrap_or(Value::String(body)),
        }
    }

    /// Keeps the cookie of a successful sign-in.
    fn keep(&mut self, a: &Answer) {
        if a.status == 200 {
            if let Some(c) = &a.cookie {
                if c.starts_with("marrakesh_session=") && !c.contains("Max-Age=0") {
                    self.cookie = Some(a.session());
                }
            }
        }
    }
}

/// A software authenticator holding one passkey per site (WebAuthn Level
/// 2, §6.1 authenticator data, §6.5.4 "none" attestation; CTAP2's
/// canonical CBOR written by hand).
struct Authenticator {
    key: PKey<Private>,
    cred_id: Vec<u8>,
    user_handle: Vec<u8>,
    counter: u32,
}

/// CBOR: a head of major type `major` with argument `n`.
fn cbor_head(major: u8, n: usize, out: &mut Vec<u8>) {
    let m = major << 5;
    match n {
        0..=23 => out.push(m | n as u8),
        24..=255 => out.extend([m | 24, n as u8]),
        _ => {
            out.push(m | 25);
            out.extend((n as u16).to_be_bytes());
        }
    }
}

fn cbor_bytes(b: &[u8], out: &mut Vec<u8>) {
    cbor_head(2, b.len(), out);
    out.extend_from_slice(b);
}

fn cbor_text(t: &str, out: &mut Vec<u8>) {
    cbor_head(3, t.len(), out);
    out.extend_from_slice(t.as_bytes());
}

impl Authenticator {
    /// Makes a credential for `options` (`navigator.credentials.create`'s
    /// `publicKey`) as a page of `origin` asks: the `credential` JSON a
    /// browser would send.
    fn create(options: &Value, origin: &str) -> (Authenticator, Value) {
        let pk = &options["publicKey"];
        let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
        let ec = EcKey::generate(&group).unwrap();
        let mut ctx = BigNumContext::new().unwrap();
        let mut x = openssl::bn::BigNum::new().unwrap();
        let mut y = openssl::bn::BigNum::new().unwrap();
        ec.public_key()
            .affine_coordinates(&group, &mut x, &mut y, &mut ctx)
            .unwrap();
        let mut cred_id = vec![0u8; 32];
        openssl::rand::rand_bytes(&mut cred_id).unwrap();
        let auth = Authenticator {
            key: PKey::from_ec_key(ec).unwrap(),
            cred_id,
            user_handle: B64.decode(pk["user"]["id"].as_str().unwrap()).unwrap(),
            counter: 0,
        };
        // COSE_Key (RFC 8152): kty EC2, alg ES256, crv P-256, x, y.
        let mut cose = vec![0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21];
        cbor_bytes(&x.to_vec_padded(32).unwrap(), &mut cose);
        cose.push(0x22);
        cbor_bytes(&y.to_vec_padded(32).unwrap(), &mut cose);
        let rp_id = pk["rp"]["id"].as_str().unwrap();
        let mut auth_data = sha256(rp_id.as_bytes());
        // Flags: user present, user verified, attested credential data.
        auth_data.push(0x01 | 0x04 | 0x40);
        auth_data.extend(auth.counter.to_be_bytes());
        auth_data.extend([0u8; 16]);
        auth_data.extend((auth.cred_id.len() as u16).to_be_bytes());
        auth_data.extend(&auth.cred_id);
        auth_data.extend(cose);
        let mut attestation = vec![0xa3];
        cbor_text("fmt", &mut attestation);
        cbor_text("none", &mut attestation);
        cbor_text("attStmt", &mut attestation);
        attestation.push(0xa0);
        cbor_text("authData", &mut attestation);
        cbor_bytes(&auth_data, &mut attestation);
        let client_data = json!({
            "type": "webauthn.create",
            "challenge": pk["challenge"],
            "origin": origin,
            "crossOrigin": false,
        })
        .to_string();
        let id = B64.encode(&auth.cred_id);
        let credential = json!({
            "id": id,
            "rawId": id,
            "type": "public-key",
            "response": {
                "attestationObject": B64.encode(attestation),
                "clientDataJSON": B64.encode(client_data),
            },
            "extensions": {},
        });
        (auth, credential)
    }

    /// Signs in as `navigator.credentials.get` would for `options`.
    fn get(&mut self, options: &Value, origin: &str) -> Value {
        let pk = &options["publicKey"];
        self.counter += 1;
        let mut auth_data = sha256(pk["rpId"].as_str().unwrap().as_bytes());
        auth_data.push(0x01 | 0x04);
        auth_data.extend(self.counter.to_be_bytes());
        let client_data = json!({
            "type": "webauthn.get",
            "challenge": pk["challenge"],
            "origin": origin,
            "crossOrigin": false,
        })
        .to_string();
        let mut signer = Signer::new(MessageDigest::sha256(), &self.key).unwrap();
        signer.update(&auth_data).unwrap();
        signer.update(&sha256(client_data.as_bytes())).unwrap();
        let signature = signer.sign_to_vec().unwrap();
        let id = B64.encode(&self.cred_id);
        json!({
            "id": id,
            "rawId": id,
            "type": "public-key",
            "response": {
                "authenticatorData": B64.encode(auth_data),
                "clientDataJSON": B64.encode(client_data),
                "signature": B64.encode(signature),
                "userHandle": B64.encode(&self.user_handle),
            },
            "extensions": {},
        })
    }

    /// The same credential on another device (a synced passkey, or a copy).
    fn copy(&self) -> Authenticator {
        Authenticator {
            key: self.key.clone(),
            cred_id: self.cred_id.clone(),
            user_handle: self.user_handle.clone(),
            counter: self.counter,
        }
    }
}

/// The ceremony id and options of a start that must succeed.
fn started(a: &Answer) -> (String, Value) {
    assert_eq!(a.status, 200, "{}", a.body);
    let id = a.body["ceremony"]
        .as_str()
        .expect("a ceremony id")
        .to_string();
    assert!(
        id.len() == 64 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{id}"
    );
    (id, a.body["options"].clone())
}

fn refused(a: &Answer, status: u16, code: &str) {
    assert_eq!(
        (a.status, a.body["code"].as_str()),
        (status, Some(code)),
        "{}",
        a.body
    );
}

async fn passkeys_work(addr: SocketAddr, clock: &ManualClock, tag: &str) {
    let _ = log();
    let mut secrets: Vec<String> = Vec::new();
    let name = format!("Pia {tag}");

    // A guest's game, to take along at sign-up.
    let game = common::create(addr, r#"{"players":2}"#).await;
    let id = game["game"].as_str().unwrap().to_string();
    let token = game["seats"][0]["token"].as_str().unwrap().to_string();

    // Sign-up: the options are those `navigator.credentials.create` takes.
    let mut laptop = Browser::new(addr);
    let origin = laptop.origin();
    let start = laptop
        .call(
            "POST",
            "/api/passkeys/register/start",
            Some(&json!({ "name": name })),
        )
        .await;
    let (ceremony, options) = started(&start);
    secrets.push(ceremony.clone());
    let pk = &options["publicKey"];
    assert_eq!(pk["rp"]["id"], "localhost");
    assert_eq!(pk["user"]["name"], name.as_str());
    assert_eq!(
        B64.decode(pk["user"]["id"].as_str().unwrap())
            .unwrap()
            .len(),
        16
    );
    assert!(B64.decode(pk["challenge"].as_str().unwrap()).unwrap().len() >= 16);
    assert!(pk["pubKeyCredParams"]
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p["alg"] == -7 && p["type"] == "public-key"));
    assert_eq!(pk["authenticatorSelection"]["residentKey"], "required");
    assert_eq!(pk["authenticatorSelection"]["userVerification"], "required");
    let (_, credential) = Authenticator::create(&options, &origin);

    // Garbage refused before the ceremony is touched; then a credential
    // for another challenge, which uses the ceremony up.
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": ceremony, "credential": 5})),
        )
        .await;
    refused(&r, 400, "bad_json");
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": "no ceremony", "credential": credential})),
        )
        .await;
    refused(&r, 400, "no_ceremony");
    let other = started(
        &laptop
            .call(
                "POST",
                "/api/passkeys/register/start",
                Some(&json!({ "name": format!("Other {tag}") })),
            )
            .await,
    );
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": other.0, "credential": credential})),
        )
        .await;
    refused(&r, 400, "passkey_not_accepted");
    let (_, wrong_origin) = Authenticator::create(&options, "http://evil.example");
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": ceremony, "credential": wrong_origin})),
        )
        .await;
    refused(&r, 400, "passkey_not_accepted");
    // That ceremony is used up too: start again.
    let (ceremony, options) = started(
        &laptop
            .call(
                "POST",
                "/api/passkeys/register/start",
                Some(&json!({ "name": name })),
            )
            .await,
    );
    secrets.push(ceremony.clone());
    let (mut phone_key, credential) = Authenticator::create(&options, &origin);
    let finish = json!({
        "ceremony": ceremony,
        "credential": credential,
        "seats": [{"game": id, "token": token}],
    });
    let up = laptop
        .call("POST", "/api/passkeys/register/finish", Some(&finish))
        .await;
    assert_eq!(up.status, 200, "{}", up.body);
    assert_eq!(up.body["name"], name.as_str());
    assert_eq!(up.body["claimed"], json!([{"game": id, "seat": 0}]));
    let cookie = up.cookie.clone().unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "the session cookie of a password sign-in: {cookie}"
    );
    laptop.keep(&up);
    secrets.push(up.session());
    // A replay of the finish finds no ceremony.
    let again = laptop
        .call("POST", "/api/passkeys/register/finish", Some(&finish))
        .await;
    refused(&again, 400, "no_ceremony");
    let me = laptop.call("GET", "/api/me", None).await;
    assert_eq!(me.body["name"], name.as_str());
    assert_eq!(me.body["games"][0]["game"], id);
    // The name is the account's now; a password does not open it.
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/passkeys/register/start",
            Some(&json!({ "name": name.to_uppercase() })),
        )
        .await;
    refused(&r, 409, "name_taken");
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/sessions",
            Some(&json!({"name": name, "password": "any password at all"})),
        )
        .await;
    assert_eq!(r.status, 401, "{}", r.body);

    // Sign-in without a name on another device holding the same passkey.
    let mut phone = Browser::new(addr);
    let start = phone
        .call("POST", "/api/passkeys/sign-in/start", Some(&json!({})))
        .await;
    let (ceremony, options) = started(&start);
    secrets.push(ceremony.clone());
    assert_eq!(options["publicKey"]["rpId"], "localhost");
    assert_eq!(options["publicKey"]["allowCredentials"], json!([]));
    assert_eq!(options["publicKey"]["userVerification"], "required");
    assert!(options.get("mediation").is_none(), "{options}");
    let assertion = phone_key.get(&options, &origin);
    let finish = json!({"ceremony": ceremony, "credential": assertion});
    let a = phone
        .call("POST", "/api/passkeys/sign-in/finish", Some(&finish))
        .await;
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(a.body["name"], name.as_str());
    phone.keep(&a);
    secrets.push(a.session());
    assert_ne!(phone.cookie, laptop.cookie, "each sign-in its own session");
    let me = phone.call("GET", "/api/me", None).await;
    assert_eq!(me.body["games"][0]["token"], token.as_str());
    // A replay of the same answer: the ceremony is gone; in a new
    // ceremony its challenge is not the new one.
    let r = phone
        .call("POST", "/api/passkeys/sign-in/finish", Some(&finish))
        .await;
    refused(&r, 400, "no_ceremony");
    let (fresh, _) = started(
        &phone
            .call("POST", "/api/passkeys/sign-in/start", Some(&json!({})))
            .await,
    );
    let r = phone
        .call(
            "POST",
            "/api/passkeys/sign-in/finish",
            Some(&json!({"ceremony": fresh, "credential": assertion})),
        )
        .await;
    refused(&r, 400, "passkey_not_accepted");

    // Sign-in by name, in a browser that had a session already: a new id.
    let before = phone.cookie.clone();
    let start = phone
        .call(
            "POST",
            "/api/passkeys/sign-in/start",
            Some(&json!({ "name": name.to_lowercase() })),
        )
        .await;
    let (ceremony, options) = started(&start);
    assert_eq!(
        options["publicKey"]["allowCredentials"][0]["id"],
        B64.encode(&phone_key.cred_id)
    );
    let stale = phone_key.copy();
    let a = phone
        .call(
            "POST",
            "/api/passkeys/sign-in/finish",
            Some(&json!({"ceremony": ceremony, "credential": phone_key.get(&options, &origin)})),
        )
        .await;
    assert_eq!(a.status, 200, "{}", a.body);
    phone.keep(&a);
    secrets.push(a.session());
    assert_ne!(phone.cookie, before, "a new session id at every sign-in");
    let old = Browser {
        cookie: before,
        ..Browser::new(addr)
    };
    assert_eq!(
        old.call("GET", "/api/me", None).await.status,
        401,
        "the replaced session ended"
    );
    // A copy of the authenticator whose counter lags behind: refused.
    let mut stale = stale;
    let (ceremony, options) = started(
        &Browser::new(addr)
            .call("POST", "/api/passkeys/sign-in/start", Some(&json!({})))
            .await,
    );
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/passkeys/sign-in/finish",
            Some(&json!({"ceremony": ceremony, "credential": stale.get(&options, &origin)})),
        )
        .await;
    refused(&r, 400, "passkey_not_accepted");

    // An expired ceremony is refused.
    let (ceremony, options) = started(
        &Browser::new(addr)
            .call("POST", "/api/passkeys/sign-in/start", Some(&json!({})))
            .await,
    );
    clock.advance(Duration::from_secs(6 * 60));
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/passkeys/sign-in/finish",
            Some(&json!({"ceremony": ceremony, "credential": phone_key.get(&options, &origin)})),
        )
        .await;
    refused(&r, 400, "ceremony_expired");

    // A second passkey for the account signed in (the first excluded).
    let start = laptop
        .call("POST", "/api/passkeys/register/start", Some(&json!({})))
        .await;
    let (ceremony, options) = started(&start);
    assert_eq!(
        options["publicKey"]["excludeCredentials"][0]["id"],
        B64.encode(&phone_key.cred_id)
    );
    let (mut key_two, credential) = Authenticator::create(&options, &origin);
    assert_eq!(key_two.user_handle, phone_key.user_handle, "one user id");
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": ceremony, "credential": credential})),
        )
        .await;
    assert_eq!(
        (r.status, &r.body["passkeys"]),
        (200, &json!(2)),
        "{}",
        r.body
    );
    let mut desk = Browser::new(addr);
    let (ceremony, options) = started(
        &desk
            .call(
                "POST",
                "/api/passkeys/sign-in/start",
                Some(&json!({ "name": name })),
            )
            .await,
    );
    assert_eq!(
        options["publicKey"]["allowCredentials"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let a = desk
        .call(
            "POST",
            "/api/passkeys/sign-in/finish",
            Some(&json!({"ceremony": ceremony, "credential": key_two.get(&options, &origin)})),
        )
        .await;
    assert_eq!(a.status, 200, "{}", a.body);
    desk.keep(&a);
    secrets.push(a.session());

    // Refusals: a name for an account signed in, none for a new one, an
    // unknown name, another site's page, an address for a host.
    let r = laptop
        .call(
            "POST",
            "/api/passkeys/register/start",
            Some(&json!({"name": "Someone"})),
        )
        .await;
    refused(&r, 400, "bad_json");
    let r = Browser::new(addr)
        .call("POST", "/api/passkeys/register/start", Some(&json!({})))
        .await;
    refused(&r, 400, "bad_json");
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/passkeys/sign-in/start",
            Some(&json!({"name": format!("nobody {tag}")})),
        )
        .await;
    refused(&r, 404, "no_passkey");
    let r = Browser::new(addr)
        .call_from(
            "http://evil.example",
            "POST",
            "/api/passkeys/sign-in/start",
            Some(&json!({})),
        )
        .await;
    refused(&r, 403, "bad_origin");
    let by_address = Browser {
        host: addr.to_string(),
        ..Browser::new(addr)
    };
    let r = by_address
        .call("POST", "/api/passkeys/sign-in/start", Some(&json!({})))
        .await;
    refused(&r, 400, "no_host_name");

    // No ceremony or session id (nor its hash) in the log.
    let text = logged();
    for s in &secrets {
        assert!(!text.contains(s.as_str()), "a secret in the log");
        let hash = marrakesh_server::secrets::sha256_hex(s.as_bytes());
        assert!(!text.contains(&hash), "a secret's hash in the log");
    }
}

fn config(clock: Arc<ManualClock>, name: &str) -> marrakesh_server::Config {
    marrakesh_server::Config {
        clock,
        ..common::config(temp_db(name))
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn passkeys_on_sqlite() {
    let clock = ManualClock::new();
    let server = marrakesh_server::start(config(clock.clone(), "passkeys"))
        .await
        .unwrap();
    passkeys_work(server.addr, &clock, "sqlite").await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn passkeys_on_postgres() {
    let Some(url) = common::postgres_url("passkeys") else {
        return;
    };
    let clock = ManualClock::new();
    let server = marrakesh_server::start(marrakesh_server::Config {
        postgres: Some(url),
        db: None,
        ..config(clock.clone(), "passkeys-pg")
    })
    .await
    .unwrap();
    passkeys_work(server.addr, &clock, "postgres").await;
    server.shutdown().await;
}

/// With `--public-url` the passkeys belong to that origin, whatever host
/// the request names: an authenticator's answer made for another origin
/// does not verify.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_public_url_is_the_relying_party() {
    let server = marrakesh_server::start(marrakesh_server::Config {
        public_url: Some("https://games.example".into()),
        ..common::config(temp_db("passkeys-public-url"))
    })
    .await
    .unwrap();
    let page = Browser::new(server.addr);
    let public = "https://games.example";
    let start = page
        .call_from(
            public,
            "POST",
            "/api/passkeys/register/start",
            Some(&json!({"name": "Quinn"})),
        )
        .await;
    let (ceremony, options) = started(&start);
    assert_eq!(options["publicKey"]["rp"]["id"], "games.example");
    let (_, credential) = Authenticator::create(&options, &page.origin());
    let r = page
        .call_from(
            public,
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": ceremony, "credential": credential})),
        )
        .await;
    refused(&r, 400, "passkey_not_accepted");
    let (ceremony, options) = started(
        &page
            .call_from(
                public,
                "POST",
                "/api/passkeys/register/start",
                Some(&json!({"name": "Quinn"})),
            )
            .await,
    );
    let (_, credential) = Authenticator::create(&options, public);
    let r = page
        .call_from(
            public,
            "POST",
            "/api/passkeys/register/finish",
            Some(&json!({"ceremony": ceremony, "credential": credential})),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let cookie = r.cookie.unwrap();
    assert!(cookie.ends_with("Secure"), "an HTTPS origin: {cookie}");
    server.shutdown().await;
}
