//! The shared table under hostile devices: every field of a frame is bounded, keys resist
//! guessing, frame limits are fair to a device at the documented rate, a seat is its owner's,
//! a change sent twice is made once, heavy questions stall no one, a flood of idle sockets
//! keeps no one out, and a device that stops reading is dropped before the host grows.

mod bounds;
mod common;
mod flood;
mod keys;
mod owners;
mod questions;
mod rate;
mod slow;
