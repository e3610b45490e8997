//! Unit tests of the cause classifier on native listings GenX_IR wrote (libigc-tools
//! 1.0.12504.6, `-output -noLoadPayload`), each classified by hand in the comments.

use super::*;

const ML_U8_COMPUTED_TGLLP: &str = r#"
_main_0:
(W)     mul (1|M0)               acc0.0<1>:ud  r2.0<0;1,0>:ud    r2.2<0;1,0>:uw                      // $1
(W)     mach (1|M0)              r1.0<1>:ud    r2.0<0;1,0>:ud    r2.1<0;1,0>:ud   {Compacted}        // $2
(W)     mov (8|M0)               r1.8<1>:w     0x76543210:v                                          // $3
(W)     add (1|M0)               r1.0<1>:ud    r1.0<0;1,0>:ud    r2.2<0;1,0>:ud   {Compacted,@2}     // $2
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $12
(W)     add (8|M0)               r3.0<1>:ud    r1.0<0;1,0>:ud    r1.8<8;8,1>:w    {@2}               // $3
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw              {@1}            // $4
(W)     shl (16|M0)              r5.0<1>:ud    r3.0<8;8,1>:ud    0x2:uw              {@1}            // $5
(W)     send.dc0 (16|M0)         r7       r5      null    0x0            0x04210901           {@1,$0} // wr:2+0, rd:2; byte gathering read 32b // $7
(W)     send.dc0 (16|M0)         r5       r7      null    0x0            0x04210100           {$0} // wr:2+0, rd:2; byte gathering read 8b // $9
(W)     send.dc0 (16|M0)         null     r3      r5      0x80            0x04030102           {$0} // wr:2+2, rd:0; byte scattering write 8b // $11
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@4} // wr:1+0, rd:0; end of thread // $12
L168:
        nop                                                                                          // $12
"#;

const ML_U8_INPUTS_TGLLP: &str = r#"
_main_0:
(W)     mul (1|M0)               acc0.0<1>:ud  r2.3<0;1,0>:ud    r2.8<0;1,0>:uw                      // $1
(W)     mach (1|M0)              r1.0<1>:ud    r2.3<0;1,0>:ud    r2.4<0;1,0>:ud                      // $2
(W)     mov (8|M0)               r1.8<1>:w     0x76543210:v                                          // $3
(W)     add (1|M0)               r1.0<1>:ud    r1.0<0;1,0>:ud    r2.5<0;1,0>:ud   {Compacted,@2}     // $2
(W)     add (1|M0)               a0.0<1>:ud    r2.1<0;1,0>:ud    0x4210900:ud                        // $6
(W)     add (8|M0)               r3.0<1>:ud    r1.0<0;1,0>:ud    r1.8<8;8,1>:w    {@2}               // $3
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $9
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0x8:uw              {@2}            // $4
(W)     shl (16|M0)              r5.0<1>:ud    r3.0<8;8,1>:ud    0x2:uw              {@1}            // $5
(W)     send.dc0 (16|M0)         r7       r5      null    0x0            a0.0       {@1,$0} // wr:a0.0[28:25]+0, rd:a0.0[24:20] // $6
(W)     add (1|M0)               a0.0<1>:ud    r2.0<0;1,0>:ud    0x4210100:ud                        // $7
(W)     send.dc0 (16|M0)         r5       r7      null    0x0            a0.0       {$0} // wr:a0.0[28:25]+0, rd:a0.0[24:20] // $7
(W)     add (1|M0)               a0.0<1>:ud    r2.2<0;1,0>:ud    0x4030100:ud                        // $8
(W)     send.dc0 (16|M0)         null     r3      r5      0x80            a0.0       {$0} // wr:a0.0[28:25]+2, rd:a0.0[24:20] // $8
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@5} // wr:1+0, rd:0; end of thread // $9
L224:
        nop                                                                                          // $9
"#;

