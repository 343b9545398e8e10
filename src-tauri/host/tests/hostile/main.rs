//! The shared table under hostile devices: every field of a frame is bounded, keys resist
//! guessing, and frame limits are fair to a device at the documented rate.

mod bounds;
mod common;
mod keys;
mod rate;
