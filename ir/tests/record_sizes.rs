//! The sizes of the IR's arena records. Every pass walks the instruction and value arenas, so
//! on one big function the passes are bound by memory bandwidth over these records (one
//! function of 100k accesses: millions of instructions): a field that makes them grow makes
//! every pass slower. Rare big payloads (branch targets, image coordinates, constant vectors
//! of more than two elements) are boxed or spilled to the heap for this reason.

use memlower_ir::ir::{BlockCall, ConstValue, ImageCoords, InstData, InstKind, ValueData};
use std::mem::size_of;

#[test]
fn instruction_records_stay_within_one_cache_line() {
    assert!(
        size_of::<InstKind>() <= 40,
        "InstKind is {} B",
        size_of::<InstKind>()
    );
    assert!(
        size_of::<InstData>() <= 64,
        "InstData is {} B",
        size_of::<InstData>()
    );
    // The payloads that set InstKind's size.
    assert!(
        size_of::<ConstValue>() <= 32,
        "ConstValue is {} B",
        size_of::<ConstValue>()
    );
    assert!(
        size_of::<BlockCall>() <= 32,
        "BlockCall is {} B",
        size_of::<BlockCall>()
    );
    assert!(
        size_of::<ImageCoords>() <= 32,
        "ImageCoords is {} B",
        size_of::<ImageCoords>()
    );
}

#[test]
fn value_records_keep_their_names_out_of_line() {
    assert!(
        size_of::<ValueData>() <= 24,
        "ValueData is {} B",
        size_of::<ValueData>()
    );
}