const ML_SLM_SWAP_DG2: &str = r#"
_main_0:
(W)     mov (8|M0)               r1.8<1>:w     0x76543210:v                                          // $3
(W)     mul (1|M0)               acc0.0<1>:ud  r2.0<0;1,0>:ud    r2.2<0;1,0>:uw                      // $1
(W)     mach (1|M0)              r1.0<1>:ud    r2.0<0;1,0>:ud    r2.1<0;1,0>:ud   {Compacted}        // $2
(W)     mov (8|M0)               r3.0<1>:ud    r1.8<1;1,0>:w                    {I@3}                // $3
(W)     add (1|M0)               r1.0<1>:ud    r1.0<0;1,0>:ud    r2.2<0;1,0>:ud   {Compacted,I@2}    // $2
(W)     add (8|M0)               r4.0<1>:ud    r3.0<1;1,0>:ud    0x8:uw              {I@2}           // $4
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $28
(W)     add (16|M0)              r5.0<1>:ud    r1.0<0;1,0>:ud    r3.0<1;1,0>:ud   {Compacted,I@1}    // $5
(W)     shl (16|M0)              r5.0<1>:ud    r5.0<1;1,0>:ud    0x4:uw              {I@1}           // $6
(W)     add (16|M0)              r15.0<1>:ud   r5.0<1;1,0>:ud    0x4:uw              {I@1}           // $9
(W)     send.dc0 (16|M0)         r9       r15     null:0  0x0            0x04210900           {A@1,$0} // wr:2+0, rd:2; byte gathering read 32b // $10
(W)     add (16|M0)              r15.0<1>:ud   r5.0<1;1,0>:ud    0x8:uw              {$0.src}        // $11
(W)     send.dc0 (16|M0)         r11      r15     null:0  0x0            0x04210900           {A@1,$1} // wr:2+0, rd:2; byte gathering read 32b // $12
(W)     add (16|M0)              r15.0<1>:ud   r5.0<1;1,0>:ud    0xC:uw              {$1.src}        // $13
(W)     send.dc0 (16|M0)         r7       r5      null:0  0x0            0x04210900           {$2} // wr:2+0, rd:2; byte gathering read 32b // $8
(W)     send.dc0 (16|M0)         r13      r15     null:0  0x0            0x04210900           {A@1,$3} // wr:2+0, rd:2; byte gathering read 32b // $14
(W)     shl (16|M0)              r15.0<1>:ud   r3.0<1;1,0>:ud    0x4:uw              {$3.src}        // $15
(W)     xor (16|M0)              r3.0<1>:ud    r3.0<1;1,0>:ud    0x1:uw                              // $17
(W)     shl (16|M0)              r3.0<1>:ud    r3.0<1;1,0>:ud    0x4:uw              {I@1}           // $18
        sync.allwr                           ($1,$2,$3)                                              // $16
(W)     send.dc1 (16|M0)         null     r15     r7:8    0x0            0x040250FE           {$0} // wr:2+8, rd:0; untyped surface write with xyzw // $16
        sync.nop                             null                             {Compacted,$0.src}     // $20
(W)     add (16|M0)              r15.0<1>:ud   r3.0<1;1,0>:ud    0x4:uw              {I@1}           // $20
(W)     send.dc0 (16|M0)         r9       r15     null:0  0x0            0x042109FE           {A@1,$4} // wr:2+0, rd:2; byte gathering read 32b // $21
(W)     add (16|M0)              r15.0<1>:ud   r3.0<1;1,0>:ud    0x8:uw              {$4.src}        // $22
(W)     send.dc0 (16|M0)         r11      r15     null:0  0x0            0x042109FE           {A@1,$5} // wr:2+0, rd:2; byte gathering read 32b // $23
(W)     add (16|M0)              r15.0<1>:ud   r3.0<1;1,0>:ud    0xC:uw              {$5.src}        // $24
(W)     send.dc0 (16|M0)         r7       r3      null:0  0x0            0x042109FE           {$6} // wr:2+0, rd:2; byte gathering read 32b // $19
(W)     send.dc0 (16|M0)         r13      r15     null:0  0x0            0x042109FE           {A@1,$7} // wr:2+0, rd:2; byte gathering read 32b // $25
        sync.allwr                           ($5,$6,$7)                                              // $27
