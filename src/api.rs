//! The JavaScript API.
