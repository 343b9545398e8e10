//! Shared helpers of the scenario and end-to-end tests.