(W)     send.dc1 (16|M0)         null     r5      r7:8    0x0            0x04025001           {$4} // wr:2+8, rd:0; untyped surface write with xyzw // $27
        sync.nop                             null                             {Compacted,F@1}        // $28
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $28
L480:
        nop                                                                                          // $28
"#;

const ML_IMG2D_LANE_INPUT_TGLLP: &str = r#"
_main_0:
(W)     mul (1|M0)               acc0.0<1>:ud  r2.0<0;1,0>:ud    r2.2<0;1,0>:uw                      // $1
(W)     mach (1|M0)              r1.0<1>:ud    r2.0<0;1,0>:ud    r2.1<0;1,0>:ud   {Compacted}        // $2
(W)     mov (8|M0)               r22.0<1>:f    r2.3<0;1,0>:f                    {Compacted}          // $4
(W)     add (1|M0)               r1.0<1>:ud    r1.0<0;1,0>:ud    r2.2<0;1,0>:ud   {Compacted,@2}     // $2
(W)     mov (8|M0)               r24.0<1>:f    0.0:f                               {Compacted}       //  (0x00000000:f); $5
(W)     add (16|M0)              r4.0<1>:ud    r1.0<0;1,0>:ud    r3.0<16;16,1>:uw {@2}               // $3
(W)     mov (8|M0)               r25.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@4}       // $8
(W)     mov (8|M0)               r27.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@3}       // $8
(W)     send.dc1 (8|M0)          r14      r4      r22     0xC0            0x02415000           {@3,$0} // wr:1+3, rd:4; typed surface read with xyzw; u // $7
(W)     send.dc1 (8|M0)          r18      r5      r25     0xC0            0x02415000           {@1,$1} // wr:1+3, rd:4; typed surface read with xyzw; u // $8
        sync.nop                             null                             {Compacted,$1.src}     // $17
(W)     shl (16|M0)              r4.0<1>:ud    r4.0<8;8,1>:ud    0x4:uw              {$0.src}        // $17
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $20
(W)     mov (8|M0)               r6.0<1>:f     r14.0<8;8,1>:f                   {Compacted,$0.dst}   // $9
(W)     mov (8|M0)               r8.0<1>:f     r15.0<8;8,1>:f                   {Compacted}          // $10
(W)     mov (8|M0)               r10.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $11
(W)     mov (8|M0)               r12.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $12
(W)     mov (8|M0)               r7.0<1>:f     r18.0<8;8,1>:f                   {Compacted,$1.dst}   // $13
(W)     mov (8|M0)               r9.0<1>:f     r19.0<8;8,1>:f                   {Compacted}          // $14
(W)     mov (8|M0)               r11.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $15
(W)     mov (8|M0)               r13.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $16
(W)     send.dc1 (16|M0)         null     r4      r6      0x200            0x04025001           {@1,$2} // wr:2+8, rd:0; untyped surface write with xyzw // $19
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@7} // wr:1+0, rd:0; end of thread // $20
L240:
        nop                                                                                          // $20
"#;

