//! memlower
