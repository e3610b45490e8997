//.kernel spill (excerpt: the first and the last lines of a kernel that spills)
//.platform TGLLP
//.RA type	GRAPH_COLORING_SPILL_FF_RA
//.spill size 1088
//.spill GRF est. ref count 51

_spill_k0_0_:
(W)     add (1|M0)               a0.0<1>:ud    r2.0<0;1,0>:ud    0x4210900:ud                        // $1
(W)     mov (16|M0)              r61.0<1>:f    0.0:f                               {Compacted}       //  (0x00000000:f); $0
(W)     add (16|M0)              r5.0<1>:ud    r61.0<8;8,1>:ud   0x40:uw              {@1}           // $2
(W)     send.dc0 (16|M0)         r3       r61     null    0x0            a0.0       {$0} // wr:a0.0[28:25]+0, rd:a0.0[24:20] // $1
(W)     send.dc0 (16|M0)         null     r0      r3      0x80            0x020F1000           {$0} // wr:1h+2, rd:0; hword scratch block write x2 //  scratch space spill: SP_GRF_v0_0 from offset[0x32]; $1
        sync.nop                             null                             {Compacted,$0.src}     // $2
(W)     send.dc0 (16|M0)         r3       r5      null    0x0            a0.0       {@1,$1} // wr:a0.0[28:25]+0, rd:a0.0[24:20] // $2
(W)     add (16|M0)              r5.0<1>:ud    r61.0<8;8,1>:ud   0x80:uw              {$1.src}       // $3
(W)     send.dc0 (16|M0)         null     r0      r3      0x80            0x020F1002           {$1} // wr:1h+2, rd:0; hword scratch block write x2 //  scratch space spill: SP_GRF_v1_0 from offset[2x32]; $2
(W)     send.dc0 (16|M0)         r3       r0      null    0x0            0x024C2000           {$11} // wr:1h+0, rd:4; hword scratch block read x4 //  scratch space fill:  from offset[0x32]; $78
(W)     add (1|M0)               a0.0<1>:ud    r2.0<0;1,0>:ud    0x4030900:ud                        // $227
(W)     add (16|M0)              r7.0<1>:ud    r3.0<8;8,1>:ud    r5.0<8;8,1>:ud   {Compacted,$11.dst} // $78
(W)     send.dc0 (16|M0)         r3       r0      null    0x0            0x024C2004           {@1,$12} // wr:1h+0, rd:4; hword scratch block read x4 //  scratch space fill:  from offset[4x32]; $79
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
