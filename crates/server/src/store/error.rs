//! What a store's request can fail with: the one error of every backend
//! and of the feature stores (accounts, the daily challenge) beside them.

use crate::protocol::{ApiError, Code};
use std::fmt;

/// Why a store's request failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The entry conflicts (a seq already written, an unknown game).
    Conflict(String),
    /// The database failed.
    Io(String),
    /// The storage thread's queue is full (nothing was written).
    Busy,
}

impl StoreError {
    /// The client's error for it ("nothing was changed" is true of all).
    pub fn api(&self) -> ApiError {
        match self {
            StoreError::Busy => ApiError::new(Code::Busy, "the server is busy; try again"),
            StoreError::Conflict(_) => {
                ApiError::new(Code::Storage, format!("{self}; nothing was changed"))
            }
            // The database's own words may name it (user, host, port,
            // database): they stay in the operator's log.
            StoreError::Io(_) => {
                crate::log::throttled("storage", format!("answered 503 storage: {self}"));
                ApiError::new(
                    Code::Storage,
                    "the database failed; nothing was changed (try again later)",
                )
            }
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Conflict(e) => write!(f, "storage conflict: {e}"),
            StoreError::Io(e) => write!(f, "storage failed: {e}"),
            StoreError::Busy => write!(f, "the storage queue is full"),
        }
    }
}