const IGC_IMG2D_TGLLP: &str = r#"
_main_0:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r0.2<0;1,0>:uw   {@1}               // $2
(W)     mach (1|M0)              r2.0<1>:d     r5.4<0;1,0>:d     r0.1<0;1,0>:d                       // $4
        mov (16|M0)              r18.0<1>:f    r5.2<0;1,0>:f                    {Compacted}          // $6
        add (16|M0)              r6.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $4
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $33
        add (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}     // $5
        send.smpl (16|M0)        r10      r8      r18     0x80            0x0485A000           {@1,$0} // wr:2+2, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $8
        shl (16|M0)              r44.0<1>:d    r8.0<8;8,1>:d     4:w               {Compacted}       // $29
        add (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    r5.3<0;1,0>:d    {Compacted,@1}     // $30
        and (16|M0)              r20.0<1>:d    r10.0<8;8,1>:d    -2139095041:d               {$0.dst} // $9
        and (16|M0)              r22.0<1>:d    r12.0<8;8,1>:d    -2139095041:d                       // $10
        and (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    -2139095041:d                       // $11
        and (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    -2139095041:d                       // $12
        cmp (16|M0)   (eq)f1.1   null<1>:d     r20.0<8;8,1>:d    r10.0<8;8,1>:d   {@4}               // $17
        cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r12.0<8;8,1>:d   {@4}               // $19
        cmp (16|M0)   (eq)f0.1   null<1>:d     r24.0<8;8,1>:d    r14.0<8;8,1>:d   {@4}               // $21
        cmp (16|M0)   (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d   {@4}               // $23
        and (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    -2147483648:d                       // $13
        and (16|M0)              r30.0<1>:d    r12.0<8;8,1>:d    -2147483648:d                       // $14
        and (16|M0)              r32.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $15
        and (16|M0)              r34.0<1>:d    r16.0<8;8,1>:d    -2147483648:d                       // $16
(f1.1)  sel (16|M0)              r36.0<1>:d    r28.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@4}     // $18
(f1.0)  sel (16|M0)              r38.0<1>:d    r30.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@4}     // $20
(f0.1)  sel (16|M0)              r40.0<1>:d    r32.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@4}     // $22
(f0.0)  sel (16|M0)              r42.0<1>:d    r34.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@4}     // $24
        send.dc1 (16|M0)         null     r44     r36     0x200            0x04025001           {@1,$1} // wr:2+8, rd:0; untyped surface write with xyzw // $32
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT} // wr:1+0, rd:0; end of thread // $33
L376:
        nop                                                                                          // $33
"#;

const IGC_U8_TGLLP: &str = r#"
_main_0:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r0.2<0;1,0>:uw   {Compacted,@1}     // $2
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $4
(W)     mov (8|M0)               r127.0<1>:f   r0.0<8;8,1>:f                    {Compacted}          // $15
        add (16|M0)              r7.0<1>:d     r2.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $4
        add (16|M0)              r9.0<1>:d     r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@1}     // $5
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w               {Compacted,@1}    // $6
        send.dc1 (16|M0)         r13      r11     null    0x0            0x04205E01           {@1,$0} // wr:2+0, rd:2; untyped surface read with x // $8
        send.dc0 (16|M0)         r15      r13     null    0x0            0x04210100           {$0} // wr:2+0, rd:2; byte gathering read 8b // $10
        mov (16|M0)              r17.0<1>:ud   r15.0<4;1,0>:ub                  {$0.dst}             // $12
        send.dc0 (16|M0)         null     r9      r17     0x80            0x04030102           {@1,$1} // wr:2+2, rd:0; byte scattering write 8b // $14
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@5} // wr:1+0, rd:0; end of thread // $15
L152:
        nop                                                                                          // $15
"#;

/// The causes of `asm`'s instructions as letters: S send, D descriptor, L lane id, Y sync,
/// P payload, A ALU.
fn letters(asm: &str) -> String {
    let lines: Vec<&str> = memlower_check::genx::body_lines(asm)
        .map(|(_, l)| l)
        .collect();
    classify_lines(&lines, 32)
        .iter()
        .map(|c| match c {
            Cause::Send => 'S',
            Cause::Descriptor => 'D',
            Cause::LaneId => 'L',
            Cause::Sync => 'Y',
            Cause::Payload => 'P',
            Cause::Alu => 'A',
        })
        .collect()
}

#[test]
fn computed_lane_ids_are_the_packed_mov_and_the_upper_half_add() {
    // mul mach: ALU; mov :v: lane id; add(1) base: ALU; mov r127 (EOT header): payload;
    // add(8) r3 = base + lanes: ALU (IGC has it too); add(8) r4 = r3 + 8, right after r3: lane
    // id; shl: ALU; four sends; the nop after the label: ALU.
    assert_eq!(letters(ML_U8_COMPUTED_TGLLP), "AALAPALASSSSA");
    let c = classify_asm(ML_U8_COMPUTED_TGLLP, 32);
    assert_eq!(c.0, [4, 0, 2, 0, 1, 6]);
    assert_eq!(c.total(), 13, "GenX_IR's //.instCount");
    assert_eq!(c.cell(), "4/0/2/0/1/6");
}

