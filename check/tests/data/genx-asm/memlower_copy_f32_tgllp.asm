//.kernel copy_f32
//.platform TGLLP

_copy_f32_k0_0_:
(W)     mov (8|M0)               r2.8<1>:w     0x76543210:v                                          // $0
(W)     add (1|M0)               a0.0<1>:ud    r2.0<0;1,0>:ud    0x4210900:ud                        // $3
(W)     mov (8|M0)               r0.0<1>:ud    r2.8<8;8,1>:w                    {@2}                 // $0
(W)     add (8|M0)               r1.0<1>:ud    r0.0<8;8,1>:ud    0x8:uw              {@1}            // $1
(W)     shl (16|M0)              r3.0<1>:ud    r0.0<8;8,1>:ud    0x2:uw              {@1}            // $2
(W)     add (16|M0)              r7.0<1>:ud    r3.0<8;8,1>:ud    r2.2<0;1,0>:ud   {Compacted,@1}     // $3
(W)     add (16|M0)              r9.0<1>:ud    r3.0<8;8,1>:ud    r2.2<0;1,0>:ud   {Compacted}        // $4
(W)     send.dc0 (16|M0)         r5       r7      null    0x0            a0.0       {@2,$0} // wr:a0.0[28:25]+0, rd:a0.0[24:20] // $3
(W)     add (1|M0)               a0.0<1>:ud    r2.1<0;1,0>:ud    0x4030900:ud                        // $4
(W)     send.dc0 (16|M0)         null     r9      r5      0x80            a0.0       {@2,$0} // wr:a0.0[28:25]+2, rd:a0.0[24:20] // $4
        sync.nop                             null                             {Compacted,$0.src}     // $5
        ret (16|M0)                          r11.0                            {@1}                   // $5