#[test]
fn surface_inputs_cost_a_descriptor_add_per_send() {
    // As above, with an `add a0.0` before each of the three data sends.
    assert_eq!(letters(ML_U8_INPUTS_TGLLP), "AALADAPLASDSDSSA");
    assert_eq!(classify_asm(ML_U8_INPUTS_TGLLP, 32).0, [4, 3, 2, 0, 1, 6]);
}

#[test]
fn syncs_and_channel_offsets_on_dg2() {
    // mov :v: lane id; mul mach: ALU; mov r3:ud = lanes:w and add r4 = r3 + 8: lane id (lane
    // constants only); add(1): ALU; mov r127: payload; base + lanes, shl, the channel-offset
    // add r15 = r5 + 4 (not right after r5): ALU; sends; `sync.allwr`, `sync.nop`: sync.
    assert_eq!(
        letters(ML_SLM_SWAP_DG2),
        "LAALALPAAASASASSAAAYSYASASASSYSYSA"
    );
    assert_eq!(classify_asm(ML_SLM_SWAP_DG2, 32).0, [11, 0, 3, 4, 1, 15]);
}

#[test]
fn payload_moves_are_movs_a_later_send_reads() {
    // mov r22 = r2.3 and mov r24 = 0.0 (the typed read's V and LOD, r22..r24 of its extended
    // payload, though mov r25 = r22 reads r22 in between); mov r25, mov r27 (the second read's
    // copy); mov r127; the eight movs into r6..r13, the untyped write's extended payload.
    // The lane id is the input r3: base + lanes is ALU and nothing is lane id.
    assert_eq!(
        letters(ML_IMG2D_LANE_INPUT_TGLLP),
        "AAPAPAPPSSYAPPPPPPPPPSSA"
    );
    assert_eq!(
        classify_asm(ML_IMG2D_LANE_INPUT_TGLLP, 32).0,
        [4, 0, 0, 1, 13, 6]
    );
}

#[test]
fn igc_listings() {
    // `or cr0`, mul, mach: ALU; mov r18 = r5.2 (the sampler's extended payload, 2 GRFs from
    // ex_desc 0x80): payload; mov r127: payload; the rest of the arithmetic: ALU.
    assert_eq!(letters(IGC_IMG2D_TGLLP), "AAAPAPASAAAAAAAAAAAAAAAAAASSA");
    assert_eq!(classify_asm(IGC_IMG2D_TGLLP, 32).0, [3, 0, 0, 0, 2, 24]);
    // The u8 → u32 widening `mov r17:ud = r15:ub` is the scatter's extended payload.
    assert_eq!(letters(IGC_U8_TGLLP), "AAAPAAASSPSSA");
}

#[test]
fn a_mov_overwritten_before_any_send_reads_it_is_alu() {
    let asm = "(W) mov (8|M0) r4.0<1>:ud r2.0<8;8,1>:ud\n\
               (W) mov (8|M0) r4.0<1>:ud r3.0<8;8,1>:ud\n\
               (W) send.dc0 (8|M0) r5 r4 null 0x0 0x02110900 {$0} // wr:1+0, rd:1\n";
    assert_eq!(letters(asm), "APS");
}

#[test]
fn a_wide_packed_immediate_region_is_tracked_per_byte() {
    // r1.0:ud is a scalar base, r1.8:w the lanes: the add reads both, so it is ALU, and the
    // scalar add to r1.0 alone never counts as lane data.
    let asm = "(W) mov (8|M0) r1.8<1>:w 0x76543210:v\n\
               (W) add (1|M0) r1.0<1>:ud r1.0<0;1,0>:ud 0x4:ud\n\
               (W) add (8|M0) r3.0<1>:ud r1.0<0;1,0>:ud r1.8<8;8,1>:w\n\
               (W) add (1|M0) r5.0<1>:ud r1.0<0;1,0>:ud 0x8:ud\n";
    assert_eq!(letters(asm), "LAAA");
}
